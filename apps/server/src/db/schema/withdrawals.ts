import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'
import { staff } from './staff.ts'

/**
 * A player's receiving accounts (SPEC.md §3 "bank accounts keyed by bankId"): at most one per bank
 * (GCash and Maya count as banks). The bank list itself is in the withdrawal settings.
 */
export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    bankId: integer().notNull(),
    /** gcash | maya | bank, copied from the bank list when saved. */
    kind: text().notNull(),
    bankName: text().notNull(),
    /** E.164 for e-wallets, digits for banks. */
    accountNumber: text().notNull(),
    holderName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When it may first receive a withdrawal: the hold of the withdrawal settings after it was added
     * or changed (decision 015). Accounts saved before the hold existed are usable at once.
     */
    usableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.bankId] }),
    // Who else receives on a number: the agents' exclusions and twins (decisions 051, 111).
    index('receiving_accounts_number').on(table.accountNumber),
  ],
)

/**
 * Withdrawals (getExchange / exchange). The amount sits in the player's `hold` ledger account from
 * submission until it is paid (→ house payouts) or rejected/failed (→ back to coin). The receiving
 * account is copied in, so a later change of the account does not redirect a submitted withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The client's idempotency key: one withdrawal per (player, requestId). */
    requestId: text().notNull(),
    /** pending → paid | rejected, or pending → processing → paid | failed with an asynchronous payout. */
    state: text().notNull().default('pending'),
    amount: bigint({ mode: 'number' }).notNull(),
    fee: bigint({ mode: 'number' }).notNull().default(0),
    bankId: integer().notNull(),
    kind: text().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    holderName: text().notNull().default(''),
    reason: text().notNull().default(''),
    /** The payout adapter and its reference for the payment. */
    payoutAdapter: text(),
    payoutReference: text(),
    decidedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('withdrawals_user_request').on(table.userId, table.requestId),
    index('withdrawals_user_created').on(table.userId, table.id),
    index('withdrawals_state').on(table.state, table.id),
    // A Manila day's paid withdrawals for the figures (decision 084).
    index('withdrawals_paid_at')
      .on(table.paidAt)
      .where(sql`${table.state} = 'paid'`),
    check(
      'withdrawals_amount',
      sql`${table.amount} > 0 and ${table.fee} >= 0 and ${table.fee} < ${table.amount}`,
    ),
    check(
      'withdrawals_state_check',
      sql`${table.state} in ('pending', 'processing', 'paid', 'rejected', 'failed')`,
    ),
  ],
)

/**
 * Four eyes at the command line (decision 081): the operators (`cli:<name>`) who approved a withdrawal
 * above the four-eyes amount with `withdrawals:approve`; a second, different one pays it.
 */
export const cliWithdrawalApprovals = pgTable(
  'cli_withdrawal_approvals',
  {
    withdrawalId: bigint({ mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    operator: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.operator] })],
)

/** Four eyes: who approved a withdrawal above the threshold; a second, different person pays it. */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: bigint({ mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.staffId] })],
)
