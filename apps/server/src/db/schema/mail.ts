import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import type { MailKind, MailParams, MailTexts } from '@panalo/contract/calls/mail'

import { users } from './accounts.ts'

/** Who a broadcast goes to (decision 095): everyone, VIP levels, registered or active in Manila days, or ids. */
export type BroadcastTarget =
  | { all: true }
  | { vipLevels: number[] }
  | { registered: { from: string; to: string } }
  | { active: { from: string; to: string } }
  | { userIds: number[] }

/**
 * The operator's broadcasts (docs/decisions/035-mail.md, 095): what is sent, to whom, by whom and
 * when. A broadcast is `scheduled` until the mail-broadcasts job (or the console's "send now") sends
 * it: each recipient then gets a row of `mails`; players who join later do not. A scheduled broadcast
 * may be `cancelled` before it is sent.
 */
export const mailBroadcasts = pgTable(
  'mail_broadcasts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The operator's --key: the same key sends once. */
    key: text().notNull().unique(),
    title: text().notNull(),
    body: text().notNull(),
    attachments: jsonb().$type<{ id: number; count: number }[]>().notNull(),
    /** Both languages' title and text (the console's broadcasts); null for the CLI's, one language. */
    texts: jsonb().$type<MailTexts>(),
    /** The wagering multiple of its coins; null: the mail source's rule. */
    wageringMultiple: integer(),
    target: jsonb().$type<BroadcastTarget>().notNull(),
    /** How many players it was sent to (0 until sent). */
    recipients: bigint({ mode: 'number' }).notNull(),
    /** Who composed it: `cli:<user>` or a staff account. */
    sentBy: text().notNull(),
    /** `sending`: part delivered, the mail-broadcasts job carries on in batches (decision 105). */
    state: text().$type<'scheduled' | 'sending' | 'sent' | 'cancelled'>().notNull().default('sent'),
    /** The last player id its delivery reached (players go by id); null before the first batch. */
    deliveredThrough: bigint({ mode: 'number' }),
    /** When it is due; the job sends it on its first run from then. */
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_broadcasts_due')
      .on(table.sendAt)
      .where(sql`${table.state} in ('scheduled', 'sending')`),
    check('mail_broadcasts_state', sql`${table.state} in ('scheduled', 'sending', 'sent', 'cancelled')`),
  ],
)

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
    /** A console broadcast's title and text in both languages (the app shows the player's). */
    texts: jsonb().$type<MailTexts>(),
    attachments: jsonb().$type<{ id: number; count: number }[]>().notNull(),
    broadcastId: bigint({ mode: 'number' }).references(() => mailBroadcasts.id),
    readAt: timestamp({ withTimezone: true }),
    /**
     * The award grant that paid the attachments: set when they are claimed, in the grant's
     * transaction. When is the engine's to say (decision 110: mail keeps no claimedAt of its own).
     */
    grantId: bigint({ mode: 'number' }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('mails_user_event').on(table.userId, table.eventKey),
    index('mails_user_inbox').on(table.userId, table.id),
    // A broadcast's received, read and claimed counts (the console's mail desk; decision 095).
    index('mails_broadcast')
      .on(table.broadcastId)
      .where(sql`${table.broadcastId} is not null`),
    // The mails that wait (unread, or an attachment to claim), for the red dot's look-up: small, as
    // most mails are read; without it, the look-up (LIMIT 1) was planned as a read of the whole table
    // on a grown database (docs/decisions/076).
    // With the expiry: a player's unexpired waiting mails are a range of it (a heavy player kept
    // hundreds of expired ones, read from the heap on every award flag; decision 117).
    index('mails_user_waiting_until')
      .on(table.userId, table.expiresAt)
      .where(
        sql`${table.deletedAt} is null and (${table.readAt} is null or (jsonb_array_length(${table.attachments}) > 0 and ${table.grantId} is null))`,
      ),
    check(
      'mails_kind',
      sql`${table.kind} in ('depositCredited', 'withdrawalPaid', 'withdrawalRefused', 'kycApproved', 'kycRefused', 'vipLevel', 'prize', 'welcome', 'passwordGuessed', 'broadcast')`,
    ),
    check('mails_claim', sql`${table.grantId} is null or jsonb_array_length(${table.attachments}) > 0`),
  ],
)
