import { z } from 'zod'

import { defineCalls } from '../define-call.ts'
import {
  COOL_OFF_DURATIONS,
  EXCLUSION_CONFIRM_WORD,
  EXCLUSION_DURATIONS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_MONEY_LIMIT,
  MAX_TIME_LIMIT_MINUTES,
  MIN_TIME_LIMIT_MINUTES,
} from '../self-limits.ts'

/**
 * Responsible gaming, the calls behind /member/self-limited (SPEC.md names none; decision 016 names
 * them): the player's limits and how much of each is used, changing a limit, a cool-off and a
 * self-exclusion.
 */
const limitKind = z.enum(LIMIT_KINDS)
const limitPeriod = z.enum(LIMIT_PERIODS)

export const selfLimitSchema = z.object({
  kind: limitKind,
  period: limitPeriod,
  amount: z
    .number()
    .int()
    .nullable()
    .describe('The limit in force: hundredths of a peso, or minutes for `time`; null when none.'),
  used: z
    .number()
    .int()
    .describe(
      'How much of it the current window has used: deposits reserved, stakes, net loss (stakes − wins) in hundredths, or minutes played today.',
    ),
  resetsAt: z
    .string()
    .describe('When the current window ends (ISO 8601); windows follow the Manila calendar.'),
  pending: z
    .object({
      amount: z.number().int().nullable().describe('The new limit; null when the limit is being removed.'),
      effectiveAt: z.string().describe('When the raise or removal takes effect (ISO 8601).'),
    })
    .nullable()
    .describe('A raise or removal waiting out its 24 hours.'),
})
export type SelfLimit = z.infer<typeof selfLimitSchema>

export const selfBlockSchema = z.object({
  kind: z.enum(['cool-off', 'self-exclusion']),
  until: z.string().describe('When play may resume (ISO 8601).'),
  irrevocableUntil: z
    .string()
    .nullable()
    .describe('Before this instant the break cannot be ended early (ISO 8601).'),
})

export const selfLimitInfoSchema = z.object({
  limits: z
    .array(selfLimitSchema)
    .describe('Deposit, bet and loss limits per day, week and month, then time per day.'),
  playedSeconds: z.number().int().describe('Play time today (Manila), from the games’ heartbeats.'),
  block: selfBlockSchema.nullable(),
})
export type SelfLimitInfo = z.infer<typeof selfLimitInfoSchema>

export const selfLimitCalls = defineCalls({
  selfLimitInfo: {
    access: 'user',
    description:
      'The player’s responsible-gaming limits: each limit in force with what its current window has used, pending raises with the time they take effect, play time today.',
    request: z.object({}),
    response: selfLimitInfoSchema,
  },
  selfLimitSet: {
    access: 'user',
    description:
      'Sets, lowers, raises or removes (amount null) one limit. A new or lower limit applies at once; a higher limit or a removal takes effect 24 hours later. The play-time limit (`time`) is minutes per day. The lowest limit covering a window wins. Answers the limits after the change.',
    request: z
      .object({
        kind: limitKind,
        period: limitPeriod,
        amount: z
          .number()
          .int()
          .min(0)
          .max(MAX_MONEY_LIMIT)
          .nullable()
          .describe('Hundredths of a peso (minutes for `time`); null removes the limit.'),
      })
      .superRefine((input, context) => {
        if (input.kind !== 'time') return
        if (input.period !== 'day') {
          context.addIssue({ code: 'custom', path: ['period'], message: 'The play-time limit is per day' })
        }
        if (
          input.amount !== null &&
          (input.amount < MIN_TIME_LIMIT_MINUTES || input.amount > MAX_TIME_LIMIT_MINUTES)
        ) {
          context.addIssue({
            code: 'custom',
            path: ['amount'],
            message: `The play-time limit is ${MIN_TIME_LIMIT_MINUTES} to ${MAX_TIME_LIMIT_MINUTES} minutes`,
          })
        }
      }),
    response: selfLimitInfoSchema,
  },
  selfLimitCoolOff: {
    access: 'user',
    description:
      'Starts a cool-off (24 hours, 7 days or 30 days): every session of the player ends at once, and login, deposits and play are refused until it ends. It cannot be cut short.',
    request: z.object({ duration: z.enum(COOL_OFF_DURATIONS) }),
    response: selfBlockSchema,
  },
  selfLimitExclude: {
    access: 'user',
    description: `Self-exclusion for 6 months, 1 year or 5 years (PAGCOR): every session ends at once and login, deposits and play are refused until it ends; the first six months cannot be ended early. \`confirm\` must be "${EXCLUSION_CONFIRM_WORD}".`,
    request: z.object({
      duration: z.enum(EXCLUSION_DURATIONS),
      confirm: z.literal(EXCLUSION_CONFIRM_WORD, { message: `Type ${EXCLUSION_CONFIRM_WORD} to confirm` }),
    }),
    response: selfBlockSchema,
  },
})
