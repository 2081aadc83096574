import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Credits and debits staff put on a player's coins (decision 081), one row per request id: the replay
 * of a request id answers its row. Above the four-eyes amount a row waits (`pending`) for a second,
 * different staff member; `done` rows name the journal that moved the value.
 */
export const playerAdjustments = pgTable(
  'player_adjustments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    requestId: text().notNull().unique(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['bonus', 'cash', 'debit'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** A bonus's wagering multiple (0 allowed); null for cash and debits. */
    multiple: integer(),
    reason: text().notNull(),
    requestedBy: text().notNull(),
    state: text({ enum: ['pending', 'done', 'rejected'] }).notNull(),
    decidedBy: text(),
    decisionReason: text(),
    journalId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('player_adjustments_user').on(table.userId, table.id),
    index('player_adjustments_pending')
      .on(table.id)
      .where(sql`${table.state} = 'pending'`),
    check('player_adjustments_amount', sql`${table.amount} > 0`),
    check('player_adjustments_state', sql`${table.state} in ('pending', 'done', 'rejected')`),
  ],
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
