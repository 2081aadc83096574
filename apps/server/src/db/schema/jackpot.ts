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
 * The jackpot, LuckyJackpot 47 (docs/decisions/040-jackpot.md). Chances and prizes are ledger
 * journals; these tables hold what the ledger does not: the seeds that make draws provably fair, how
 * many of a day's earned chances a player has received, and each draw with its outcome.
 */

/** A player's jackpot seed pairs: the active one's seed is secret (only its SHA-256 is shown) until rotated. */
export const jackpotSeedPairs = pgTable(
  'jackpot_seed_pairs',
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
    check('jackpot_seed_pairs_revealed', sql`${table.active} = (${table.revealedAt} is null)`),
    uniqueIndex('jackpot_seed_pairs_active')
      .on(table.userId)
      .where(sql`${table.active}`),
    index('jackpot_seed_pairs_user').on(table.userId, table.id),
  ],
)

/** How many of the chances a player earned in a Manila day were received (the ledger holds the chances). */
export const jackpotChanceDays = pgTable(
  'jackpot_chance_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    received: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('jackpot_chance_days_received', sql`${table.received} >= 0`),
  ],
)

/** Each draw: its seeds, the cell it landed on and what it paid (journals keyed `jackpot:draw:<id>:…`). */
export const jackpotDraws = pgTable(
  'jackpot_draws',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The client's id for this draw: a retry answers it. */
    seedPairId: bigint({ mode: 'number' })
      .notNull()
      .references(() => jackpotSeedPairs.id),
    nonce: integer().notNull(),
    cell: smallint().notNull(),
    propId: integer().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
    /** 2 a jackpot, 1 another prize (SPEC.md §3). */
    type: smallint().notNull(),
    /** mega, major, minor, mini for a jackpot. */
    tier: text(),
    /** A jackpot's coins, hundredths. */
    bonus: bigint({ mode: 'number' }).notNull().default(0),
    /** What the tier's pool held before paying (after any seeding): bonus never exceeds it. */
    poolBefore: bigint({ mode: 'number' }),
    /** Coins of a prize held until the first deposit. */
    heldCoins: bigint({ mode: 'number' }).notNull().default(0),
    /** The grid's weights the cell was drawn with, kept so /fair can redraw it (decision 055); null before. */
    weights: jsonb().$type<number[]>(),
    /** A jackpot's Section when it was paid, which placed the amount (decision 055). */
    section: jsonb().$type<{ min: number; max: number }>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jackpot_draws_user').on(table.userId, table.id),
    index('jackpot_draws_wins')
      .on(table.bonus, table.id)
      .where(sql`${table.type} = 2`),
    check('jackpot_draws_type', sql`${table.type} in (1, 2)`),
    check(
      'jackpot_draws_bonus',
      sql`${table.bonus} >= 0 and (${table.poolBefore} is null or ${table.bonus} <= ${table.poolBefore})`,
    ),
  ],
)

/** The spin wheel (docs/decisions/042-spin-wheel.md): how many of a Manila day's earned spins were used. */
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

/** Each spin: its seeds (the player's jackpot seed pair, whose next nonce it takes), its sector and award. */
export const spinDraws = pgTable(
  'spin_draws',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    seedPairId: bigint({ mode: 'number' })
      .notNull()
      .references(() => jackpotSeedPairs.id),
    nonce: integer().notNull(),
    sector: smallint().notNull(),
    items: jsonb().$type<{ id: number; count: number }[]>().notNull(),
    heldCoins: bigint({ mode: 'number' }).notNull().default(0),
    /** The wheel's weights the sector was drawn with, kept so /fair can redraw it (decision 055); null before. */
    weights: jsonb().$type<number[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('spin_draws_user').on(table.userId, table.id)],
)
