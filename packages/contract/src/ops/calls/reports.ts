import { z } from 'zod'

import { defineOpsCalls } from '../define-ops-call.ts'

/** The longest range the marketing report answers in one call. */
export const REPORT_RANGE_MAX_DAYS = 366
/** How long before a first deposit a promotion's bonus counts towards it (decision 096). */
export const FTD_ATTRIBUTION_DAYS = 30

const daySchema = z.iso.date()

/** One source's figures over a day or the range. Amounts are hundredths of a peso. */
export const reportSourceSchema = z.object({
  /** An award source (signIn, mail, vipDaily…), or `deposit` for a deposit's own bonus. */
  source: z.string(),
  /** Bonus grants credited: the claims of that activity. */
  claims: z.number().int(),
  /** Bonus coins credited. */
  cost: z.number().int(),
  /** First-time depositors attributed to the source (decision 096). */
  firstDepositors: z.number().int(),
})

export const marketingReportSchema = z.object({
  from: daySchema,
  to: daySchema,
  days: z.array(
    z.object({
      day: daySchema,
      /** False for today (computed live) and a closed day the rollup has not written yet. */
      rolledUp: z.boolean(),
      /** Every first-time depositor of the day, attributed or not. */
      firstDepositors: z.number().int(),
      sources: z.array(reportSourceSchema),
    }),
  ),
  /** The range by source, with cost ÷ attributed first depositors (null when there are none). */
  totals: z.array(reportSourceSchema.extend({ costPerFirstDepositor: z.number().int().nullable() })),
  firstDepositors: z.number().int(),
  cost: z.number().int(),
})
export type MarketingReport = z.infer<typeof marketingReportSchema>

export const reportDeskCalls = defineOpsCalls({
  marketingReport: {
    roles: ['marketing', 'finance', 'admin'],
    description:
      'Bonus cost and claims by source and Manila day, and cost per first-time depositor by promotion, over a range of at most 366 days: closed days from the figures rollups, today live (decision 096).',
    request: z
      .object({ from: daySchema, to: daySchema })
      .refine((input) => input.to >= input.from, {
        message: 'The last day (to) is before the first (from)',
        path: ['to'],
      })
      .refine(
        (input) => (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 < REPORT_RANGE_MAX_DAYS,
        { message: `A range is at most ${REPORT_RANGE_MAX_DAYS} days`, path: ['to'] },
      ),
    response: marketingReportSchema,
  },
})
