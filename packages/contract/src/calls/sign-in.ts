import { z } from 'zod'

import { awardListSchema, claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'

/**
 * Daily sign-in, the FreeSign activity 36 (SPEC.md §2 /activity/sign-in, §7 loginBonus3User and
 * loginBonus3UserReceive; docs/decisions/030-daily-sign-in.md): one claim a Manila day, a seven-day
 * cycle whose day follows the streak of consecutive days, awards from configuration.
 */

export const SIGN_IN_CYCLE_DAYS = 7
export const SIGN_IN_DAY_STATES = ['signed', 'today', 'upcoming'] as const

export const signInDaySchema = z.object({
  day: z.number().int().min(1).max(SIGN_IN_CYCLE_DAYS),
  award: awardListSchema,
})
export type SignInDay = z.infer<typeof signInDaySchema>

export const signInCalls = defineCalls({
  loginBonus3User: {
    access: 'public',
    description:
      'The player’s daily sign-in: today’s day of the seven-day cycle, the streak, each day’s award and state, and how the coins are wagered.',
    request: z.object({}),
    response: z.object({
      today: z.string().describe('YYYY-MM-DD, Manila.'),
      cycleDay: z
        .number()
        .int()
        .min(1)
        .max(SIGN_IN_CYCLE_DAYS)
        .describe('The cycle day today’s sign-in pays (or paid).'),
      signedToday: z.boolean(),
      canReceive: z.boolean().describe('Today’s sign-in is still to claim.'),
      streak: z
        .number()
        .int()
        .min(0)
        .describe('Consecutive Manila days signed in, up to today if signed, else to yesterday.'),
      days: z.array(signInDaySchema.extend({ state: z.enum(SIGN_IN_DAY_STATES) })),
      wagering: z.object({
        multiple: z.number().int().describe('Sign-in coins must be wagered this many times.'),
        expiryDays: z.number().int().nullable(),
        heldUntilFirstDeposit: z.boolean(),
      }),
    }),
  },
  loginBonus3UserReceive: {
    access: 'user',
    description: 'Signs in for today (Manila) and claims the cycle day’s award, once a day.',
    request: z.object({}),
    response: claimAnswerSchema.extend({
      cycleDay: z.number().int().min(1).max(SIGN_IN_CYCLE_DAYS),
      streak: z.number().int().min(1),
    }),
  },
})
