import { hash } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { HOUSE, type AccountRef } from '../ledger/ledger-accounts.types.ts'
import type { WalletAnswer, WalletStatus } from './provider-wallet.types.ts'

/** What the wallet's calls share: refusals, request checks, answers and the accounts a call moves. */

/** A call refused: the whole transaction rolls back and the call answers this status and the balance. */
export class Refusal extends Error {
  readonly status: WalletStatus
  readonly reason: string | undefined
  /** The refusal stored under the id earlier, replayed: nothing to store again. */
  readonly stored: boolean

  constructor(status: WalletStatus, reason?: string, stored = false) {
    super(status)
    this.status = status
    this.reason = reason
    this.stored = stored
  }
}

/** What identifies a call and its request, for its claim and for the refusal stored under its id. */
export interface CallKey {
  providerId: string
  transactionId: string
  kind: 'bet' | 'win' | 'rollback'
  hash: string
  userId: number
  roundId: string
  gameId: number
  amount: number
  referenceTransactionId: string | null
}

/** Refusals a row already under the id explains (another request, a rolled-back bet's id): none stored. */
const EXPLAINED_BY_A_ROW = new Set<WalletStatus>(['DUPLICATE_TRANSACTION', 'TRANSACTION_ROLLED_BACK'])

/**
 * Stores a refusal under its call's id, so that the id's first outcome is final (issue 38;
 * docs/decisions/060-a-refusal-is-final.md): the same request again answers the refusal, another
 * request under the id is DUPLICATE_TRANSACTION. Answers false when a concurrent call under the id
 * stored its own outcome first; that outcome is then the id's.
 */
export async function storeRefusal(executor: Executor, key: CallKey, answer: WalletAnswer): Promise<boolean> {
  if (EXPLAINED_BY_A_ROW.has(answer.status)) return true
  try {
    assertIds(key)
  } catch {
    return true // no id to store it under
  }
  if (!Number.isSafeInteger(key.userId)) return true
  // A malformed amount is refused for good too; the hash keeps what was asked.
  const amount = Number.isSafeInteger(key.amount) ? key.amount : 0
  const stored = {
    status: answer.status,
    balance: 0,
    journalId: null,
    ...(answer.reason ? { reason: answer.reason } : {}),
  }
  const inserted = rowsOf(
    await executor.execute(sql`
      insert into game_provider_transactions
        (provider, transaction_id, kind, request_hash, user_id, round_id, game_id, amount, reference_transaction_id, answer)
      values (${key.providerId}, ${key.transactionId}, 'refused', ${key.hash}, ${key.userId}, ${key.roundId},
        ${key.gameId}, ${amount}, ${key.referenceTransactionId}, ${JSON.stringify(stored)}::jsonb)
      on conflict (provider, transaction_id) do nothing
      returning id`),
  )
  return inserted.length > 0
}

/** Thrown to have inTransaction() run the whole transaction again (a race it lost on a unique key). */
export class RunAgain extends Error {
  readonly code = '40001'
}

export const storedAnswerSchema = z.object({
  status: z.string(),
  balance: z.coerce.number(),
  journalId: z.coerce.number().nullable(),
  reason: z.string().optional(),
})

/** A stored answer as the wallet answers it. */
export function toWalletAnswer(answer: z.infer<typeof storedAnswerSchema>): WalletAnswer {
  return {
    status: answer.status as WalletStatus,
    balance: answer.balance,
    journalId: answer.journalId,
    ...(answer.reason ? { reason: answer.reason } : {}),
  }
}

export function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows
}

/** The SHA-256 of what a request means: the same id with another hash is another request. */
export function requestHash(parts: Record<string, unknown>): string {
  return hash('sha256', JSON.stringify(parts))
}

export function assertAmount(amount: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0))
    throw new Refusal('INVALID_REQUEST', 'The amount must be a whole number of hundredths above zero')
}

export function assertIds(call: { transactionId: string; roundId: string; providerId: string }): void {
  if (!call.transactionId || call.transactionId.length > 200 || !call.roundId || call.roundId.length > 200)
    throw new Refusal('INVALID_REQUEST', 'Transaction and round ids have 1 to 200 characters')
  if (!/^[a-z][a-z0-9_.-]*$/.test(call.providerId)) throw new Refusal('INVALID_REQUEST', 'Bad provider id')
}

/** Runs a play-policy step; its refusal (an AppError) refuses the call as PLAYER_BLOCKED. */
export async function underPolicy(work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    if (error instanceof AppError) throw new Refusal('PLAYER_BLOCKED', error.errorName)
    throw error
  }
}

export const coinAccount = (userId: number): AccountRef => ({ userId, kind: 'coin' })
export const providerAccount = (providerId: string): AccountRef => ({
  house: HOUSE.provider(providerId),
  asset: 'PHP',
})
export const JACKPOT_ACCRUAL_ACCOUNT: AccountRef = { house: HOUSE.jackpotAccrual, asset: 'PHP' }

const balanceRow = z.object({ known: z.boolean(), balance: z.coerce.number().nullable() })

/** The player's coins, and whether the player exists at all. */
export async function coinBalance(
  executor: Executor,
  userId: number,
): Promise<{ known: boolean; balance: number }> {
  const [row] = rowsOf(
    await executor.execute(sql`
      select exists (select 1 from users where id = ${userId}) as known,
        (select b.balance from ledger_accounts a join ledger_player_balances b on b.account_id = a.id
          where a.holder = 'player' and a.owner_user_id = ${userId} and a.kind = 'coin' and a.asset = 'PHP') as balance`),
  ).map((raw) => balanceRow.parse(raw))
  return { known: row?.known ?? false, balance: row?.balance ?? 0 }
}

export interface CallRunner {
  /**
   * Runs one call in a transaction of its own, or in a savepoint of the caller's transaction when
   * handed one; a Refusal rolls the call back, is stored under the call's id (key) and answers its
   * status. When a concurrent call under the id stored its outcome first, the call runs once more and
   * answers that.
   */
  run(
    userId: number,
    work: (tx: Tx) => Promise<WalletAnswer>,
    within?: Tx,
    key?: CallKey,
  ): Promise<WalletAnswer>
  /** A refused call's answer: its status with the player's current balance (nothing moved). */
  refusalAnswer(userId: number, refusal: Refusal, executor?: Executor): Promise<WalletAnswer>
}

export function createCallRunner(db: Db): CallRunner {
  async function refusalAnswer(
    userId: number,
    refusal: Refusal,
    executor: Executor = db,
  ): Promise<WalletAnswer> {
    const { known, balance } = await coinBalance(executor, userId)
    return {
      status: known ? refusal.status : 'UNKNOWN_PLAYER',
      balance: known ? balance : 0,
      journalId: null,
      ...(refusal.reason ? { reason: refusal.reason } : {}),
    }
  }
  const run: CallRunner['run'] = async (userId, work, within, key) => {
    try {
      return within ? await within.transaction(work) : await inTransaction(db, work)
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      const answer = await refusalAnswer(userId, error, within)
      if (!key || error.stored || (await storeRefusal(within ?? db, key, answer))) return answer
      return run(userId, work, within)
    }
  }
  return { refusalAnswer, run }
}
