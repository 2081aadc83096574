import { and, desc, eq, gte, isNull, like, lt, notLike, or, sql, sum, type SQL } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import {
  ledgerAccounts,
  ledgerHouseShards,
  ledgerJournals,
  ledgerPlayerBalances,
  ledgerPostings,
} from '../../db/schema/ledger.ts'
import {
  MONEY_ACCOUNT_KINDS,
  type Asset,
  type ItemAccountKind,
  type MoneyAccountKind,
  type PlayerAccountKind,
} from './ledger-accounts.types.ts'

/** Reads of the ledger. They take no locks: a balance read here may be a moment old by the time it shows. */

/** Every kind of player account that holds pesos, with its balance; an account never opened holds 0. */
export async function playerBalances(
  db: Executor,
  userId: number,
): Promise<Record<MoneyAccountKind, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerPlayerBalances.balance })
    .from(ledgerAccounts)
    .innerJoin(ledgerPlayerBalances, eq(ledgerPlayerBalances.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.holder, 'player'), eq(ledgerAccounts.ownerUserId, userId)))
  const byKind = new Map(rows.map((row) => [row.kind, row.balance]))
  return Object.fromEntries(MONEY_ACCOUNT_KINDS.map((kind) => [kind, byKind.get(kind) ?? 0])) as Record<
    MoneyAccountKind,
    number
  >
}

/** The balance of one player account (points, diamonds, an item…); an account never opened holds 0. */
export async function playerAccountBalance(
  db: Executor,
  userId: number,
  kind: PlayerAccountKind | ItemAccountKind,
): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerPlayerBalances.balance })
    .from(ledgerAccounts)
    .innerJoin(ledgerPlayerBalances, eq(ledgerPlayerBalances.accountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerAccounts.holder, 'player'),
        eq(ledgerAccounts.ownerUserId, userId),
        eq(ledgerAccounts.kind, kind),
      ),
    )
  return row?.balance ?? 0
}

export interface HistoryEntry {
  journalId: number
  /** The journal's kind: bet, win, deposit… */
  kind: string
  amount: number
  balanceAfter: number
  createdAt: Date
  metadata: unknown
}

export interface HistoryPage {
  entries: HistoryEntry[]
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null
}

/** Which journal kinds a history shows, by LIKE patterns: those matching one, or those matching none. */
export type JournalKindFilter = { like: readonly string[] } | { notLike: readonly string[] }

/**
 * One page of a player account's postings, newest first (the coin detail, the points and diamond logs),
 * optionally only journals of some kinds and those made in [from, until).
 */
export async function postingHistory(
  db: Executor,
  query: {
    userId: number
    kind: PlayerAccountKind
    before?: number | undefined
    limit: number
    from?: Date | undefined
    until?: Date | undefined
    journalKinds?: JournalKindFilter | undefined
  },
): Promise<HistoryPage> {
  // The account first, then its postings by it: with the account's id in the statement the planner
  // knows how many postings it has (a heavy player's are a tenth of the table), and walks the
  // (account, journal) index newest first for one page; joined by owner, it guessed an average account
  // and read and sorted all of a heavy player's postings (0.5 s at 1 million bets; decision 076).
  const accountId = await playerAccountId(db, query.userId, query.kind)
  if (accountId === undefined) return { entries: [], nextBefore: null }
  const rows = await db
    .select({
      journalId: ledgerPostings.journalId,
      kind: ledgerJournals.kind,
      amount: ledgerPostings.amount,
      balanceAfter: sql<number>`${ledgerPostings.balanceAfter}`.mapWith(Number),
      createdAt: ledgerJournals.createdAt,
      metadata: ledgerJournals.metadata,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(
      and(
        eq(ledgerPostings.accountId, accountId),
        isNull(ledgerPostings.shard),
        journalKindCondition(query.journalKinds),
        query.from ? gte(ledgerJournals.createdAt, query.from) : undefined,
        query.until ? lt(ledgerJournals.createdAt, query.until) : undefined,
        query.before === undefined ? undefined : lt(ledgerPostings.journalId, query.before),
      ),
    )
    .orderBy(desc(ledgerPostings.accountId), desc(ledgerPostings.journalId))
    .limit(query.limit + 1)
  const entries = rows.slice(0, query.limit)
  const last = entries.at(-1)
  return { entries, nextBefore: rows.length > query.limit && last ? last.journalId : null }
}

/** A player's account of one kind, or undefined when never opened. */
async function playerAccountId(
  db: Executor,
  userId: number,
  kind: PlayerAccountKind | ItemAccountKind,
): Promise<number | undefined> {
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.holder, 'player'),
        eq(ledgerAccounts.ownerUserId, userId),
        eq(ledgerAccounts.kind, kind),
      ),
    )
  return account?.id
}

