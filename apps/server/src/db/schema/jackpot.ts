import { sql } from 'drizzle-orm'
import {
  bigint,
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
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * The jackpot, LuckyJackpot 47 (docs/decisions/040-jackpot.md). Chances and prizes are ledger
 * journals; the seeds and outcomes are seeded draws (db/schema/draws.ts, decision 107); these tables
 * hold how many of a day's earned chances a player has received, and each draw's prize and payment.
 */

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

/**
 * Each draw's prize and what it paid (journals keyed `jackpot:draw:<id>:…`), for the record and the
 * ranks. Its id is the seeded draw's (source `jackpot`), which holds its seeds, nonce, weights and cell.
 */
export const jackpotDraws = pgTable(
  'jackpot_draws',
  {
    id: bigint({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
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
