import { z } from 'zod'

import { awardItemSchema, claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { GAME_TYPES } from '../enums.ts'

/**
 * VIP (SPEC.md §3 "VIP level", §7 "VIP"; docs/decisions/026-vip-ladder.md): levels by experience,
 * one point per peso of valid turnover, with a gift per level reached, a daily and a weekly award.
 */

export const MAX_VIP_LEVEL = 50

/** One rung of the ladder as players see it (SPEC.md §3: experience, betLimit, dailyAward, showType). */
export const vipLevelSchema = z.object({
  level: z.number().int().min(0).max(MAX_VIP_LEVEL),
  experience: z.number().int().min(0).describe('Experience needed: one point per peso of valid turnover.'),
  betLimit: z
    .number()
    .int()
    .min(0)
    .describe('Valid turnover (hundredths) per calendar month that keeps this level (the level audit).'),
  dailyAward: z.array(awardItemSchema),
  weeklyAward: z.array(awardItemSchema).describe('The VIP sign-in award, once per Manila week.'),
  levelUpAward: z.array(awardItemSchema).describe('The gift for reaching this level, claimed once.'),
  showType: z.number().int().min(1).max(6).describe('1 to 6: the colours the level is shown in.'),
  withdrawDailyLimit: z
    .number()
    .int()
    .min(0)
    .describe('Hundredths a player of this level may withdraw a day.'),
})
export type VipLevel = z.infer<typeof vipLevelSchema>

const claimAnswer = claimAnswerSchema

export const VIP_GIFT_STATES = ['locked', 'claimable', 'claimed'] as const

export const vipCalls = defineCalls({
  getVipInfo: {
    access: 'public',
    description:
      'The player’s VIP level and experience, the ladder, each level gift’s state, and whether today’s daily and this week’s sign-in award are still to claim.',
    request: z.object({}),
    response: z.object({
      vip: z.number().int(),
      vipExp: z.number().int(),
      levelsDown: z
        .number()
        .int()
        .min(0)
        .describe(
          'Levels the monthly audit took off the rung vipExp reaches: the next level comes at rung vip + levelsDown + 1, or with a month meeting its betLimit.',
        ),
      nextLevel: vipLevelSchema.nullable(),
      levels: z.array(vipLevelSchema),
      levelGifts: z.array(z.object({ level: z.number().int(), state: z.enum(VIP_GIFT_STATES) })),
      dailyClaimable: z.boolean(),
      weeklyClaimable: z.boolean(),
      vipAwardFlag: z.boolean().describe('A level gift is waiting: the VIP gift modal opens.'),
    }),
  },
  receiveVipBonusUser: {
    access: 'user',
    description: 'Claims the gift of a VIP level the player has reached, once per level.',
    request: z.object({ level: z.number().int().min(1).max(MAX_VIP_LEVEL) }),
    response: claimAnswer,
  },
  appVipUserReceiveDaily: {
    access: 'user',
    description: 'Claims today’s VIP daily award (Manila day) of the player’s level.',
    request: z.object({}),
    response: claimAnswer,
  },
  appVipUserReceiveSignInAward: {
    access: 'user',
    description: 'Claims this week’s VIP sign-in award (Manila week, from Monday) of the player’s level.',
    request: z.object({}),
    response: claimAnswer,
  },
  getVipLevelAudit: {
    access: 'user',
    description:
      'The level audit: this Manila month’s valid turnover against the level’s betLimit, and the rule a level is kept by.',
    request: z.object({}),
    response: z.object({
      vip: z.number().int(),
      month: z.string().describe('YYYY-MM, Manila.'),
      turnover: z.number().int().describe('Valid turnover this month, hundredths.'),
      betLimit: z.number().int(),
      kept: z.boolean().describe('This month’s turnover already keeps the level.'),
      floor: z
        .number()
        .int()
        .describe('The lowest level an audit can leave: the one the last twelve months’ experience reaches.'),
      rule: z
        .enum(['monthly'])
        .describe(
          'monthly: at the Manila month’s close a level whose betLimit the month missed drops one, never below floor; a month meeting the next level’s betLimit gives back one level lost so.',
        ),
    }),
  },
})

/** Rates are in basis points: 100 is 1 % of valid turnover (docs/decisions/027-rebates.md). */
export const rebateRatesSchema = z.record(z.enum(GAME_TYPES), z.number().int().min(0).max(1_000))
export type RebateRates = z.infer<typeof rebateRatesSchema>

const rebateRowSchema = z.object({
  day: z.string().describe('YYYY-MM-DD, Manila.'),
  gameType: z.enum(GAME_TYPES),
  turnover: z.number().int().describe('Valid turnover that day and game type, hundredths.'),
  rate: z.number().int().describe('Basis points of the player’s level for this game type.'),
  accrued: z.number().int().describe('turnover × rate, hundredths (rounded down).'),
  paid: z.number().int().describe('Already claimed of it, hundredths.'),
  claimable: z.number().int().describe('accrued − paid, hundredths.'),
})

export const rebateCalls = defineCalls({
  betBonus: {
    access: 'public',
    description:
      'Rebates as they accrue: each Manila day (of the last seven) and game type with valid turnover, the level’s rate, what accrued, what is claimed and what is still to claim. `type` keeps one game type.',
    request: z.object({ type: z.enum(GAME_TYPES).optional() }),
    response: z.object({
      vip: z.number().int(),
      today: z.string().describe('YYYY-MM-DD, Manila.'),
      rates: rebateRatesSchema.describe('The level’s rates, basis points.'),
      rows: z.array(rebateRowSchema),
      claimable: z.number().int().describe('The sum still to claim, hundredths.'),
    }),
  },
  betBonusReceive: {
    access: 'user',
    description: 'Claims every rebate still to claim, all game types.',
    request: z.object({}),
    response: claimAnswer,
  },
  betBonusByTypeReceive: {
    access: 'user',
    description: 'Claims the rebates still to claim of one game type.',
    request: z.object({ type: z.enum(GAME_TYPES) }),
    response: claimAnswer,
  },
  betBonusLog: {
    access: 'user',
    description: 'The rebates claimed, newest first.',
    request: z.object({
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(50).default(20),
    }),
    response: z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          day: z.string(),
          gameType: z.enum(GAME_TYPES),
          amount: z.number().int().describe('Hundredths.'),
          createdAt: z.string().describe('ISO 8601.'),
        }),
      ),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
  },
})
