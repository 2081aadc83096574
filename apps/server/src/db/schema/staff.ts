import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

import type { StaffRole } from '@panalo/contract/ops/roles'

import { users } from './accounts.ts'
import { withdrawals } from './withdrawals.ts'

/**
 * Panalo's staff, who work in the operator console (docs/decisions/064-operator-console.md): separate
 * from players, one role each, a password hashed as players' are and a TOTP second factor required.
 */
export const staff = pgTable('staff', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  account: text().notNull().unique(),
  displayName: text().notNull(),
  role: text().$type<StaffRole>().notNull(),
  passwordHash: text().notNull(),
  /** The confirmed TOTP secret (base32); null until the first login enrols one. */
  totpSecret: text(),
  /** A secret shown as a QR code at the first login, confirmed by the first right code. */
  totpPendingSecret: text(),
  /** The last TOTP time step accepted: a code is good once. */
  totpLastStep: bigint({ mode: 'number' }),
  /** SHA-256 of the recovery codes not used yet; each replaces a TOTP code once. */
  recoveryCodeHashes: jsonb().$type<string[]>().notNull().default([]),
  disabledAt: timestamp({ withTimezone: true }),
  createdBy: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** A staff member's console session, behind an httpOnly cookie: 30 minutes idle, 12 hours at most. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
)

/**
 * The audit chain (reliability check C15): every staff change and login, append-only (a trigger
 * refuses UPDATE and DELETE), each entry's hash over its fields and the previous entry's hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    staff: text().notNull(),
    role: text().notNull(),
    action: text().notNull(),
    target: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: text().notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (table) => [
    index('audit_log_staff').on(table.staff, table.id),
    index('audit_log_action').on(table.action, table.id),
    index('audit_log_target').on(table.target, table.id),
  ],
)

/** Four eyes: who approved a withdrawal above the threshold; a second, different person pays it. */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: bigint({ mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.staffId] })],
)

/** Staff-only notes on a player (audited). */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    staff: text().notNull(),
    body: text().notNull(),
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('staff_notes_user').on(table.userId, table.id)],
)
