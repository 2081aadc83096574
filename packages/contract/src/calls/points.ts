import { z } from 'zod'

import { awardItemSchema, classifyAwardItem } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { requestIdField } from '../money-request-fields.ts'
import { awardSourceSchema } from './rewards.ts'

/**
 * Points (SPEC.md §2 /points, §3 item 2002; docs/decisions/028-points.md): the balance, where points
 * come from, and the shop that turns them into bonus coins at the operator's rates, every move a
 * ledger journal.
 */

/** The most of one shop item one exchange buys. */
export const MAX_POINTS_EXCHANGE_COUNT = 100
/** The most points one shop item may cost, and the most coins (hundredths) it may give. */
export const MAX_POINTS_PRICE = 10_000_000
export const POINTS_LOG_PAGE_SIZE = 20

/**
 * One item of the points shop: what one of it gives and what it costs. Only coins are sold: coupons
 * have no use in the app yet, and the shop sells nothing that does nothing (decision 028).
 */
export const pointsShopItemSchema = z.object({
  id: z.number().int().min(1).max(9_999).describe('The shop item, as pointsExchange names it.'),
  award: awardItemSchema
    .refine((item) => classifyAwardItem(item.id) === 'coin', {
      message: 'The shop sells coins only (coupons wait for a use: decision 028)',
    })
    .refine((item) => item.count <= MAX_POINTS_PRICE, { message: `At most ${MAX_POINTS_PRICE}` })
    .describe('What one of it gives: coin 2001, counted in hundredths.'),
  points: z.number().int().positive().max(MAX_POINTS_PRICE).describe('What one of it costs, in points.'),
})
export type PointsShopItem = z.infer<typeof pointsShopItemSchema>

/** Where a VIP level's points come from: its level-up gift, daily and weekly awards (read from the ladder). */
export const pointsEarnRowSchema = z.object({
  level: z.number().int().min(0),
  levelUp: z.number().int().min(0).describe('Points in the gift for reaching this level, once.'),
  daily: z.number().int().min(0).describe('Points in this level’s daily award.'),
  weekly: z.number().int().min(0).describe('Points in this level’s weekly award.'),
})
export type PointsEarnRow = z.infer<typeof pointsEarnRowSchema>

export const pointsLogEntrySchema = z.object({
  id: z.number().int().describe('The ledger journal.'),
  amount: z.number().int().describe('Points in (positive) or out (negative).'),
  balanceAfter: z.number().int(),
  source: awardSourceSchema
    .nullable()
    .describe('The award source: vip for points earned, points for an exchange; null for other journals.'),
  received: z.array(awardItemSchema).describe('What an exchange bought (empty for points earned).'),
  createTime: z.string().describe('ISO 8601.'),
})
export type PointsLogEntry = z.infer<typeof pointsLogEntrySchema>

export const pointsCalls = defineCalls({
  pointsInfo: {
    access: 'public',
    description:
      'The player’s points, how points are earned (the VIP ladder’s points per level), the shop with its rates, and the wagering its coins carry.',
    request: z.object({}),
    response: z.object({
      points: z.number().int().describe('The player’s points balance.'),
      vip: z.number().int().describe('The player’s VIP level: the earn list marks it.'),
      earn: z.array(pointsEarnRowSchema).describe('The VIP levels whose awards give points.'),
      shop: z.array(pointsShopItemSchema),
      maxCount: z.number().int().describe('The most of one item an exchange buys.'),
      wagering: z
        .object({
          multiple: z.number().int().describe('Coins bought are a bonus: turnover of multiple × the coins.'),
          expiryDays: z.number().int().nullable().describe('Days to wager it; null, no limit.'),
          held: z
            .boolean()
            .describe('Coins bought now wait for the player’s first deposit (free bonuses need a top-up).'),
        })
        .describe('Shown before the player confirms an exchange.'),
    }),
  },
  pointsExchange: {
    access: 'user',
    description:
      'Spends points on `count` of a shop item: one ledger journal takes the points and gives the coins, a bonus with the points wagering rule. A retry with the same requestId answers the first exchange as stored and moves nothing; another item or count under it is CONFLICT; a refusal (not enough points, no such item) is not kept, so the same requestId may go through later.',
    request: z.object({
      requestId: requestIdField,
      itemId: z.number().int().min(1).max(9_999).describe('A shop item id of pointsInfo.'),
      count: z.number().int().min(1).max(MAX_POINTS_EXCHANGE_COUNT),
    }),
    response: z.object({
      items: z.array(awardItemSchema).describe('What was bought: the reward popup lists it.'),
      heldCoins: z.number().int().describe('Coins of it waiting for the first deposit.'),
      spent: z.number().int().describe('Points spent.'),
      points: z.number().int().describe('The points balance now.'),
    }),
  },
  pointsLog: {
    access: 'user',
    description:
      'Every move of the player’s points, from the ledger, newest first: earned (VIP awards, operator grants) and spent (exchanges). Page with `before` = the previous answer’s nextBefore.',
    request: z.object({
      before: z.number().int().positive().optional(),
      limit: z.number().int().min(1).max(50).default(POINTS_LOG_PAGE_SIZE),
    }),
    response: z.object({ list: z.array(pointsLogEntrySchema), nextBefore: z.number().int().nullable() }),
  },
})
