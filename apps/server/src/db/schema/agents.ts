import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Which players used which device (the device id preLogin carries; docs/decisions/051): an invitee
 * who shares a device with the inviter is the same person, and counts for nothing (anti-farming).
 */
export const playerDevices = pgTable(
  'player_devices',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    deviceId: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.deviceId] }),
    index('player_devices_device').on(table.deviceId),
  ],
)

/**
 * Each agent's team in figures (docs/decisions/111-team-rollups-and-stored-leaderboards.md), kept by
 * a trigger on `users` (a registration with an inviter, agentFill): how many players are on level 1
 * (invited by the agent) and level 2 (invited by those). `ruleDeposit`/`ruleTurnover` are the valid
 * rule `agent_qualified` was computed under (null: not yet); a read under another rule recomputes the
 * agent's qualified members first. No foreign keys: a migration adding them would lock `users`.
 */
export const agentTeams = pgTable('agent_teams', {
  agentId: integer().primaryKey(),
  level1: integer().notNull().default(0),
  level2: integer().notNull().default(0),
  ruleDeposit: bigint({ mode: 'number' }),
  ruleTurnover: bigint({ mode: 'number' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * The valid turnover of each agent's whole team per Manila day and level (exclusions not applied):
 * the turnover projector adds each step's days to the members' agents in the same statement as the
 * days, and the `users` trigger moves a member's days when agentFill names their inviter.
 */
export const agentTeamDays = pgTable(
  'agent_team_days',
  {
    agentId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    level: smallint().notNull(),
    /** Hundredths of a peso. */
    stake: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.level] })],
)

/**
 * The level-1 members who meet their agent's valid rule (deposits and valid turnover over all time at
 * least the rule's minimums; exclusions not applied), kept by triggers on wallet_players and
 * turnover_totals; `granted` once the agent's invite reward for them was granted.
 */
export const agentQualified = pgTable(
  'agent_qualified',
  {
    memberId: integer().primaryKey(),
    agentId: integer().notNull(),
    granted: boolean().notNull().default(false),
  },
  (table) => [
    index('agent_qualified_agent').on(table.agentId, table.memberId),
    index('agent_qualified_waiting')
      .on(table.agentId, table.memberId)
      .where(sql`not ${table.granted}`),
  ],
)

/**
 * Players who share a device or a receiving account number with another player (a superset: a row is
 * never removed). Only they can be an invitee's twin (decision 051, issue 38), so a team's twins are
 * looked for among them rather than among all its members. Kept by triggers on player_devices and
 * receiving_accounts.
 */
export const linkedPlayers = pgTable('linked_players', {
  userId: integer().primaryKey(),
})
