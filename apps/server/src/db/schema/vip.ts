import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * The stored part of a player's VIP level (docs/decisions/026-vip-ladder.md): the level is the rung
 * the player's experience reaches, less `levelsDown`, which only the monthly audit changes (one
 * down for a month short of the level's betLimit, one back for a month that meets the next level's).
 * A player with no row has lost no level.
 */
export const vipPlayers = pgTable(
  'vip_players',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    levelsDown: integer().notNull().default(0),
    /**
     * The highest level announced as reached (an outbox event, decision 088): the projector's
     * follower announces a level above it once, and never one at or below it again.
     */
    levelAnnounced: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('vip_players_levels_down', sql`${table.levelsDown} >= 0`)],
)

/**
 * One row per player and audited Manila month: what the audit saw and did. Its key is what makes the
 * audit of a month happen once per player, however often the job runs.
 */
export const vipAudits = pgTable(
  'vip_audits',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** YYYY-MM, Manila. */
    month: text().notNull(),
    levelBefore: integer().notNull(),
    levelAfter: integer().notNull(),
    /** Valid turnover of the month, hundredths. */
    turnover: bigint({ mode: 'number' }).notNull(),
    /** The betLimit the month was measured against, hundredths. */
    betLimit: bigint({ mode: 'number' }).notNull(),
    /** The lowest level the audit could leave: the one the last twelve months' experience reaches. */
    floor: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
)
