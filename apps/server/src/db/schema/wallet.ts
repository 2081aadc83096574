import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Per-player wallet state that is not a balance (balances live only in the ledger): running totals
 * the user info shows, the turnover a withdrawal still waits for, and the safebox password.
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
    /**
     * Turnover still to be wagered before a withdrawal (SPEC.md §3 `bet`), hundredths. Each credited
     * deposit and bonus adds its requirement; every settled stake takes its amount off, down to 0.
     */
    wageringRemaining: bigint({ mode: 'number' }).notNull().default(0),
    /** argon2id hash; null until the player sets a safebox password. */
    safeboxPasswordHash: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallet_players_total_recharge', sql`${table.totalRecharge} >= 0`),
    check('wallet_players_wagering', sql`${table.wageringRemaining} >= 0`),
  ],
)
