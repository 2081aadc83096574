import { z } from 'zod'

import { COOL_OFF_DURATIONS, EXCLUSION_DURATIONS, LIMIT_KINDS, LIMIT_PERIODS } from '../../self-limits.ts'
import { defineOpsCalls } from '../define-ops-call.ts'
import { STAFF_ROLES } from '../roles.ts'
import { DESK_REASON_MAX, DESK_REASON_MIN } from './withdrawals.ts'

export const NOTE_MAX = 1000
const reason = z.string().trim().min(DESK_REASON_MIN).max(DESK_REASON_MAX)
const userId = z.number().int().positive()

export const playerRowSchema = z.object({
  userId: z.number().int(),
  account: z.string().nullable(),
  mobile: z.string().nullable(),
  nickname: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
})
export type PlayerRow = z.infer<typeof playerRowSchema>

export const playerDetailSchema = z.object({
  player: playerRowSchema.extend({ dateOfBirth: z.string().nullable(), inviteCode: z.string().nullable() }),
  balances: z
    .record(z.string(), z.number())
    .describe('Ledger balances by account kind (coin, bonus, safebox, points, diamond…).'),
  wageringRemaining: z.number().int(),
  totalRecharge: z.number().int(),
  kyc: z.object({ state: z.string(), fullName: z.string().nullable() }),
  sessions: z.number().int().describe('Live sessions.'),
  devices: z.array(
    z.object({ deviceId: z.string(), firstSeenAt: z.string(), sharedWith: z.array(z.number().int()) }),
  ),
  deposits: z.array(
    z.object({ id: z.string(), amount: z.number().int(), state: z.string(), createdAt: z.string() }),
  ),
  withdrawals: z.array(
    z.object({ id: z.number().int(), amount: z.number().int(), state: z.string(), createdAt: z.string() }),
  ),
  payoutAccounts: z
    .array(
      z.object({
        bankName: z.string(),
        maskedNumber: z.string(),
        sharedWith: z.array(z.number().int()).describe('Other players with the same receiving number.'),
      }),
    )
    .describe('The player’s receiving accounts and who else uses each number.'),
  notes: z.array(z.object({ id: z.number().int(), staff: z.string(), body: z.string(), at: z.string() })),
})
export type PlayerDetail = z.infer<typeof playerDetailSchema>

export const ledgerLineSchema = z.object({
  journalId: z.number().int(),
  leg: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable().describe('The running balance after this line.'),
  at: z.string(),
})
export type LedgerLine = z.infer<typeof ledgerLineSchema>

const ACTORS = ['support', 'risk', 'admin'] as const
/** Who reads a player's money (bets, payments, ledger). */
const MONEY_READERS = ['support', 'finance', 'risk', 'admin'] as const
/** Who moves a player's money by hand (decision 081). */
const MONEY_MOVERS = ['finance', 'admin'] as const
const pageNum = z.number().int().min(1).default(1)
const pageSize = z.number().int().min(1).max(200).default(50)
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use YYYY-MM-DD' })

export const betLineSchema = z.object({
  roundId: z.string(),
  game: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  net: z.number().int().describe('Win − stake, the player’s side.'),
  state: z.string(),
  at: z.string(),
})
export type BetLine = z.infer<typeof betLineSchema>

export const paymentLineSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  state: z.string(),
  channel: z.string().describe('The deposit channel, or the bank and masked number paid to.'),
  detail: z.string().nullable().describe('Why held or rejected, when it was.'),
  at: z.string(),
})
export type PaymentLine = z.infer<typeof paymentLineSchema>

export const rewardLineSchema = z.object({
  grantId: z.number().int(),
  source: z.string(),
  items: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
  reason: z.string().nullable(),
  at: z.string(),
})
export const bonusLineSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  amount: z.number().int(),
  multiple: z.number().int(),
  requirement: z.number().int(),
  wagered: z.number().int(),
  left: z.number().int().describe('What this requirement still needs wagered.'),
  state: z.string(),
  expiresAt: z.string().nullable(),
})
export type RewardLine = z.infer<typeof rewardLineSchema>
export type BonusLine = z.infer<typeof bonusLineSchema>

