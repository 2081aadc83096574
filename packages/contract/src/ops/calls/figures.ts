import { z } from 'zod'

import { defineOpsCalls } from '../define-ops-call.ts'

/** The longest custom range the figures answer in one call (a month's days, plus one). */
export const FIGURES_RANGE_MAX_DAYS = 31
export const FIGURES_PERIODS = ['day', 'week', 'month', 'range'] as const
export type FiguresPeriod = (typeof FIGURES_PERIODS)[number]
export const FIGURES_TOP_GAMES = 10

const daySchema = z.iso.date()

/** What one period adds up to. Amounts are hundredths of a peso. */
export const figuresTotalsSchema = z.object({
  deposits: z.number().int(),
  depositSum: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalSum: z.number().int(),
  rounds: z.number().int(),
  /** Stakes of the rounds started in the period. */
  stake: z.number().int(),
  win: z.number().int(),
  /** Gross gaming revenue: stakes − wins of the period's rounds. */
  ggr: z.number().int(),
  /** Bonus coins credited in the period (decision 084). */
  bonusCost: z.number().int(),
  /** Net gaming revenue: GGR − bonus cost. */
  ngr: z.number().int(),
  /** Players who placed a bet in the period, each counted once. */
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
  firstDepositors: z.number().int(),
  /** Visitors (distinct addresses with a page view) per day, summed over the period's days. */
  visitors: z.number().int(),
})
export type FiguresTotals = z.infer<typeof figuresTotalsSchema>

export const figuresDaySchema = figuresTotalsSchema.extend({
  day: daySchema,
  /** False for today (computed live) and a past day the rollup has not written yet. */
  rolledUp: z.boolean(),
})

export const figuresGameSchema = z.object({
  gameId: z.number().int(),
  name: z.string(),
  rounds: z.number().int(),
  stake: z.number().int(),
  win: z.number().int(),
  ggr: z.number().int(),
})

export const figuresResponseSchema = z.object({
  period: z.enum(FIGURES_PERIODS),
  from: daySchema,
  to: daySchema,
  previousFrom: daySchema,
  previousTo: daySchema,
  current: figuresTotalsSchema,
  previous: figuresTotalsSchema,
  days: z.array(figuresDaySchema),
  bonusBySource: z.array(
    z.object({ source: z.string(), grants: z.number().int(), amount: z.number().int() }),
  ),
  topGamesByGgr: z.array(figuresGameSchema),
  topGamesByStake: z.array(figuresGameSchema),
  /**
   * The players registered in the period and how many of them bet on the day after their own
   * registration day (D1) and on the seventh day after it (D7). `…Due` counts the cohort whose D1/D7
   * day has ended, so that a rate is read over those only.
   */
  retention: z.object({
    cohort: z.number().int(),
    d1Due: z.number().int(),
    d1: z.number().int(),
    d7Due: z.number().int(),
    d7: z.number().int(),
  }),
  /** Visitors → players registered in the period → of them, with a paid deposit → of them, with a bet. */
  funnel: z.object({
    visitors: z.number().int(),
    registered: z.number().int(),
    deposited: z.number().int(),
    bet: z.number().int(),
  }),
})
export type FiguresResponse = z.infer<typeof figuresResponseSchema>

export const figuresDeskCalls = defineOpsCalls({
  figures: {
    roles: ['finance', 'marketing', 'risk', 'admin'],
    description:
      'The figures of a Manila day, week (Monday to Sunday), month or range of at most 31 days, with the period before it for comparison: closed days from the daily rollup, today live.',
    request: z
      .object({
        period: z.enum(FIGURES_PERIODS),
        /** A day of the period (day, week, month), or the range's first day. */
        from: daySchema,
        /** The range's last day; only with `range`. */
        to: daySchema.optional(),
      })
      .refine((input) => input.period !== 'range' || input.to !== undefined, {
        message: 'A range needs its last day (to)',
        path: ['to'],
      })
      .refine((input) => input.to === undefined || input.to >= input.from, {
        message: 'The last day (to) is before the first (from)',
        path: ['to'],
      })
      .refine(
        (input) =>
          input.to === undefined ||
          (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 < FIGURES_RANGE_MAX_DAYS,
        { message: `A range is at most ${FIGURES_RANGE_MAX_DAYS} days`, path: ['to'] },
      ),
    response: figuresResponseSchema,
  },
})
