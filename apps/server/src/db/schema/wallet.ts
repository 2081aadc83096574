import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Per-player wallet state that is not a balance (balances live only in the ledger): running totals
 * the user info shows and the safebox password (the turnover a withdrawal waits for is in
 * wagering_requirements and bonus_grants, docs/decisions/106-one-wagering-figure.md).
 * One row per player, created by the first write (upsert).
 */
export const walletPlayers = pgTable(
  'wallet_players',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    /** Sum of credited deposits, hundredths. */
    totalRecharge: bigint({ mode: 'number' }).notNull().default(0),
    /** The channel (recharge type) of the player's last deposit, for the default channel choice. */
    lastRechargeTypeId: integer(),
    /** argon2id hash; null until the player sets a safebox password. */
    safeboxPasswordHash: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('wallet_players_total_recharge', sql`${table.totalRecharge} >= 0`)],
)

/**
 * The wagering requirements that are not a bonus of the award engine (those are bonus_grants rows):
 * a credited deposit's turnover, its deposit bonus's, and what a player still owed when the single
 * figure ended (`carried:<user>`, migration). One row per requirement, keyed by what added it, written
 * in the transaction of its credit journal. Only the turnover projector raises `wagered`
 * (wagering_apply), for stakes of journals after `creditJournalId`, so a withdrawal gate that sums
 * what is left (wagering_left) is stricter, never looser, while the projector lags
 * (docs/decisions/106-one-wagering-figure.md).
 */
export const wageringRequirements = pgTable(
  'wagering_requirements',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `deposit:<id>`, `deposit-bonus:<id>`, `carried:<user>`: one row per requirement, idempotently. */
    key: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Hundredths of turnover required. */
    requirement: bigint({ mode: 'number' }).notNull(),
    /** Hundredths of turnover counted so far (stakes of later journals, less their rollbacks). */
    wagered: bigint({ mode: 'number' }).notNull().default(0),
    /** The journal that credited what this requirement is for; only later stakes count. */
    creditJournalId: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wagering_requirements_key').on(table.key),
    // The gate's sum and the projector's allocation: a player's requirements not yet met.
    index('wagering_requirements_open')
      .on(table.userId, table.creditJournalId)
      .where(sql`${table.wagered} < ${table.requirement}`),
    // A rollback gives stakes back to the rows that counted them.
    index('wagering_requirements_user').on(table.userId, table.id),
    check('wagering_requirements_requirement', sql`${table.requirement} > 0`),
    check('wagering_requirements_wagered', sql`${table.wagered} between 0 and ${table.requirement}`),
  ],
)
