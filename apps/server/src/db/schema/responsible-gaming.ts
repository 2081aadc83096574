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
 * Per-player responsible-gaming state, one row per player created on first use. Its row lock is the
 * per-player lock of every limit check: a bet or a deposit reservation locks it first, so concurrent
 * stakes and deposits of one player are checked one after another and cannot jointly pass a limit.
 */
export const rgPlayers = pgTable(
  'rg_players',
  {
    userId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** The running break: a cool-off or a self-exclusion; null when none was ever taken. */
    blockKind: text({ enum: ['cool-off', 'self-exclusion'] }),
    blockStartedAt: timestamp({ withTimezone: true }),
    /** When the break ends (the player may play again from this instant). */
    blockUntil: timestamp({ withTimezone: true }),
    /** A self-exclusion cannot be ended before this instant (its first six months). */
    irrevocableUntil: timestamp({ withTimezone: true }),
    /** Play time: the Manila day counted, the seconds played that day, the last heartbeat. */
    playDay: date({ mode: 'string' }),
    playSeconds: integer().notNull().default(0),
    lastPlayBeatAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('rg_players_play_seconds', sql`${table.playSeconds} >= 0`)],
)

/**
 * A player's limits, one row per kind and period. `amount` is the limit in force (null: none);
 * a raise or removal waits in `pendingAmount` (null: remove) until `pendingAt`, when it takes over.
 * Money limits are hundredths; the time limit is minutes per day.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['deposit', 'bet', 'loss', 'time'] }).notNull(),
    period: text({ enum: ['day', 'week', 'month'] }).notNull(),
    amount: bigint({ mode: 'number' }),
    pendingAmount: bigint({ mode: 'number' }),
    pendingAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.period] }),
    check('rg_limits_amount', sql`${table.amount} is null or ${table.amount} >= 0`),
    check('rg_limits_pending_amount', sql`${table.pendingAmount} is null or ${table.pendingAmount} >= 0`),
  ],
)

/**
 * What a player staked and won per Manila calendar day, kept by the play policy inside each stake's
 * and win's transaction, so bet and loss limits are checked without reading bet history. A week or a
 * month is the sum of its days (rg.queries.ts: playCounters), so a bet writes one counter, not three.
 */
export const rgPlayCounters = pgTable(
  'rg_play_counters',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The day (Manila calendar). */
    periodStart: date({ mode: 'string' }).notNull(),
    stakes: bigint({ mode: 'number' }).notNull().default(0),
    wins: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.periodStart] }),
    check('rg_play_counters_stakes', sql`${table.stakes} >= 0`),
    check('rg_play_counters_wins', sql`${table.wins} >= 0`),
  ],
)

/**
 * Deposit amounts held against the deposit limits, one per deposit (`reference` is the deposit id).
 * A reservation counts in the windows its creation falls in until it is released (deposit not paid).
 */
export const rgDepositReservations = pgTable(
  'rg_deposit_reservations',
  {
    reference: text().primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('rg_deposit_reservations_user').on(table.userId, table.createdAt),
    check('rg_deposit_reservations_amount', sql`${table.amount} > 0`),
  ],
)
