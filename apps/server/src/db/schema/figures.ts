import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The operator's figures per Manila day (docs/decisions/084-figures-from-daily-rollups.md), written by
 * the `figures-rollup` job from indexed day ranges of deposits, withdrawals, game rounds, bonuses,
 * registrations, turnover days and client events. The console reads a period's closed days from here
 * and computes only today live. Amounts are hundredths of a peso. Recomputing a day replaces its rows.
 */
export const figuresDays = pgTable('figures_days', {
  day: date({ mode: 'string' }).primaryKey(),
  deposits: integer().notNull(),
  depositSum: bigint({ mode: 'number' }).notNull(),
  withdrawals: integer().notNull(),
  withdrawalSum: bigint({ mode: 'number' }).notNull(),
  rounds: bigint({ mode: 'number' }).notNull(),
  stake: bigint({ mode: 'number' }).notNull(),
  win: bigint({ mode: 'number' }).notNull(),
  bonusCost: bigint({ mode: 'number' }).notNull(),
  activePlayers: integer().notNull(),
  newPlayers: integer().notNull(),
  firstDepositors: integer().notNull(),
  visitors: integer().notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Rounds, stakes and wins of one game on one Manila day (the top games of a period sum these). */
export const figuresGameDays = pgTable(
  'figures_game_days',
  {
    day: date({ mode: 'string' }).notNull(),
    gameId: integer().notNull(),
    rounds: bigint({ mode: 'number' }).notNull(),
    stake: bigint({ mode: 'number' }).notNull(),
    win: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.gameId] })],
)

/** Bonus coins credited on one Manila day, by source (award source, or `deposit` for a deposit's bonus). */
export const figuresBonusDays = pgTable(
  'figures_bonus_days',
  {
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    grants: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.source] })],
)

/**
 * First-time depositors of one Manila day attributed to a promotion (decision 096): players whose first
 * paid deposit fell on the day and who were granted that source's bonus in the 30 days up to it (or,
 * for `deposit`, whose first deposit itself carried a bonus). A player may count for several sources.
 */
export const figuresFtdDays = pgTable(
  'figures_ftd_days',
  {
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    firstDepositors: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.source] })],
)
