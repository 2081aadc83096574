import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'
import { staff } from './staff.ts'

/**
 * Panalo's own customer-service chat (docs/decisions/057-customer-service.md): one thread per player,
 * each message a row. A player's message carries the line it was sent on (the general line or the
 * VIP line, by id from the customer-service lines) and the client's id for it, so a retried send
 * stores it once. Agents' messages carry the agent's name; `read_at` is when the player saw them.
 */
export const serviceMessages = pgTable(
  'service_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    sender: text().$type<'player' | 'agent'>().notNull(),
    lineId: integer(),
    agentName: text(),
    body: text().notNull(),
    clientMessageId: uuid(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_messages_thread').on(table.userId, table.id),
    uniqueIndex('service_messages_client_id').on(table.userId, table.clientMessageId),
    check('service_messages_sender', sql`${table.sender} in ('player', 'agent')`),
    check(
      'service_messages_author',
      sql`(${table.sender} = 'player' and ${table.lineId} is not null and ${table.agentName} is null)
       or (${table.sender} = 'agent' and ${table.agentName} is not null)`,
    ),
  ],
)

/**
 * Who holds a player's chat thread in the console (decision 093): one row per thread, the staff
 * account that took it (or was handed it) and since when. A thread without a row is nobody's; a reply
 * from the console takes it. Replying to a thread another account holds is refused until it is taken
 * over explicitly, so two agents never answer one player unknowingly.
 */
export const serviceAssignments = pgTable('service_assignments', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  staffAccount: text()
    .notNull()
    .references(() => staff.account),
  /** The holder's display name when it took the thread: what the inbox shows. */
  staffName: text().notNull(),
  /** Who assigned it: the holder itself (take) or the account that handed it over. */
  assignedBy: text().notNull(),
  assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * The desk's canned replies (decision 093): a short title and the text in English and Filipino, picked
 * in the console to fill the reply box. Managed by admin; every change is on the audit chain.
 */
export const serviceCannedReplies = pgTable('service_canned_replies', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  textEn: text().notNull(),
  textFil: text().notNull(),
  updatedBy: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
