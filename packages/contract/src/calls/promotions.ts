import { z } from 'zod'

import { awardListSchema, claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'

/**
 * The one-off and standing promotions of the bonus centre (docs/decisions/050-promotions.md): the
 * sign-up bonus (SignUpBonus 15), the bonus for a receiving account (/activity/bank), follow rewards
 * (FollowRewards 21, /activity/follow), the growth fund (Fund 16: awards for total deposits, claimed
 * with receiveAddupAwardById) and the weekly slots tournament (/activity/slotshack).
 */

/** How an award's coins are wagered: shown before the claim (the source `activity`'s rule). */
export const promotionWageringSchema = z.object({
  multiple: z.number().int().describe('Bonus coins must be wagered this many times.'),
  expiryDays: z.number().int().nullable(),
  heldUntilFirstDeposit: z.boolean(),
})

export const SIGN_UP_BONUS_STATES = ['claimable', 'claimed', 'expired', 'needsMobile'] as const
export const BANK_BONUS_STATES = ['claimable', 'claimed', 'needsAccount', 'accountUsed'] as const
export const FUND_MILESTONE_STATES = ['locked', 'claimable', 'claimed'] as const

export const followChannelSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,23}$/)
    .describe('The channel’s id: facebook, tiktok…'),
  name: z.string().min(1).max(40),
  url: z
    .string()
    .url()
    .refine((url) => url.startsWith('https://'), { message: 'An https address' }),
  award: awardListSchema,
})
export type FollowChannel = z.infer<typeof followChannelSchema>

export const fundMilestoneSchema = z.object({
  id: z.number().int().min(1).max(99),
  deposit: z.number().int().positive().describe('Total deposits that unlock it, hundredths.'),
  award: awardListSchema,
})
export type FundMilestone = z.infer<typeof fundMilestoneSchema>

export const tournamentPrizeSchema = z.object({
  fromRank: z.number().int().min(1),
  toRank: z.number().int().min(1),
  award: awardListSchema,
})
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>

const tournamentRowSchema = z.object({
  rank: z.number().int().min(1),
  nickname: z.string().describe('Masked: the first two characters, then ***.'),
  avatar: z.number().int(),
  stake: z.number().int().describe('Valid slots turnover in the period, hundredths.'),
})

export const TOURNAMENT_LIST_SIZE = 20

export const promotionCalls = defineCalls({
  signUpBonusUser: {
    access: 'user',
    description:
      'The sign-up bonus (activity 15): what it pays, its wagering, until when it can be claimed and whether it can be now.',
    request: z.object({}),
    response: z.object({
      award: awardListSchema,
      state: z.enum(SIGN_UP_BONUS_STATES),
      claimBy: z.string().describe('ISO 8601: the end of the claim window after registering.'),
      claimDays: z.number().int().describe('How many days after registering it can be claimed.'),
      wagering: promotionWageringSchema,
    }),
  },
  signUpBonusReceive: {
    access: 'user',
    description: 'Claims the sign-up bonus, once, within its window, with a mobile number on the account.',
    request: z.object({}),
    response: claimAnswerSchema,
  },
  bankBonusUser: {
    access: 'user',
    description:
      'The bonus for saving a receiving account (/activity/bank): what it pays, its wagering and its state.',
    request: z.object({}),
    response: z.object({
      award: awardListSchema,
      state: z.enum(BANK_BONUS_STATES),
      wagering: promotionWageringSchema,
    }),
  },
  bankBonusReceive: {
    access: 'user',
    description:
      'Claims the receiving-account bonus, once per player and once per account number across players.',
    request: z.object({}),
    response: claimAnswerSchema,
  },
  followRewardsUser: {
    access: 'public',
    description:
      'Follow rewards (activity 21): Panalo’s channels, what following each pays, and which the player has claimed.',
    request: z.object({}),
    response: z.object({
      channels: z.array(followChannelSchema.extend({ claimed: z.boolean() })),
      wagering: promotionWageringSchema,
    }),
  },
  followRewardsReceive: {
    access: 'user',
    description: 'Claims the reward for one channel, once; the page opens the channel in the same tap.',
    request: z.object({ channelId: z.string().min(1).max(24) }),
    response: claimAnswerSchema,
  },
  fundUser: {
    access: 'user',
    description:
      'The growth fund (activity 16): awards for total deposits, each milestone locked, claimable or claimed.',
    request: z.object({}),
    response: z.object({
      totalRecharge: z.number().int().describe('Hundredths deposited over all time.'),
      milestones: z.array(fundMilestoneSchema.extend({ state: z.enum(FUND_MILESTONE_STATES) })),
      wagering: promotionWageringSchema,
    }),
  },
  receiveAddupAwardById: {
    access: 'user',
    description: 'Claims one growth-fund milestone the player’s total deposits have reached, once.',
    request: z.object({ id: z.number().int().min(1).max(99) }),
    response: claimAnswerSchema,
  },
  slotsTournament: {
    access: 'public',
    description:
      'This Manila week’s slots tournament (/activity/slotshack): the prizes, the top players by valid slots turnover, the player’s own row, and last week’s winners.',
    request: z.object({}),
    response: z.object({
      week: z.string().describe('The Monday that starts the week, YYYY-MM-DD.'),
      endsAt: z.string().describe('ISO 8601: when the week ends and the prizes are paid.'),
      minStake: z.number().int().describe('Hundredths of turnover a player needs to win a prize.'),
      prizes: z.array(tournamentPrizeSchema),
      list: z.array(tournamentRowSchema),
      me: z
        .object({ rank: z.number().int().nullable(), stake: z.number().int() })
        .nullable()
        .describe('Null for a guest.'),
      wagering: promotionWageringSchema,
      lastWeek: z.object({
        week: z.string(),
        winners: z.array(tournamentRowSchema.extend({ award: awardListSchema })),
      }),
    }),
  },
})
