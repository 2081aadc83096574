import { sql } from 'drizzle-orm'
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import type { KycIdType } from '@panalo/contract/calls/kyc'

import { users } from './accounts.ts'
import { uploads } from './uploads.ts'

/**
 * Identity documents a player sent (docs/decisions/056-identity-verification.md), one row per sending:
 * pending → approved, or refused with a reason, after which the player sends a new row. The player's
 * state is their newest row's. Photos are uploads of purpose `kyc`; only the demo seed writes a row
 * without them (reviewed_by 'demo-seed').
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    idType: text().$type<KycIdType>().notNull(),
    idNumber: text().notNull(),
    /** The number without spaces and dashes, upper case: one ID, one account. */
    idKey: text().notNull(),
    fullName: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    frontUpload: text().references(() => uploads.id),
    backUpload: text().references(() => uploads.id),
    selfieUpload: text().references(() => uploads.id),
    state: text({ enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    refuseReason: text(),
    /** Who decided (`cli:<user>`). */
    reviewedBy: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kyc_submissions_user').on(table.userId, table.id),
    index('kyc_submissions_pending')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
    // A player has at most one sending waiting, and an ID belongs to one account unless refused.
    uniqueIndex('kyc_submissions_one_pending')
      .on(table.userId)
      .where(sql`${table.state} = 'pending'`),
    uniqueIndex('kyc_submissions_id_owner')
      .on(table.idType, table.idKey)
      .where(sql`${table.state} <> 'refused'`),
    check('kyc_submissions_state', sql`${table.state} in ('pending', 'approved', 'refused')`),
    check(
      'kyc_submissions_photos',
      sql`(${table.frontUpload} is not null and ${table.selfieUpload} is not null) or ${table.reviewedBy} = 'demo-seed'`,
    ),
    check('kyc_submissions_refusal', sql`(${table.state} = 'refused') = (${table.refuseReason} is not null)`),
  ],
)
