import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The double-entry ledger (docs/decisions/013-ledger.md). Value moves only through the SQL function
 * `ledger_write_journals` (db/functions/), which `modules/ledger/ledger.service.ts` reaches through
 * ledger_post and ledger_post_batch.
 * Journals and postings are append-only: triggers refuse UPDATE, DELETE and TRUNCATE on them.
 */

/**
 * Who holds value. An account is an identity and never changes; its balance lives in a table of its
 * own. A player account belongs to a user: one row of ledger_player_balances, never below zero. A
 * house account (gateway clearing, provider settlement, promotions, jackpot pools, payouts) is named
 * by a code and spreads its balance over `shard_count` rows of ledger_house_shards, so that every bet
 * crediting one house account does not queue on one row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    holder: text({ enum: ['player', 'house'] }).notNull(),
    /** Player: coin, safebox, bonus… (modules/ledger/ledger-accounts.types.ts). House: the code's prefix. */
    kind: text().notNull(),
    /** The unit: PHP counts hundredths of a peso; later DIAMOND, POINT, DRAW_CHANCE. */
    asset: text().notNull(),
    /** Players only. The foreign key to users comes when the users table and this one have both landed. */
    ownerUserId: bigint({ mode: 'number' }),
    /** House only, e.g. `gateway:sandbox`, `provider:originals`, `jackpot:mega`, `promotions`. */
    code: text(),
    /** House only: how many rows of ledger_house_shards hold the balance. */
    shardCount: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player')
      .on(table.ownerUserId, table.kind)
      .where(sql`${table.holder} = 'player'`),
    uniqueIndex('ledger_accounts_house')
      .on(table.code, table.asset)
      .where(sql`${table.holder} = 'house'`),
    check(
      'ledger_accounts_holder',
      sql`(${table.holder} = 'player' and ${table.ownerUserId} is not null and ${table.code} is null and ${table.shardCount} is null)
       or (${table.holder} = 'house' and ${table.code} is not null and ${table.shardCount} between 1 and 256 and ${table.ownerUserId} is null)`,
    ),
    check('ledger_accounts_asset', sql`${table.asset} ~ '^[A-Z][A-Z_]{0,31}$'`),
  ],
)

/** A player account's cached balance: the sum of its postings, which the CHECK keeps at zero or above. */
export const ledgerPlayerBalances = pgTable(
  'ledger_player_balances',
  {
    accountId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => ledgerAccounts.id),
    balance: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('ledger_player_balances_not_negative', sql`${table.balance} >= 0`)],
)

/** A house account's balance is the sum of its shards; each shard is the sum of its postings. */
export const ledgerHouseShards = pgTable(
  'ledger_house_shards',
  {
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    shard: smallint().notNull(),
    balance: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.shard] })],
)

/**
 * One row per idempotency key: a posted journal with its postings, or a rejected attempt (insufficient
 * balance) kept so that the key fails the same way for ever. `request_hash` is the SHA-256 of the
 * request's canonical JSON; the same key with another hash is refused. The shape rules of journals
 * and postings (status, key length, non-zero amounts) are kept by ledger_post() and proved by the
 * invariant checker rather than by CHECK constraints, which PostgreSQL re-reads on every insert.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    /** What happened, e.g. `bet`, `win`, `deposit`, `claim`; free text so areas add their own. */
    kind: text().notNull(),
    status: text({ enum: ['posted', 'rejected'] }).notNull(),
    /** Rejected only: `{ code: 'INSUFFICIENT_BALANCE', accountId }`. */
    rejection: jsonb(),
    metadata: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ledger_journals_idempotency_key').on(table.idempotencyKey)],
)

/**
 * The legs of a journal. `amount` is signed: positive raises the account's balance, negative lowers
 * it; a journal's postings sum to zero per asset. There are no foreign keys: each would cost a query
 * and a row lock per posting on the hot path (on a shared house account, a lock on one hot row);
 * ledger_post() writes only resolved ids, and the invariant checker proves every reference.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    journalId: bigint({ mode: 'number' }).notNull(),
    /** The posting's position in the request, from 1. */
    leg: smallint().notNull(),
    accountId: bigint({ mode: 'number' }).notNull(),
    /** House accounts: the shard this posting moved. */
    shard: smallint(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** Player accounts: the balance right after this posting, for the coin-detail page. */
    balanceAfter: bigint({ mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.journalId, table.leg] }),
    // A player's history, newest first. House postings stay out: on a shared house account every
    // insert would land on the same index page.
    index('ledger_postings_player')
      .on(table.accountId, table.journalId)
      .where(sql`${table.shard} is null`),
  ],
)
