import { AWARD_ITEM } from '@panalo/contract/award-items'
import {
  lotterySettingsSchema,
  MAX_PRIZE_SLOTS,
  type LotterySettings,
} from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'
import { drawOnSale } from './lottery.queries.ts'

/**
 * How the next lottery draws are opened (docs/decisions/053-lottery.md), kept in the settings table
 * under `lottery.draws`; `lottery:settings` shows and replaces them. A draw keeps the prices, limit
 * and prizes it opened with, so a change applies from the next draw opened; the console saves one in
 * force from the draw on sale's time (decision 103), when the next draw is opened.
 */
export const LOTTERY_SETTING = 'lottery.draws'

export { lotterySettingsSchema, MAX_PRIZE_SLOTS, type LotterySettings }

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

/** The settings in force at `at` (a change saved from the console waits for its draw). */
export async function readLotterySettings(db: Executor, at = new Date()): Promise<LotterySettings> {
  const stored = lotterySettingsSchema.safeParse(await readSettingInForce(db, LOTTERY_SETTING, at))
  return stored.success ? stored.data : DEFAULT_LOTTERY
}

/** Validates and stores the settings; throws the schema's ZodError when they are wrong. */
export async function writeLotterySettings(db: Executor, value: unknown): Promise<LotterySettings> {
  const parsed = lotterySettingsSchema.parse(value)
  await writeSettingNow(db, LOTTERY_SETTING, parsed)
  return parsed
}

/**
 * When a change saved at `at` is in force: the time of the draw on sale, after which the next draw is
 * opened with the settings in force then; at once when no draw is on sale (the next one opened takes it).
 */
export async function lotteryChangeFrom(db: Executor, at: Date): Promise<Date> {
  return (await drawOnSale(db, at))?.drawAt ?? at
}
