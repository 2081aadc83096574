import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Files players uploaded (docs/decisions/036-feedback-and-uploads.md): images already checked and
 * re-encoded, stored under `storage_key` (a random name) in the upload storage, outside the web root.
 * `attached_to` names what uses it (`feedback:<message id>`); an upload is used once.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** 32 random hex digits. */
    id: text().primaryKey(),
    /** The player's; null for an activity's art, which staff upload (decision 097). */
    userId: bigint({ mode: 'number' }).references(() => users.id),
    /** What it is for: feedback, identity documents, or an activity's art (public). */
    purpose: text({ enum: ['feedback', 'kyc', 'activityArt'] }).notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    storageKey: text().notNull(),
    attachedTo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_user').on(table.userId, table.createdAt),
    check('uploads_purpose', sql`${table.purpose} in ('feedback', 'kyc', 'activityArt')`),
    check('uploads_owner', sql`(${table.userId} is null) = (${table.purpose} = 'activityArt')`),
    check('uploads_type', sql`${table.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
)
