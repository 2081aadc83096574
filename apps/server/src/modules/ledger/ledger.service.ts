import { hash } from 'node:crypto'

import { sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { GroupCommit, type GroupCommitOptions } from '../../db/group-commit.ts'
import { ledgerAccounts, ledgerHouseShards } from '../../db/schema/ledger.ts'
import { isTransaction, retryTransient, sqlState, withinTransaction } from '../../db/transaction.ts'
import {
  accountLabel,
  ASSETS,
  assetOf,
  DEFAULT_HOUSE_SHARDS,
  HOUSE_CODE_PATTERN,
  houseKind,
  isItemAccountKind,
  PLAYER_ACCOUNT_ASSETS,
  type AccountRef,
  type Asset,
} from './ledger-accounts.types.ts'
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  LedgerRequestError,
} from './ledger-errors.types.ts'
import {
  callLedgerPost,
  callLedgerPostBatch,
  type JsonValue,
  type LedgerAnswer,
  type LedgerCall,
  type Leg,
} from './ledger-post.queries.ts'

/**
 * The ledger's one way to move value (docs/decisions/013-ledger.md). Callers import the module whole,
 * `import * as ledger from '…/ledger.service.ts'`, and write `ledger.post(tx, request)`.
 */

export type { JsonValue, LedgerCall } from './ledger-post.queries.ts'

export interface PostingRequest {
  account: AccountRef
  /** Hundredths of a peso (or units of the account's asset); positive raises the balance. */
  amount: number
}

export interface PostRequest {
  /** Unique per source: a provider transaction id, a gateway payment id, `claim:<activity>:<user>:<period>`… */
  idempotencyKey: string
  /** What happened: bet, win, deposit, claim… */
  kind: string
  /** At least two, each account once, summing to zero per asset. */
  postings: readonly PostingRequest[]
  metadata?: { [key: string]: JsonValue }
}

export interface PostedJournal {
  journalId: number
  createdAt: Date
  /** True when the key had been posted before: this is the first call's result, and nothing moved now. */
  replayed: boolean
  /** In request order. */
  postings: PostedPosting[]
}

export interface PostedPosting {
  accountId: number
  amount: number
  /** Player accounts: the balance right after this posting. House accounts: null. */
  balanceAfter: number | null
}

const MAX_POSTINGS = 16
const KIND_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/
/** Group commit (db/group-commit.ts): batches at once per database handle, and calls per batch. */
const BATCHING: GroupCommitOptions = { inFlight: 2, maxBatch: 32 }

const batchers = new WeakMap<Db, GroupCommit<LedgerCall, LedgerAnswer>>()

/**
 * Writes one journal: its postings and the balance updates, atomically, or nothing.
 *
 * - With a transaction handle it joins that transaction and its commit; a serialisation failure or
 *   deadlock reaches the caller, whose inTransaction() runs the whole transaction again.
 * - With the database handle it commits before answering, durably. Posts that arrive while others
 *   are in flight share a statement and a commit (db/group-commit.ts); a serialisation failure or
 *   deadlock is retried.
 * - A key posted before answers with the first result (`replayed: true`) and moves nothing.
 * - A key first used for a different request throws IdempotencyKeyReusedError and moves nothing.
 * - A debit the player's balance does not cover throws InsufficientBalanceError; the attempt is kept
 *   under its key (when its transaction commits), so that key fails the same way for ever.
 * - A malformed request throws LedgerRequestError; nothing is kept under its key.
 */
export async function post(executor: Executor, request: PostRequest): Promise<PostedJournal> {
  const call = prepareCall(request)
  let answer: LedgerAnswer
  try {
    if (isTransaction(executor)) answer = await callLedgerPost(executor, call)
    else if (namesSeveralPlayers(call)) answer = await postAlone(executor, call)
    else answer = await batcherOf(executor).send(call)
  } catch (error) {
    if (sqlState(error) === 'LG001') throw new LedgerRequestError(rootMessage(error))
    throw error
  }
  switch (answer.outcome) {
    case 'posted':
      return {
        journalId: answer.journalId,
        createdAt: new Date(answer.createdAt),
        replayed: answer.replayed,
        postings: answer.postings,
      }
    case 'rejected':
      throw new InsufficientBalanceError({
        journalId: answer.journalId,
        accountId: answer.rejection.accountId,
        replayed: answer.replayed,
      })
    case 'conflict':
      throw new IdempotencyKeyReusedError(request.idempotencyKey, answer.journalId)
  }
}

/**
 * A journal naming several player accounts locks them all before it moves any, so it cannot take its
 * turn in a batch's order of accounts: it goes alone.
 */
function namesSeveralPlayers(call: LedgerCall): boolean {
  return call.postings.filter((leg) => 'user' in leg).length > 1
}

function postAlone(db: Db, call: LedgerCall): Promise<LedgerAnswer> {
  return retryTransient(() => callLedgerPost(db, call))
}

function batcherOf(db: Db): GroupCommit<LedgerCall, LedgerAnswer> {
  let batcher = batchers.get(db)
  if (!batcher) {
    batcher = createBatcher(db, BATCHING)
    batchers.set(db, batcher)
  }
  return batcher
}

/**
 * Tunes group commit for one database handle, e.g. more batches in flight for a larger pool.
 * `{ inFlight: poolSize, maxBatch: 1 }` turns it off: every post is a statement and a commit.
 */
