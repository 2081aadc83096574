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

import type { Camp, PkOutcome } from '@panalo/contract/calls/redblue'

import { users } from './accounts.ts'

/**
 * Red versus blue, activity 104 (docs/decisions/054-red-versus-blue.md). Scores are not stored while
 * a period runs: they are read from the turnover projector's days. These tables hold the periods the
 * operator schedules, who joined which camp and when, and the result frozen at settlement.
 */

/** A period of Manila days (both inclusive) with its prize pool; its result is written once, at settlement. */
export const pkPeriods = pgTable(
  'pk_periods',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** Bonus coins the winning camp shares, hundredths. */
    pool: bigint({ mode: 'number' }).notNull(),
    /** Hundredths of valid turnover a member needs to share the pool. */
    minContribution: bigint({ mode: 'number' }).notNull(),
    /** red, blue, draw or none: null until settled. */
    outcome: text().$type<PkOutcome>(),
    redScore: bigint({ mode: 'number' }),
    blueScore: bigint({ mode: 'number' }),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pk_periods_days', sql`${table.endsOn} >= ${table.startsOn}`),
    check('pk_periods_pool', sql`${table.pool} > 0 and ${table.minContribution} >= 0`),
    check(
      'pk_periods_outcome',
      sql`${table.outcome} is null or ${table.outcome} in ('red', 'blue', 'draw', 'none')`,
    ),
    index('pk_periods_ends_on').on(table.endsOn),
  ],
)

/**
 * A player's camp in a period: one row per (period, player), so joining twice or switching is refused
 * by the key. `baseline` is the player's valid turnover on the day of joining at that moment, taken
 * off their contribution, so only turnover after joining counts.
 */
export const pkEntries = pgTable(
  'pk_entries',
  {
    periodId: bigint({ mode: 'number' })
      .notNull()
      .references(() => pkPeriods.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    camp: text().$type<Camp>().notNull(),
    joinedOn: date({ mode: 'string' }).notNull(),
    baseline: bigint({ mode: 'number' }).notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Frozen at settlement: the contribution counted and the share of the pool (hundredths). */
    contribution: bigint({ mode: 'number' }),
    share: bigint({ mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.userId] }),
    check('pk_entries_camp', sql`${table.camp} in ('red', 'blue')`),
    index('pk_entries_user').on(table.userId),
  ],
)
