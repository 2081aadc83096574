import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * What the projectors have read of the ledger (docs/decisions/024-rewards-core.md): every journal up
 * to `lastJournalId` is consumed; `holeFrom` is the first id past it that was missing when last read,
 * and `holeXmax` the snapshot's xmax then. Once every transaction running at that moment has ended
 * (the current snapshot's xmin has passed holeXmax), a still-missing id never comes: its transaction
 * rolled back. Written only by turnover_project().
 */
export const projectorCursors = pgTable('projector_cursors', {
  name: text().primaryKey(),
  lastJournalId: bigint({ mode: 'number' }).notNull().default(0),
  holeFrom: bigint({ mode: 'number' }),
  /** xid8: the snapshot's xmax when the hole was first seen. Kept as text: Drizzle has no xid8. */
  holeXmax: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Valid turnover: each player's settled stakes less their rollbacks, per Manila day (of the bet) and
 * game type, and how many bets. Derived from the ledger's bet and bet_rollback journals by
 * turnover_project(), never written by the bet itself; VIP experience, rebates, tasks and contests
 * read it.
 */
export const turnoverDays = pgTable(
  'turnover_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    gameType: text().notNull(),
    /** Hundredths of a peso. */
    stake: bigint({ mode: 'number' }).notNull().default(0),
    bets: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day, table.gameType] }),
    // The players who bet on a day (the figures' active players, decision 084): an index-only range.
    index('turnover_days_day').on(table.day, table.userId),
    check('turnover_days_stake', sql`${table.stake} >= 0`),
  ],
)

/**
 * Each player's turnover over all time: the sum of their turnover_days, kept by the turnover projector
 * in the same step, so that an agent's team (its members' valid turnover) is read by key per member
 * rather than summed from every member's days on every call (docs/decisions/077).
 */
export const turnoverTotals = pgTable(
  'turnover_totals',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    stake: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('turnover_totals_stake', sql`${table.stake} >= 0`)],
)

/**
 * Leaderboards of turnover (docs/decisions/111-team-rollups-and-stored-leaderboards.md): a board is
 * one period's ranking of every player's valid turnover (all game types, or one), written whole once
 * a minute by the `leaderboards` job; the rank and slots tournament calls read their page and the
 * player's own row from it rather than ranking every player of the period per call. `rank` is over
 * floor(stake / unit) (the board's unit: 100 for VIP experience), ties sharing the higher place.
 */
export const turnoverBoards = pgTable(
  'turnover_boards',
  {
    board: text().notNull(),
    userId: integer().notNull(),
    stake: bigint({ mode: 'number' }).notNull(),
    rank: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.board, table.userId] }),
    index('turnover_boards_rank').on(table.board, table.rank, table.userId),
  ],
)

/** When each board was last written, and from which days (a board older than a few minutes is not read). */
export const turnoverBoardRuns = pgTable('turnover_board_runs', {
  board: text().primaryKey(),
  computedAt: timestamp({ withTimezone: true }).notNull(),
})
