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
import { originalsDemoSessions } from './originals.ts'

/**
 * Seeded draws (docs/decisions/107-one-seeded-draw-service.md, 118): the one seed-pair store (the
 * Originals', the scratch cards' and the lottery's too) and every draw made from a player's pair,
 * whatever drew it (the jackpot, the spin wheel, the invite spin, a scratch card).
 * The draws module owns both; an area keeps only what is its own beside a draw (a jackpot's win
 * for the ranks, an invite spin's campaign), under the draw's id.
 */

/**
 * `draws` and `originals` pairs serve many nonces and are revealed by rotation; `scratch` (a player's
 * next card) and `lottery` (one lottery draw, owned by nobody) serve one draw at nonce 0 and are
 * revealed by their source: when the card is scratched, when the lottery draw is drawn.
 */
export const SEED_PAIR_PURPOSES = ['draws', 'originals', 'scratch', 'lottery'] as const

/**
 * Seed pairs, one store for every provably fair outcome: `draws` pairs for the seeded draws below,
 * `originals` pairs for the Originals' rounds (a player's or a try-it session's), `scratch` and
 * `lottery` pairs of one draw each. An owner has one active pair per purpose, whose next nonce each
 * draw or round takes; its server seed is secret (only its SHA-256 leaves the server) until revealed
 * (revealed_at set: rotated, scratched, drawn).
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text({ enum: SEED_PAIR_PURPOSES }).notNull(),
    userId: bigint({ mode: 'number' }).references(() => users.id),
    demoSessionId: text().references(() => originalsDemoSessions.id, { onDelete: 'cascade' }),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    /** The nonce of the next draw or round. */
    nextNonce: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'seed_pairs_owner',
      sql`case when ${table.purpose} = 'lottery' then ${table.userId} is null and ${table.demoSessionId} is null else (${table.userId} is null) <> (${table.demoSessionId} is null) end`,
    ),
    // Retired is revealed, except a bought scratch card's pair, revealed when the card is scratched.
    check(
      'seed_pairs_revealed',
      sql`${table.active} = (${table.revealedAt} is null) or (${table.purpose} = 'scratch' and not ${table.active})`,
    ),
    uniqueIndex('seed_pairs_active_user')
      .on(table.userId, table.purpose)
      .where(sql`${table.active} and ${table.userId} is not null`),
    uniqueIndex('seed_pairs_active_demo')
      .on(table.demoSessionId, table.purpose)
      .where(sql`${table.active} and ${table.demoSessionId} is not null`),
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
    /** jackpot, spin, inviteSpin, scratch (DRAW_PROOF_KINDS). */
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