/**
 * What one journal moved on a player's account, signed (negative when it took from it; 0 when it did
 * not touch it): the points an exchange replayed from its journal spent.
 */
export async function journalPlayerAmount(
  db: Executor,
  query: { userId: number; kind: PlayerAccountKind; journalId: number },
): Promise<number> {
  const accountId = await playerAccountId(db, query.userId, query.kind)
  if (accountId === undefined) return 0
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.journalId, query.journalId), eq(ledgerPostings.accountId, accountId)))
  return row?.amount ?? 0
}

/** The newest journal that raised a player's account (0 for none): the diamond shop's red dot. */
export async function lastCreditJournalId(
  db: Executor,
  userId: number,
  kind: PlayerAccountKind,
): Promise<number> {
  // The account's id first, as postingHistory does, so the player's postings index is walked newest first.
  const accountId = await playerAccountId(db, userId, kind)
  if (accountId === undefined) return 0
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${ledgerPostings.journalId}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.accountId, accountId),
        isNull(ledgerPostings.shard),
        sql`${ledgerPostings.amount} > 0`,
      ),
    )
  return row?.id ?? 0
}

function journalKindCondition(filter: JournalKindFilter | undefined): SQL | undefined {
  if (!filter) return undefined
  if ('like' in filter) return or(...filter.like.map((pattern) => like(ledgerJournals.kind, pattern)))
  return and(...filter.notLike.map((pattern) => notLike(ledgerJournals.kind, pattern)))
}

/** Every account a player has opened, by kind, with its balance (the players desk's page). */
export async function openedPlayerBalances(db: Executor, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerPlayerBalances.balance })
    .from(ledgerAccounts)
    .innerJoin(ledgerPlayerBalances, eq(ledgerPlayerBalances.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.holder, 'player'), eq(ledgerAccounts.ownerUserId, userId)))
  return new Map(rows.map((row) => [row.kind, row.balance]))
}

/**
 * What a player holds in each account that holds no pesos (points, liveness, diamonds, items), by
 * account kind; accounts never opened are absent.
 */
export async function playerNonMoneyBalances(db: Executor, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerPlayerBalances.balance })
    .from(ledgerAccounts)
    .innerJoin(ledgerPlayerBalances, eq(ledgerPlayerBalances.accountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerAccounts.holder, 'player'),
        eq(ledgerAccounts.ownerUserId, userId),
        sql`${ledgerAccounts.asset} <> 'PHP'`,
      ),
    )
  return new Map(rows.map((row) => [row.kind, row.balance]))
}

/** A house account's balance: the sum of its shards. Null when no such account is open. */
export async function houseBalance(db: Executor, code: string, asset: Asset): Promise<number | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: sum(ledgerHouseShards.balance).mapWith(Number) })
    .from(ledgerAccounts)
    .leftJoin(ledgerHouseShards, eq(ledgerHouseShards.accountId, ledgerAccounts.id))
    .where(
      and(eq(ledgerAccounts.holder, 'house'), eq(ledgerAccounts.code, code), eq(ledgerAccounts.asset, asset)),
    )
    .groupBy(ledgerAccounts.id)
  return row ? row.balance : null
}

/**
 * A player's balance of one account, locked until the transaction ends: a journal posted after it in
 * the same transaction may take up to this much and no bet can spend it meanwhile. 0 for an account
 * never opened.
 */
export async function lockPlayerBalance(tx: Tx, userId: number, kind: PlayerAccountKind): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerPlayerBalances.balance })
    .from(ledgerPlayerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPlayerBalances.accountId))
    .where(
      and(
        eq(ledgerAccounts.holder, 'player'),
        eq(ledgerAccounts.ownerUserId, userId),
        eq(ledgerAccounts.kind, kind),
      ),
    )
    .for('update', { of: ledgerPlayerBalances })
  return row?.balance ?? 0
}
