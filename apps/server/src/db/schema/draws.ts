import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Seeded draws (docs/decisions/107-one-seeded-draw-service.md): the player's committed seed pairs
 * and every draw made from them, whatever drew it (the jackpot, the spin wheel, the invite spin).
 * The draws module owns both; an area keeps only what is its own beside a draw (a jackpot's win
 * for the ranks, an invite spin's campaign), under the draw's id.
 */

/** A player's seed pairs: the active one's seed is secret (only its SHA-256 is shown) until rotated. */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    /** The nonce of the next draw. */
    nextNonce: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('seed_pairs_revealed', sql`${table.active} = (${table.revealedAt} is null)`),
    uniqueIndex('seed_pairs_active')
      .on(table.userId)
      .where(sql`${table.active}`),
    index('seed_pairs_user').on(table.userId, table.id),
  ],
)

/**
 * One draw: which source drew it, from which pair and nonce, with which weights; the index picked,
 * the items it stood for, and what the source recorded once it paid (`result`, shown in the proof).
 * `(source, id)` is the key, so the ids the three draw tables had before this table stay the ids
 * of their proofs (/fair?spin=<id>); the one identity gives new draws ids above all of them.
 */
export const seededDraws = pgTable(
  'seeded_draws',
  {
    /** jackpot, spin, inviteSpin (DRAW_SOURCES). */
    source: text().notNull(),
    id: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    seedPairId: bigint({ mode: 'number' })
      .notNull()
      .references(() => seedPairs.id),
    nonce: integer().notNull(),
    /** The weights the outcome was drawn with, so /fair can redraw it; null for draws before decision 055. */
    weights: jsonb().$type<number[]>(),
    /** The index picked: the jackpot's cell, the wheel's sector. */
    outcome: smallint().notNull(),
    /** What the outcome stood for. */
    items: jsonb().$type<{ id: number; count: number }[]>().notNull(),
    /** The source's record of paying it (held coins, a jackpot's amount and Section, an invite spin's addition). */
    result: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.id] }),
    // One draw per nonce of a pair: a nonce taken twice would repeat an outcome.
    uniqueIndex('seeded_draws_nonce').on(table.seedPairId, table.nonce),
    index('seeded_draws_user').on(table.userId, table.source, table.id),
  ],
)

/**
 * The spin wheel (docs/decisions/042-spin-wheel.md): how many of a Manila day's earned spins were
 * used. The spins are seeded draws of source `spin` (decision 107).
 */
export const spinDays = pgTable(
  'spin_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    used: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('spin_days_used', sql`${table.used} >= 0`),
  ],
)