export function configureBatching(db: Db, options: GroupCommitOptions): void {
  batchers.set(db, createBatcher(db, options))
}

function createBatcher(db: Db, options: GroupCommitOptions): GroupCommit<LedgerCall, LedgerAnswer> {
  return new GroupCommit<LedgerCall, LedgerAnswer>(
    (calls) => retryTransient(() => callLedgerPostBatch(db, calls)),
    (call) => postAlone(db, call),
    options,
  )
}

/**
 * Opens a house account (idempotent: an open one is left as it is) and answers its id. Its balance
 * is spread over `shards` rows; a busy account wants at least as many as concurrent writers.
 */
export async function openHouseAccount(
  executor: Executor,
  account: { code: string; asset: Asset; shards?: number },
): Promise<number> {
  const shards = account.shards ?? DEFAULT_HOUSE_SHARDS
  if (!HOUSE_CODE_PATTERN.test(account.code)) throw new LedgerRequestError(`Bad house code: ${account.code}`)
  if (!(account.asset in ASSETS)) throw new LedgerRequestError(`Unknown asset: ${account.asset}`)
  if (!Number.isInteger(shards) || shards < 1 || shards > 256)
    throw new LedgerRequestError('A house account has 1 to 256 shards')
  return withinTransaction(executor, async (tx) => {
    const [opened] = await tx
      .insert(ledgerAccounts)
      .values({
        holder: 'house',
        kind: houseKind(account.code),
        asset: account.asset,
        code: account.code,
        shardCount: shards,
      })
      .onConflictDoNothing({
        target: [ledgerAccounts.code, ledgerAccounts.asset],
        where: sql`${ledgerAccounts.holder} = 'house'`,
      })
      .returning({ id: ledgerAccounts.id })
    if (!opened) {
      const [existing] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          sql`${ledgerAccounts.holder} = 'house' and ${ledgerAccounts.code} = ${account.code} and ${ledgerAccounts.asset} = ${account.asset}`,
        )
      if (!existing) throw new Error(`House account ${account.code} vanished while opening`)
      return existing.id
    }
    await tx
      .insert(ledgerHouseShards)
      .values(Array.from({ length: shards }, (_, shard) => ({ accountId: opened.id, shard })))
    return opened.id
  })
}

/**
 * Checks a request and turns it into ledger_post's arguments. The hash covers what the request
 * means (kind, postings in any order, metadata), so a replay matches however its JSON was written.
 * Exported for the callers that hand a journal to a database function that posts it (the provider
 * wallet's bets: db/functions/provider_wallet_write_bets.sql).
 */
export function prepareCall(request: PostRequest): LedgerCall {
  const { idempotencyKey, kind, postings } = request
  if (idempotencyKey.length < 1 || idempotencyKey.length > 255)
    throw new LedgerRequestError('An idempotency key has 1 to 255 characters')
  if (!KIND_PATTERN.test(kind)) throw new LedgerRequestError(`Bad journal kind: ${kind}`)
  if (postings.length < 2 || postings.length > MAX_POSTINGS)
    throw new LedgerRequestError(`A journal has 2 to ${MAX_POSTINGS} postings`)

  const labels = new Set<string>()
  const sums = new Map<Asset, number>()
  const legs = postings.map(({ account, amount }): Leg => {
    const label = accountLabel(account)
    if (labels.has(label)) throw new LedgerRequestError(`${label} appears twice; net its postings`)
    labels.add(label)
    if (!Number.isSafeInteger(amount) || amount === 0)
      throw new LedgerRequestError(`${label}: the amount must be a non-zero whole number`)
    const asset = assetOf(account)
    sums.set(asset, (sums.get(asset) ?? 0) + amount)
    if ('userId' in account) {
      if (!Number.isSafeInteger(account.userId) || account.userId < 1)
        throw new LedgerRequestError(`Bad user id: ${account.userId}`)
      if (!(account.kind in PLAYER_ACCOUNT_ASSETS) && !isItemAccountKind(account.kind))
        throw new LedgerRequestError(`Unknown player account: ${account.kind}`)
      return { user: account.userId, kind: account.kind, asset, amount }
    }
    if (!HOUSE_CODE_PATTERN.test(account.house))
      throw new LedgerRequestError(`Bad house code: ${account.house}`)
    if (!(asset in ASSETS)) throw new LedgerRequestError(`Unknown asset: ${asset}`)
    return { house: account.house, asset, amount }
  })
  for (const [asset, sum] of sums) {
    if (sum !== 0) throw new LedgerRequestError(`The ${asset} postings sum to ${sum}, not zero`)
  }

  const metadata = request.metadata ?? {}
  const canonical = canonicalJson({
    kind,
    postings: postings
      .map((posting) => [accountLabel(posting.account), posting.amount] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
    metadata,
  })
  const players = legs.filter((leg) => 'user' in leg)
  const only = players.length === 1 ? players[0] : undefined
  return {
    key: idempotencyKey,
    hash: hash('sha256', canonical),
    kind,
    postings: legs,
    metadata,
    ...(only && 'user' in only ? { user: only.user, account: only.kind } : {}),
  }
}

/** JSON with object keys sorted at every level, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

function rootMessage(error: unknown): string {
  let current = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  return current instanceof Error ? current.message : String(current)
}
