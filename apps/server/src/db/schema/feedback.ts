import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import type { FeedbackCategory, FeedbackState } from '@panalo/contract/calls/feedback'

import { users } from './accounts.ts'

/**
 * Feedback tickets (docs/decisions/036-feedback-and-uploads.md): a player's category and thread with the
 * operator. open → answered (the operator replied) → open again when the player replies; closed by the
 * operator, for good.
 */
export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    category: text().$type<FeedbackCategory>().notNull(),
    state: text().$type<FeedbackState>().notNull().default('open'),
    /** The operator answered since the player last opened the ticket. */
    playerUnread: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text(),
  },
  (table) => [
    index('feedback_tickets_user').on(table.userId, table.updatedAt),
    index('feedback_tickets_state').on(table.state, table.updatedAt),
    check('feedback_tickets_state', sql`${table.state} in ('open', 'answered', 'closed')`),
    check(
      'feedback_tickets_category',
      sql`${table.category} in ('deposit', 'withdrawal', 'game', 'bonus', 'account', 'suggestion', 'other')`,
    ),
  ],
)

/** The messages of a ticket, oldest first; images are upload ids (uploads.attached_to names the message). */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint({ mode: 'number' })
      .notNull()
      .references(() => feedbackTickets.id),
    author: text({ enum: ['player', 'operator'] }).notNull(),
    /** Who wrote an operator's answer (`cli:<user>`). */
    authorName: text(),
    text: text().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_messages_ticket').on(table.ticketId, table.id),
    check('feedback_messages_author', sql`${table.author} in ('player', 'operator')`),
  ],
)
