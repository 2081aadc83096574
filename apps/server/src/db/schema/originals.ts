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

import { users } from './accounts.ts'
import { seedPairs } from './draws.ts'

/**
 * Panalo Originals (docs/decisions/018). Real rounds move coins only through the seamless wallet (and
 * so the ledger); try-it rounds move the demo coins of originals_demo_sessions and nothing else.
 * Every round belongs to exactly one owner: a player or a try-it session. Its seed pair is one of
 * the store's (db/schema/draws.ts, purpose `originals`, decision 107).
 */

/** A try-it session: demo coins for one browser session, gone after it expires. */
export const originalsDemoSessions = pgTable(
  'originals_demo_sessions',
  {
    /** 128 random bits, hex; the browser keeps it in sessionStorage. */
    id: text().primaryKey(),
    balance: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check('originals_demo_sessions_balance', sql`${table.balance} >= 0`),
    index('originals_demo_sessions_expiry').on(table.expiresAt),
  ],
)

const owner = {
  userId: bigint({ mode: 'number' }).references(() => users.id),
  demoSessionId: text().references(() => originalsDemoSessions.id, { onDelete: 'cascade' }),
}
const oneOwner = (userId: unknown, demoSessionId: unknown) =>
  sql`(${userId} is null) <> (${demoSessionId} is null)`

export const ORIGINALS_ROUND_STATES = ['pending', 'open', 'settling', 'settled', 'void'] as const

/**
 * Rounds. The outcome is drawn when the round is created, before the bet is confirmed:
 * pending (drawn; bet not yet confirmed by the wallet) → open (Mines in play) → settling (win decided,
 * not yet confirmed) → settled; or void when the wallet refused the bet. A crash leaves a round in
 * pending or settling, and recovery finishes it with the same outcome and the same wallet transaction
 * ids, so nothing is paid twice.
 */
export const originalsRounds = pgTable(
  'originals_rounds',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    game: text({ enum: ['panalo-fortune', 'color-game', 'mines'] }).notNull(),
    gameId: integer().notNull(),
    seedPairId: bigint({ mode: 'number' })
      .notNull()
      .references(() => seedPairs.id),
    clientSeed: text().notNull(),
    nonce: integer().notNull(),
    /** The bet as asked: { bet } · { bets } · { mines }. */
    params: jsonb().notNull(),
    /** The drawn outcome (Mines: the mine positions and the picks so far). Hidden parts are never answered early. */
    outcome: jsonb().notNull(),
    state: text({ enum: ORIGINALS_ROUND_STATES }).notNull(),
    stake: bigint({ mode: 'number' }).notNull(),
    /** Decided win; null while a Mines round is open. */
    win: bigint({ mode: 'number' }),
    balanceBefore: bigint({ mode: 'number' }),
    balanceAfter: bigint({ mode: 'number' }),
    /** A void round: the wallet's answer that refused its bet ({ status, reason }). */
    refusal: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('originals_rounds_owner', oneOwner(table.userId, table.demoSessionId)),
    check(
      'originals_rounds_amounts',
      sql`${table.stake} > 0 and (${table.win} is null or ${table.win} >= 0)`,
    ),
    uniqueIndex('originals_rounds_seed_nonce').on(table.seedPairId, table.nonce),
    index('originals_rounds_user_game').on(table.userId, table.game, table.id),
    index('originals_rounds_demo_game').on(table.demoSessionId, table.game, table.id),
    index('originals_rounds_unfinished')
      .on(table.state)
      .where(sql`${table.state} in ('pending', 'settling')`),
  ],
)
