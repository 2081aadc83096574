import { z } from 'zod'

import { defineCalls } from '../define-call.ts'
import { promotionWageringSchema } from './promotions.ts'

/**
 * Red versus blue (activity 104, /activity/redpkblue; SPEC.md §7 pkData and pkSignUp;
 * docs/decisions/054-red-versus-blue.md): two camps, one per player per period; a camp's score is its
 * members' valid turnover since they joined; the camp ahead when the period ends shares the prize
 * pool by contribution.
 */

export const CAMPS = ['red', 'blue'] as const
export type Camp = (typeof CAMPS)[number]
/** The result of a settled period: a camp, both camps on equal scores, or nobody played. */
export const PK_OUTCOMES = ['red', 'blue', 'draw', 'none'] as const
export type PkOutcome = (typeof PK_OUTCOMES)[number]
export const PK_PERIOD_STATES = ['upcoming', 'running'] as const

/** How often the page asks for the live scores while it is open (decision 054, like decision 041). */
export const PK_POLL_MS = 10_000

const campFiguresSchema = z.object({
  red: z.number().int(),
  blue: z.number().int(),
})

export const pkCalls = defineCalls({
  pkData: {
    access: 'public',
    description:
      'The red-versus-blue period running (or the next one scheduled): its prize pool, the minimum contribution to share it, both camps’ live scores and member counts, the player’s camp and contribution, and the last settled period’s result.',
    request: z.object({}),
    response: z.object({
      period: z
        .object({
          id: z.number().int(),
          state: z.enum(PK_PERIOD_STATES),
          startsAt: z.string().describe('ISO 8601: Manila midnight of the first day.'),
          endsAt: z
            .string()
            .describe('ISO 8601: Manila midnight after the last day; the countdown ends here.'),
          pool: z.number().int().describe('Bonus coins the winning camp shares, hundredths.'),
          minContribution: z
            .number()
            .int()
            .describe('Hundredths of valid turnover a member needs to share the pool.'),
          scores: campFiguresSchema.describe(
            'Each camp’s valid turnover since its members joined, hundredths.',
          ),
          members: campFiguresSchema,
        })
        .nullable()
        .describe('Null when no period is running or scheduled.'),
      me: z
        .object({
          camp: z.enum(CAMPS).nullable().describe('Null until the player joins a camp this period.'),
          contribution: z.number().int().describe('The player’s valid turnover since joining, hundredths.'),
        })
        .nullable()
        .describe('Null for a guest.'),
      wagering: promotionWageringSchema,
      last: z
        .object({
          id: z.number().int(),
          endsAt: z.string(),
          outcome: z.enum(PK_OUTCOMES),
          scores: campFiguresSchema,
          pool: z.number().int(),
          paid: z.number().int().describe('Hundredths paid out in all (0 when nobody qualified).'),
          myCamp: z.enum(CAMPS).nullable(),
          myShare: z.number().int().describe('Hundredths the player received; 0 for none.'),
        })
        .nullable()
        .describe('The most recent settled period, or null.'),
    }),
  },
  pkSignUp: {
    access: 'user',
    description:
      'Joins a camp for the running period: once per period, no switching; turnover counts from this moment.',
    request: z.object({ camp: z.enum(CAMPS).describe('red or blue.') }),
    response: z.object({ camp: z.enum(CAMPS), periodId: z.number().int() }),
  },
})
