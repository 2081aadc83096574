import { z } from 'zod'

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
})
