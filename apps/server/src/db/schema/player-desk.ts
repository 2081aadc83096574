import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'
import { withdrawals } from './withdrawals.ts'

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

/**
 * Four eyes at the command line (decision 081): the operators (`cli:<name>`) who approved a withdrawal
 * above the four-eyes amount with `withdrawals:approve`; a second, different one pays it.
 */
export const cliWithdrawalApprovals = pgTable(
  'cli_withdrawal_approvals',
  {
    withdrawalId: bigint({ mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    operator: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.operator] })],
)

/**
 * Registrations refused because the person said they belong to a PAGCOR barred group (SPEC.md §1):
 * kept for the responsible-gaming view, since such a person may come back and answer otherwise.
 */
export const barredDeclarations = pgTable(
  'barred_declarations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The phone (E.164), account name or social identity the registration gave. */
    who: text().notNull(),
    /** The barred groups declared (BARRED_GROUPS of the contract). */
    groups: jsonb().$type<string[]>().notNull(),
    ip: text().notNull(),
  },
  (table) => [index('barred_declarations_who').on(table.who), index('barred_declarations_at').on(table.at)],
)
