import { AWARD_ITEM } from '@panalo/contract/award-items'
import { LOTTERY_MAX_PER_ORDER, lotteryPrizeSchema } from '@panalo/contract/calls/lottery'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

/**
 * How the next lottery draws are opened (docs/decisions/053-lottery.md), kept in the settings table
 * under `lottery.draws`; `lottery:settings` shows and replaces them. A draw keeps the prices, limit
 * and prizes it opened with, so a change applies from the next draw opened.
 */
export const LOTTERY_SETTING = 'lottery.draws'
/** The most prize slots one draw may have: every winner is paid in the draw's one transaction. */
export const MAX_PRIZE_SLOTS = 100

export const lotterySettingsSchema = z
  .object({
    /** The Manila hour (0–23) of the daily draw; sales close then. */
    drawHour: z.number().int().min(0).max(23),
    couponPrice: z.number().int().min(1).max(100),
    /** Null: tickets are sold for coupons only. */
    pointsPrice: z.number().int().min(1).max(1_000_000).nullable(),
    maxTicketsPerPlayer: z
      .number()
      .int()
      .min(1)
      .max(10 * LOTTERY_MAX_PER_ORDER),
    prizes: z.array(lotteryPrizeSchema).min(1).max(3),
  })
  .refine(({ prizes }) => new Set(prizes.map((prize) => prize.productId)).size === prizes.length, {
    message: 'Each lottery product is one prize',
  })
  .refine(({ prizes }) => prizes.reduce((sum, prize) => sum + prize.winners, 0) <= MAX_PRIZE_SLOTS, {
    message: `At most ${MAX_PRIZE_SLOTS} winners a draw`,
  })
export type LotterySettings = z.infer<typeof lotterySettingsSchema>

const coins = (pesos: number) => ({ id: AWARD_ITEM.coin, count: pesos * 100 })

/**
 * A daily draw at 21:00 Manila: one coupon or 100 points a ticket, at most 50 a player; a phone
 * delivered to the first prize's winner, ₱200 for three and ₱20 for twenty.
 */
export const DEFAULT_LOTTERY: LotterySettings = {
  drawHour: 21,
  couponPrice: 1,
  pointsPrice: 100,
  maxTicketsPerPlayer: 50,
  prizes: [
    { productId: 80_001, name: 'Smartphone', winners: 1, items: [{ id: 80_001, count: 1 }] },
    { productId: 80_002, name: '₱200 bonus', winners: 3, items: [coins(200)] },
    { productId: 80_003, name: '₱20 bonus', winners: 20, items: [coins(20)] },
  ],
}

export async function readLotterySettings(db: Executor): Promise<LotterySettings> {
  const stored = lotterySettingsSchema.safeParse(await readSetting(db, LOTTERY_SETTING))
  return stored.success ? stored.data : DEFAULT_LOTTERY
}

/** Validates and stores the settings; throws the schema's ZodError when they are wrong. */
export async function writeLotterySettings(db: Executor, value: unknown): Promise<LotterySettings> {
  const parsed = lotterySettingsSchema.parse(value)
  await writeSetting(db, LOTTERY_SETTING, parsed)
  return parsed
}
