import { z } from 'zod'

import { WITHDRAWAL_STATES } from '../../calls/withdrawals.ts'
import { defineOpsCalls } from '../define-ops-call.ts'

/** The longest reason staff write (a rejection, a release). */
export const DESK_REASON_MIN = 3
export const DESK_REASON_MAX = 200
const reason = z.string().trim().min(DESK_REASON_MIN).max(DESK_REASON_MAX)

/**
 * What the desk flags on a withdrawal (decision 066): a new account, deposits still to wager, a device
 * or receiving account shared with other players, a balance that is mostly bonus.
 */
export const RISK_NOTES = ['newAccount', 'unwagered', 'sharedDevice', 'sharedAccount', 'bonusShare'] as const
export type RiskNote = (typeof RISK_NOTES)[number]

export const deskWithdrawalSchema = z.object({
  id: z.number().int(),
  state: z.enum(WITHDRAWAL_STATES),
  userId: z.number().int(),
  playerAccount: z.string().nullable(),
  amount: z.number().int().describe('Hundredths of a peso.'),
  fee: z.number().int(),
  bankName: z.string(),
  maskedNumber: z.string(),
  holderName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  risk: z.array(z.object({ note: z.enum(RISK_NOTES), detail: z.string() })),
  approvals: z.array(z.object({ staff: z.string(), at: z.string() })),
  needsSecondApproval: z.boolean().describe('Above the four-eyes amount: two different people approve.'),
})
export type DeskWithdrawal = z.infer<typeof deskWithdrawalSchema>

export const heldAccountSchema = z.object({
  userId: z.number().int(),
  playerAccount: z.string().nullable(),
  bankId: z.number().int(),
  bankName: z.string(),
  maskedNumber: z.string(),
  holderName: z.string(),
  usableAt: z.string(),
})
export type HeldAccount = z.infer<typeof heldAccountSchema>

const MONEY_ROLES = ['finance', 'admin'] as const
const MONEY_READERS = ['finance', 'risk', 'admin'] as const

export const withdrawalDeskCalls = defineOpsCalls({
  withdrawalQueue: {
    roles: MONEY_READERS,
    description: 'Withdrawals of a state (pending first by age), with risk notes and approvals so far.',
    request: z.object({
      state: z.enum([...WITHDRAWAL_STATES, 'all']).default('pending'),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(200).default(50),
    }),
    response: z.object({
      list: z.array(deskWithdrawalSchema),
      total: z.number().int(),
      fourEyesAbove: z.number().int(),
    }),
  },
  withdrawalApprove: {
    roles: MONEY_ROLES,
    description:
      'Approves a pending withdrawal. Above the four-eyes amount the first approval is recorded and a second, different person’s pays it.',
    request: z.object({ id: z.number().int().positive() }),
    response: z.object({
      withdrawal: deskWithdrawalSchema.pick({
        id: true,
        state: true,
        approvals: true,
        needsSecondApproval: true,
      }),
      paid: z.boolean().describe('The payout ran (state processing or paid).'),
    }),
  },
  withdrawalReject: {
    roles: MONEY_ROLES,
    description: 'Rejects a pending withdrawal with a reason the player reads; the amount returns to coins.',
    request: z.object({ id: z.number().int().positive(), reason }),
    response: z.object({ id: z.number().int(), state: z.enum(WITHDRAWAL_STATES) }),
  },
  heldAccounts: {
    roles: MONEY_READERS,
    description: 'Receiving accounts still in their hold after being added or changed.',
    request: z.object({}),
    response: z.object({ list: z.array(heldAccountSchema) }),
  },
  heldAccountRelease: {
    roles: MONEY_READERS,
    description: 'Ends a receiving account’s hold early, with a reason (audited).',
    request: z.object({ userId: z.number().int().positive(), bankId: z.number().int().positive(), reason }),
    response: z.object({ released: z.boolean() }),
  },
  fourEyesSettings: {
    roles: ['admin'],
    description: 'Reads, or sets, the amount above which a withdrawal needs two approvers (hundredths).',
    request: z.object({ above: z.number().int().min(0).max(100_000_000_00).optional() }),
    response: z.object({ above: z.number().int() }),
  },
})
