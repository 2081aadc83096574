import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import type { StaffRole } from '@panalo/contract/ops/roles'

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
