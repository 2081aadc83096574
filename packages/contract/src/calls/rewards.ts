import { z } from 'zod'

import { AWARD_SOURCES, awardItemSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'

/**
 * The award engine's reads (docs/decisions/025-award-engine-and-bonuses.md): every award a player
 * received, and the wagering progress of each bonus.
 */

export const REWARD_RECORD_PAGE_SIZE = 20

export const awardSourceSchema = z.enum(AWARD_SOURCES)
export const BONUS_STATES = ['held', 'active', 'completed', 'expired'] as const
export const bonusStateSchema = z.enum(BONUS_STATES)

export const awardRecordSchema = z.object({
  id: z.number().int(),
  source: awardSourceSchema,
  items: z.array(awardItemSchema).describe('SPEC.md §3 item ids; coin 2001 counts hundredths.'),
  heldCoins: z
    .number()
    .int()
    .describe('Coins of this award waiting for the first deposit (free bonuses need a top-up first).'),
  multiple: z
    .number()
    .int()
    .nullable()
    .describe(
      'The wagering multiple of its coins when they are a bonus; null when they are plain coins (a jackpot win or a credit at 0×) or it gave none.',
    ),
  reason: z.string().nullable(),
  createTime: z.string().describe('ISO 8601.'),
})
export type AwardRecord = z.infer<typeof awardRecordSchema>

export const bonusSchema = z.object({
  id: z.number().int(),
  bonusType: awardSourceSchema,
  amount: z.number().int().describe('Hundredths of a peso.'),
  multiple: z.number().int(),
  requirement: z.number().int().describe('Turnover this bonus asks for: amount × multiple, hundredths.'),
  wagered: z.number().int().describe('Turnover counted towards it so far, hundredths.'),
  state: bonusStateSchema,
  createTime: z.string(),
  expireTime: z.string().nullable().describe('An active bonus must be wagered by then; null: no limit.'),
})
export type Bonus = z.infer<typeof bonusSchema>

export const rewardCalls = defineCalls({
  activityAwardGetLog: {
    access: 'user',
    description:
      'The reward record (/reward/record, /bonus/record): every award the player received from any source (jackpot wins, wheel prizes and cash credits from Panalo included), newest first by when it was granted, with its items.',
    request: z.object({
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(50).default(REWARD_RECORD_PAGE_SIZE),
    }),
    response: z.object({
      list: z.array(awardRecordSchema),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
    }),
  },
  bonusWageringList: {
    access: 'user',
    description:
      'Each bonus with its wagering progress (held until the first deposit, active, completed, expired), newest first, and the turnover still to wager before a withdrawal.',
    request: z.object({}),
    response: z.object({
      list: z.array(bonusSchema),
      bet: z.number().int().describe('Turnover still to wager before a withdrawal (deposits and bonuses).'),
    }),
  },
})
