import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import type { MailKind, MailParams } from '@panalo/contract/calls/mail'

import { users } from './accounts.ts'

/**
 * The operator's broadcasts (docs/decisions/035-mail.md): what was sent, to whom and by whom. Each
 * recipient gets a row of `mails` when it is sent; players who join later do not.
 */
export const mailBroadcasts = pgTable('mail_broadcasts', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The operator's --key: the same key sends once. */
  key: text().notNull().unique(),
  title: text().notNull(),
  body: text().notNull(),
  attachments: jsonb().$type<{ id: number; count: number }[]>().notNull(),
  /** `{ all: true }`, `{ vipLevels: [..] }` or `{ userIds: [..] }`. */
  target: jsonb().$type<{ all: true } | { vipLevels: number[] } | { userIds: number[] }>().notNull(),
  recipients: bigint({ mode: 'number' }).notNull(),
  sentBy: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * A player's mails (docs/decisions/035-mail.md): one row per mail, unique per player by the event
 * that sent it (`deposit:<id>`, `broadcast:<id>`…), so a replayed event mails once. Deleting only
 * hides a mail (`deleted_at`): the row keeps its key, so the event cannot mail again.
 */
export const mails = pgTable(
  'mails',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    eventKey: text().notNull(),
    kind: text().$type<MailKind>().notNull(),
    params: jsonb().$type<MailParams>().notNull(),
    /** A broadcast's words; null for system mails, which the app writes from kind and params. */
    title: text(),
    body: text(),
    attachments: jsonb().$type<{ id: number; count: number }[]>().notNull(),
    broadcastId: bigint({ mode: 'number' }).references(() => mailBroadcasts.id),
    readAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
    /** The award grant that paid the attachments. */
    grantId: bigint({ mode: 'number' }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('mails_user_event').on(table.userId, table.eventKey),
    index('mails_user_inbox').on(table.userId, table.id),
    // The mails that wait (unread, or an attachment to claim), for the red dot's look-up: small, as
    // most mails are read; without it, the look-up (LIMIT 1) was planned as a read of the whole table
    // on a grown database (docs/decisions/076).
    index('mails_user_waiting')
      .on(table.userId)
      .where(
        sql`${table.deletedAt} is null and (${table.readAt} is null or (jsonb_array_length(${table.attachments}) > 0 and ${table.claimedAt} is null))`,
      ),
    check(
      'mails_kind',
      sql`${table.kind} in ('depositCredited', 'withdrawalPaid', 'withdrawalRefused', 'kycApproved', 'kycRefused', 'vipLevel', 'prize', 'welcome', 'passwordGuessed', 'broadcast')`,
    ),
    check('mails_claim', sql`${table.claimedAt} is null or jsonb_array_length(${table.attachments}) > 0`),
  ],
)
