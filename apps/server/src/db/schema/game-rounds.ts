import { GAME_PLAY_MODES } from '@panalo/contract/enums'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'
import { games } from './games.ts'

/**
 * The seamless wallet's memory (docs/decisions/017-provider-wallet-and-launch.md). Every call a
 * provider makes is one row here, keyed by (provider, transaction id): a replay answers `answer`, a
 * different request under the same id is refused. A rollback of a bet we never saw leaves a row of
 * kind `tombstone` under the bet's id, so the bet arriving late meets it and is refused. A refused
 * call leaves a row of kind `refused` (its refusal in `answer`), so its id stays refused (decision 060).
 */
export const gameProviderTransactions = pgTable(
  'game_provider_transactions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().notNull(),
    transactionId: text().notNull(),
    /** refused: a call refused, whose refusal is the id's answer for ever (decision 060). */
    kind: text({ enum: ['bet', 'win', 'rollback', 'tombstone', 'refused'] }).notNull(),
    /** SHA-256 of what the request means; a replay must match it. */
    requestHash: text().notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    roundId: text().notNull(),
    gameId: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** Win and rollback: the bet they name. */
    referenceTransactionId: text(),
    /** The answer given, replayed as it is: { status, balance, journalId, reason? }. */
    answer: jsonb().$type<StoredWalletAnswer>().notNull(),
    journalId: bigint({ mode: 'number' }),
    /** Bets: the jackpot contribution taken, per tier, so a rollback returns exactly it. */
    contribution: jsonb().$type<Record<string, number>>(),
    /** Bets: set when a rollback undid it. */
    rolledBackAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_provider_transactions_key').on(table.provider, table.transactionId),
    check(
      'game_provider_transactions_kind',
      sql`${table.kind} in ('bet', 'win', 'rollback', 'tombstone', 'refused')`,
    ),
  ],
)

export interface StoredWalletAnswer {
  status: string
  balance: number
  journalId: number | null
  reason?: string
}

/**
 * One row per provider round: what the player staked and won in it, their coins before its first bet
 * and after its last call. The bet records (betRecord, betRecordReport) read it.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().notNull(),
    roundId: text().notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    stake: bigint({ mode: 'number' }).notNull().default(0),
    win: bigint({ mode: 'number' }).notNull().default(0),
    balanceBefore: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    state: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_rounds_key').on(table.provider, table.roundId),
    index('game_rounds_user_started').on(table.userId, table.startedAt.desc(), table.id.desc()),
    // The distinct games a player has staked on (the newcomer tasks), by a skip scan (decision 076).
    index('game_rounds_user_game')
      .on(table.userId, table.gameId)
      .where(sql`${table.stake} > 0`),
    // The bet report's days of one player read from the index alone (decision 111): a heavy player's
    // week is thousands of rounds spread over as many heap pages.
    index('game_rounds_user_report').on(table.userId, table.startedAt, table.gameId, table.stake, table.win),
    // A Manila day's rounds for the figures rollup (decision 084).
    index('game_rounds_started').on(table.startedAt),
    check('game_rounds_state', sql`${table.state} in ('open', 'closed')`),
  ],
)

/**
 * A player's rounds per Manila day and game type: how many, their stakes and wins (the bet report,
 * betRecordReport). Kept equal to game_rounds by statement triggers on it (db/functions/
 * game_round_days_follow.sql, docs/decisions/117-a-report-rollup-and-fewer-reads.md), so a month of
 * a heavy player's report is a few dozen rows rather than tens of thousands of rounds. No foreign key:
 * it would lock users.
 */
export const gameRoundDays = pgTable(
  'game_round_days',
  {
    userId: bigint({ mode: 'number' }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    gameType: text().notNull(),
    rounds: integer().notNull().default(0),
    stake: bigint({ mode: 'number' }).notNull().default(0),
    win: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.gameType] })],
)

/**
 * A launch: the token bound to one player, game and mode that the game (our Originals page, or a
 * provider calling back) presents. Live until exitGame or until no heartbeat came for a while.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** SHA-256 of the token; the token itself is only in the launch URL. */
    tokenHash: text().notNull(),
    userId: bigint({ mode: 'number' }).references(() => users.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    provider: text().notNull(),
    mode: text({ enum: GAME_PLAY_MODES }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    /**
     * The activity a launch came from (/game/start?activityId=…), for the activity to count the play
     * (docs/decisions/017, "Launch from an activity"); null for a launch from anywhere else.
     */
    activityId: integer(),
  },
  (table) => [
    uniqueIndex('game_sessions_token').on(table.tokenHash),
    index('game_sessions_user').on(table.userId, table.startedAt.desc()),
    check('game_sessions_mode', sql`${table.mode} in ('real', 'demo')`),
    check('game_sessions_activity', sql`${table.activityId} > 0`),
  ],
)
