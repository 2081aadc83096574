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

import { BONUS_STATES } from '@panalo/contract/calls/rewards'

import { users } from './accounts.ts'

/**
 * Every award a player received (docs/decisions/024-rewards-core.md, 025-award-engine-and-bonuses.md):
 * one row per grant, unique by its key `award:<source>:<player>:<period-or-id>`, written in the
 * transaction of the ledger journal that moved its items. /reward/record lists these rows.
 */
export const awardGrants = pgTable(
  'award_grants',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** vip, rebate, task, sign-in, mail, activity, draw, operator, points, …, jackpot, wheel, credit (contract AWARD_SOURCES). */
    source: text().notNull(),
    /** `[{ id, count }]`: SPEC.md §3 item ids; coin counts hundredths of a peso. */
    items: jsonb().$type<{ id: number; count: number }[]>().notNull(),
    /** The journal that moved the items; null when nothing moved yet (a coin bonus held until a deposit). */
    journalId: bigint({ mode: 'number' }),
    /** Why: free text, required for an operator's grant. */
    reason: text(),
    /** Who granted it when it was a person (`cli:<user>`); null for the product's own sources. */
    grantedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('award_grants_key').on(table.key),
    index('award_grants_user').on(table.userId, table.id),
    // The reward record's order (decision 110: backfilled grants keep their time, not their id's place).
    index('award_grants_user_time').on(table.userId, table.createdAt, table.id),
  ],
)

/**
 * A bonus: coins granted with a wagering requirement (amount × the multiple of its type). `held`
 * bonuses wait for the player's first deposit (SPEC.md §1: free bonuses need a valid top-up) and move
 * no coins until then; `active` ones were credited by `creditJournalId`, and every stake of a later
 * journal counts towards them, oldest bonus first, as the turnover projector reads the ledger
 * (wagering_apply, with the other requirements, decision 106). `wagered` never passes `requirement`.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grantId: bigint({ mode: 'number' })
      .notNull()
      .references(() => awardGrants.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The award source; its multiple comes from the wagering settings. */
    bonusType: text().notNull(),
    /** Hundredths of a peso. */
    amount: bigint({ mode: 'number' }).notNull(),
    multiple: integer().notNull(),
    requirement: bigint({ mode: 'number' }).notNull(),
    wagered: bigint({ mode: 'number' }).notNull().default(0),
    state: text({ enum: BONUS_STATES }).notNull(),
    creditJournalId: bigint({ mode: 'number' }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bonus_grants_grant').on(table.grantId),
    index('bonus_grants_user').on(table.userId, table.id),
    index('bonus_grants_open')
      .on(table.userId, table.id)
      .where(sql`${table.state} in ('held', 'active')`),
    // The expiry job's scan: active bonuses by when they expire.
    index('bonus_grants_expiry')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'active'`),
    // A Manila day's credited bonuses: the figures' bonus cost (decision 084).
    index('bonus_grants_credited_at')
      .on(table.creditedAt)
      .where(sql`${table.creditedAt} is not null`),
    check('bonus_grants_amount', sql`${table.amount} > 0`),
    check('bonus_grants_wagered', sql`${table.wagered} between 0 and ${table.requirement}`),
    check(
      'bonus_grants_credited',
      sql`(${table.state} <> 'held' or ${table.creditJournalId} is null)
        and (${table.state} not in ('active', 'completed') or ${table.creditJournalId} is not null)`,
    ),
  ],
)
