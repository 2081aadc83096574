import { z } from 'zod'

import { DATE_PATTERN, isCalendarDate } from '../../account-rules.ts'
import { DEPOSIT_STATES } from '../../recharge-rules.ts'
import { defineOpsCalls } from '../define-ops-call.ts'
import { DESK_REASON_MAX, DESK_REASON_MIN } from './withdrawals.ts'

/** A gateway export of a day, as uploaded: CSV text of at most 900 KB (the body limit is 1 MB). */
export const RECONCILE_CSV_MAX = 900_000

export const deskDepositSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  playerAccount: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  gateway: z.string(),
  gatewayRef: z.string().nullable(),
  paymentId: z.string().nullable(),
  state: z.enum(DEPOSIT_STATES),
  heldReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
})
export type DeskDeposit = z.infer<typeof deskDepositSchema>

export const RECONCILE_PROBLEMS = [
  'missingAtGateway',
  'missingHere',
  'amountDiffers',
  'stateDiffers',
] as const

export const reconciliationSchema = z.object({
  day: z.string(),
  ours: z.number().int().describe('Deposits paid on that Manila day here.'),
  theirs: z.number().int().describe('Rows of the export.'),
  matched: z.number().int(),
  oursTotal: z.number().int(),
  theirsTotal: z.number().int(),
  mismatches: z.array(
    z.object({
      problem: z.enum(RECONCILE_PROBLEMS),
      reference: z.string(),
      ours: z.string().nullable().describe('What we have: amount and state.'),
      theirs: z.string().nullable().describe('What the export says.'),
    }),
  ),
})
export type Reconciliation = z.infer<typeof reconciliationSchema>

const day = z.string().regex(DATE_PATTERN, 'Use YYYY-MM-DD').refine(isCalendarDate, 'Not a real date')

export const depositDeskCalls = defineOpsCalls({
  depositQueue: {
    roles: ['finance', 'risk', 'admin'],
    description: 'Deposits of a state (held and expired are the desk’s), newest change first.',
    request: z.object({
      state: z.enum(DEPOSIT_STATES).default('held'),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ list: z.array(deskDepositSchema), total: z.number().int() }),
  },
  depositCreditHeld: {
    roles: ['finance', 'admin'],
    description:
      'Credits a held deposit with what the gateway took (PHP, no bonus), with a reason; refused when nothing or another currency was paid, or the payment paid another deposit.',
    request: z.object({
      id: z.string().regex(/^dp_[a-z2-7]{24}$/, 'A deposit id (dp_…)'),
      reason: z.string().trim().min(DESK_REASON_MIN).max(DESK_REASON_MAX),
    }),
    response: z.object({ amount: z.number().int(), userId: z.number().int() }),
  },
  depositReconcile: {
    roles: ['finance', 'admin'],
    description:
      'Compares the deposits paid on a Manila day with the gateway’s export of it (CSV with a header: reference, amount in pesos, and optionally status and currency) and lists every mismatch.',
    request: z.object({ day, csv: z.string().min(1).max(RECONCILE_CSV_MAX) }),
    response: reconciliationSchema,
  },
})
