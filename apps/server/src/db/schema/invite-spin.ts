import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * The invite spin (docs/decisions/058-invite-spin.md). A campaign runs from its first spin for the
 * time limit; `progress` only grows, up to `target`; `status` turns 'exchanged' once, under the row's
 * lock. A campaign past `expires_at` and not exchanged has lapsed (read, not written). It keeps the
 * settings (target, wheels, spins per invite, click caps) it started with.
 */
export const inviteSpinCampaigns = pgTable(
  'invite_spin_campaigns',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    target: bigint({ mode: 'number' }).notNull(),
    progress: bigint({ mode: 'number' }).notNull().default(0),
    /** Spins used, all kinds; what is waiting is read from invites and clicks. */
    spinsUsed: integer().notNull().default(0),
    status: text({ enum: ['running', 'exchanged'] })
      .notNull()
      .default('running'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    exchangedAt: timestamp({ withTimezone: true }),
    heldCoins: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The rule and wheels in force when it started (decision 109): it runs to its end on them, whatever
     * is saved meanwhile. Null for campaigns started before this column (read in force at `started_at`).
     */
    settings: jsonb(),
  },
  (table) => [
    index('invite_spin_campaigns_user').on(table.userId, table.id),
    check('invite_spin_progress', sql`${table.progress} between 0 and ${table.target}`),
  ],
)

/**
 * One spin's campaign, kind and what it added. Its id is the seeded draw's (source `inviteSpin`,
 * decision 107), which holds the seed pair, nonce, weights and sector.
 */
export const inviteSpinDraws = pgTable(
  'invite_spin_draws',
  {
    id: bigint({ mode: 'number' }).primaryKey(),
    campaignId: bigint({ mode: 'number' })
      .notNull()
      .references(() => inviteSpinCampaigns.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['start', 'invite', 'click'] }).notNull(),
    /** The sector's amount, hundredths; `added` is it capped at what the target still lacked. */
    amount: bigint({ mode: 'number' }).notNull(),
    added: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invite_spin_draws_campaign').on(table.campaignId, table.id)],
)

/** A visitor's click on an invite link during a campaign: once per visitor, `counted` by the rule. */
export const inviteSpinClicks = pgTable(
  'invite_spin_clicks',
  {
    campaignId: bigint({ mode: 'number' })
      .notNull()
      .references(() => inviteSpinCampaigns.id),
    visitorId: text().notNull(),
    ip: text().notNull(),
    counted: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.visitorId] })],
)