export const limitLineSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.number().int().nullable().describe('Hundredths, or minutes for time; null when none.'),
  used: z.number().int(),
  resetsAt: z.string(),
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
})
export const blockSchema = z.object({
  kind: z.enum(['cool-off', 'self-exclusion']),
  until: z.string(),
  irrevocableUntil: z.string().nullable(),
})
export type LimitLine = z.infer<typeof limitLineSchema>

export const ADJUSTMENT_KINDS = ['bonus', 'cash', 'debit'] as const
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number]
export const MAX_ADJUSTMENT = 10_000_000_00
export const MAX_WAGERING_MULTIPLE = 100

export const adjustmentSchema = z.object({
  id: z.number().int(),
  requestId: z.string(),
  userId: z.number().int(),
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: z.number().int(),
  multiple: z.number().int().nullable(),
  reason: z.string(),
  requestedBy: z.string(),
  state: z.enum(['pending', 'done', 'rejected']),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
})
export type Adjustment = z.infer<typeof adjustmentSchema>

/** What a staff member may put on a player: a cool-off or a self-exclusion, as the player could. */
export const STAFF_EXCLUSION_DURATIONS = [...COOL_OFF_DURATIONS, ...EXCLUSION_DURATIONS] as const

export const playerDeskCalls = defineOpsCalls({
  playerSearch: {
    roles: STAFF_ROLES,
    description: 'Players by id, phone, account, nickname or the name on their ID (50 at most).',
    request: z.object({ query: z.string().trim().min(1).max(100) }),
    response: z.object({ list: z.array(playerRowSchema) }),
  },
  playerDetail: {
    roles: STAFF_ROLES,
    description:
      'A player’s page: balances, wagering left, KYC, devices and who shares them, recent deposits and withdrawals, staff notes.',
    request: z.object({ userId }),
    response: playerDetailSchema,
  },
  playerLedger: {
    roles: ['support', 'finance', 'risk', 'admin'],
    description: 'A player’s ledger lines of one account kind, newest first, each with the balance after it.',
    request: z.object({
      userId,
      kind: z
        .string()
        .regex(/^[a-z][a-z0-9_:]{1,40}$/)
        .default('coin'),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ list: z.array(ledgerLineSchema), total: z.number().int() }),
  },
  playerNoteAdd: {
    roles: ['support', 'kyc', 'finance', 'risk', 'admin'],
    description: 'Adds a staff-only note to a player (audited).',
    request: z.object({ userId, body: z.string().trim().min(1).max(NOTE_MAX) }),
    response: z.object({ id: z.number().int() }),
  },
  playerFreeze: {
    roles: ['risk', 'admin'],
    description:
      'Freezes a player (every session ends, logins refused) or unfreezes them, with a reason (audited).',
    request: z.object({ userId, frozen: z.boolean(), reason }),
    response: z.object({ status: z.string() }),
  },
  playerEndSessions: {
    roles: ACTORS,
    description: 'Ends every live session of a player, with a reason (audited).',
    request: z.object({ userId, reason }),
    response: z.object({ ended: z.number().int() }),
  },
  playerBets: {
    roles: MONEY_READERS,
    description: 'A player’s game rounds, newest first, optionally between two Manila days.',
    request: z.object({ userId, from: day.optional(), to: day.optional(), pageNum, pageSize }),
    response: z.object({ list: z.array(betLineSchema), hasMore: z.boolean() }),
  },
  playerDeposits: {
    roles: MONEY_READERS,
    description: 'A player’s deposits, newest first.',
    request: z.object({ userId, pageNum, pageSize }),
    response: z.object({ list: z.array(paymentLineSchema), total: z.number().int() }),
  },
  playerWithdrawals: {
    roles: MONEY_READERS,
    description: 'A player’s withdrawals, newest first.',
    request: z.object({ userId, pageNum, pageSize }),
    response: z.object({ list: z.array(paymentLineSchema), total: z.number().int() }),
  },
  playerRewards: {
    roles: ['support', 'finance', 'risk', 'marketing', 'admin'],
    description:
      'Award grants the player received (paged), their bonuses with the wagering each still needs, and the total wagering left.',
    request: z.object({ userId, pageNum, pageSize }),
    response: z.object({
      list: z.array(rewardLineSchema),
      total: z.number().int(),
      bonuses: z.array(bonusLineSchema),
      wageringLeft: z.number().int(),
    }),
  },
  playerVip: {
    roles: STAFF_ROLES,
    description: 'A player’s VIP level, experience and what the next level needs.',
    request: z.object({ userId }),
    response: z.object({
      level: z.number().int(),
      experience: z.number().int(),
      levelsDown: z.number().int().describe('Levels the monthly audits took off.'),
      next: z.object({ level: z.number().int(), experience: z.number().int() }).nullable(),
    }),
  },
  playerLimits: {
    roles: ['support', 'finance', 'risk', 'admin'],
    description: 'A player’s self-limits with what each window used, and any cool-off or exclusion.',
    request: z.object({ userId }),
    response: z.object({ limits: z.array(limitLineSchema), block: blockSchema.nullable() }),
  },
  playerAdjust: {
    roles: MONEY_MOVERS,
    description:
      'Credits coins as a bonus (award engine, with a wagering multiple) or as cash (award engine, source credit, its own rule), or debits coins (ledger, never below zero), with a reason. Above the four-eyes amount it waits for a second person. Idempotent by requestId.',
    request: z.object({
      userId,
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '8 to 64 letters, digits, _ or -' }),
      kind: z.enum(ADJUSTMENT_KINDS),
      amount: z.number().int().min(1).max(MAX_ADJUSTMENT).describe('Hundredths of a peso.'),
      multiple: z
        .number()
        .int()
        .min(0)
        .max(MAX_WAGERING_MULTIPLE)
        .optional()
        .describe('Bonus only: 0× allowed.'),
      reason,
    }),
    response: z.object({ adjustment: adjustmentSchema, replayed: z.boolean() }),
  },
  playerAdjustments: {
    roles: ['finance', 'risk', 'admin'],
    description: 'Staff credits and debits, newest first: of a player, or waiting for a second person.',
    request: z.object({
      userId: userId.optional(),
      state: z.enum(['pending', 'done', 'rejected', 'all']).default('all'),
      pageNum,
      pageSize,
    }),
    response: z.object({
      list: z.array(adjustmentSchema),
      total: z.number().int(),
      fourEyesAbove: z.number().int(),
    }),
  },
  playerAdjustDecide: {
    roles: MONEY_MOVERS,
    description:
      'A second person approves (it moves then) or rejects a credit or debit waiting for four eyes; never the one who asked.',
    request: z.object({ id: z.number().int().positive(), approve: z.boolean(), reason }),
    response: z.object({ adjustment: adjustmentSchema }),
  },
  playerExclude: {
    roles: ['risk', 'admin'],
    description:
      'Puts a player on a cool-off (24h, 7d, 30d) or a self-exclusion (6m, 1y, 5y) as responsible gaming defines them; every session ends.',
    request: z.object({ userId, duration: z.enum(STAFF_EXCLUSION_DURATIONS), reason }),
    response: z.object({ block: blockSchema }),
  },
  playerExclusionEnd: {
    roles: ['admin'],
    description:
      'Ends a self-exclusion early on the player’s request, with a reason: refused in its irrevocable part, and then it ends 7 days later (decision 082).',
    request: z.object({ userId, reason }),
    response: z.object({ block: blockSchema.nullable() }),
  },
  playerPasswordReset: {
    roles: ['support', 'admin'],
    description:
      'Sends the player a password reset code by SMS to their own phone and ends their sessions; staff never see or set a password (decision 083).',
    request: z.object({ userId, reason }),
    response: z.object({ maskedPhone: z.string(), ended: z.number().int() }),
  },
})
