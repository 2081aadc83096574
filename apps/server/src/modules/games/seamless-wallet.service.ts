import { hash } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor, Tx } from '../../db/client.ts'
import type { StoredWalletAnswer } from '../../db/schema/game-rounds.ts'
import { GroupCommit } from '../../db/group-commit.ts'
import { inTransaction, retryTransient } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { HOUSE, type AccountRef } from '../ledger/ledger-accounts.ts'
import type { LedgerCall } from '../ledger/ledger-post.queries.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { PlayPolicy, StakeClock } from '../responsible-gaming/play-policy.ts'
import { SESSION_IDLE_MS } from './game-sessions.ts'
import { DEFAULT_JACKPOT_SHARES, type JackpotShares } from './jackpot-accrual.ts'
import type {
  BetCall,
  RollbackCall,
  SeamlessWallet,
  WalletAnswer,
  WalletStatus,
  WinCall,
} from './seamless-wallet.ts'

/**
 * The seamless wallet over the ledger (docs/decisions/017-provider-wallet-and-launch.md). Each call
 * is one database transaction:
 *
 * 1. claim (provider, transaction id) in game_provider_transactions; a row already there is a replay
 *    (same request hash → its stored answer), a tombstone (a bet a rollback came before → refused),
 *    or a different request under the same id (→ DUPLICATE_TRANSACTION);
 * 2. the responsible-gaming policy (bets: assertMayBet, then recordStake; wins: recordWin;
 *    rollbacks: recordRollback);
 * 3. one ledger journal, key `provider:<providerId>:<transactionId>`: a bet debits the player's coins,
 *    credits HOUSE.provider(providerId) with the stake less its jackpot share and HOUSE.jackpotAccrual
 *    with the share, which the jackpot sweep moves on to the pools (jackpot-accrual.ts); a win is the
 *    reverse without the jackpot; a rollback is the exact reverse of its bet's journal;
 * 4. the round (game_rounds) and the stored answer.
 *
 * Only answers that moved value (or settled for good: a rollback of a bet never seen) are stored. A
 * refusal — policy, insufficient funds, unknown round or player — rolls the whole transaction back,
 * so it changes nothing and the same id may be tried again once the reason is gone.
 */

export interface SeamlessWalletOptions {
  db: Db
  playPolicy: PlayPolicy
  jackpotShares?: JackpotShares
}

export type SeamlessWalletService = SeamlessWallet & {
  /** Opens HOUSE.provider(providerId) if needed; the calls do it on first use anyway. */
  openProvider(providerId: string): Promise<void>
}

class Refusal extends Error {
  readonly status: WalletStatus
  readonly reason: string | undefined

  constructor(status: WalletStatus, reason?: string) {
    super(status)
    this.status = status
    this.reason = reason
  }
}

/** Thrown to have inTransaction() run the whole transaction again (a race it lost on a unique key). */
class RunAgain extends Error {
  readonly code = '40001'
}

const claimedRow = z.object({ id: z.coerce.number() })
const storedAnswer = z.object({
  status: z.string(),
  balance: z.coerce.number(),
  journalId: z.coerce.number().nullable(),
  reason: z.string().optional(),
})
/** What wallet_place_bets answers for one bet (db/functions/wallet_write_bets.sql). */
const placedResult = z.union([
  z.object({ answer: storedAnswer, written: z.literal(true).optional() }),
  z.object({ refused: z.string(), reason: z.string().nullable() }),
  z.object({ check: z.literal(true) }),
])
type PlacedResult = z.infer<typeof placedResult>
const placedRow = z.object({ answers: z.array(placedResult) })

/**
 * How the play policy sees a bet in wallet_place_bets: "sql" — the function checks the policy's
 * common case and answers {check} when there is more to check; "caller" — it answers {check} for any
 * new bet; "checked" — the policy ran in this transaction and counts the stake itself.
 */
type PolicyMode = 'sql' | 'caller' | 'checked'

/** wallet_place_bets's arguments for one bet. */
interface PlacedBet {
  provider: string
  transaction: string
  hash: string
  user: number
  round: string
  game: number
  amount: number
  contribution: Record<string, number>
  ledger: LedgerCall
  stakeAt: StakeClock | null
  /** The launch the bet must belong to (BetCall.sessionTokenHash), or null to check none. */
  session: { tokenHash: string; idleSeconds: number } | null
  policy: PolicyMode
}
const existingRow = z.object({
  kind: z.string(),
  request_hash: z.string(),
  user_id: z.coerce.number(),
  round_id: z.string(),
  amount: z.coerce.number(),
  answer: storedAnswer,
  journal_id: z.coerce.number().nullable(),
  contribution: z.record(z.string(), z.coerce.number()).nullable(),
  rolled_back_at: z.unknown(),
})
const roundRow = z.object({ user_id: z.coerce.number(), state: z.string() })
const balanceRow = z.object({ known: z.boolean(), balance: z.coerce.number().nullable() })

/** A stored answer as the wallet answers it. */
function toWalletAnswer(answer: z.infer<typeof storedAnswer>): WalletAnswer {
  return {
    status: answer.status as WalletStatus,
    balance: answer.balance,
    journalId: answer.journalId,
    ...(answer.reason ? { reason: answer.reason } : {}),
  }
}

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows
}

export function createSeamlessWallet(options: SeamlessWalletOptions): SeamlessWalletService {
  const { db, playPolicy } = options
  const shares = Object.entries(options.jackpotShares ?? DEFAULT_JACKPOT_SHARES).filter(([, bp]) => bp > 0)
  const openProviders = new Set<string>()

  async function openProvider(providerId: string): Promise<void> {
    if (openProviders.has(providerId)) return
    await ledger.openHouseAccount(db, { code: HOUSE.provider(providerId), asset: 'PHP' })
    for (const [tier] of shares)
      await ledger.openHouseAccount(db, { code: HOUSE.jackpot(tier), asset: 'PHP' })
    await ledger.openHouseAccount(db, { code: HOUSE.jackpotAccrual, asset: 'PHP' })
    openProviders.add(providerId)
  }

  /** The player's coins, and whether the player exists at all. */
  async function coinBalance(
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

  function requestHash(parts: Record<string, unknown>): string {
    return hash('sha256', JSON.stringify(parts))
  }

  /**
   * Claims the transaction id, or answers what an earlier row under it decides: its stored answer
   * (replay), TRANSACTION_ROLLED_BACK (tombstone), DUPLICATE_TRANSACTION (another request).
   */
  async function claim(
    tx: Tx,
    row: {
      providerId: string
      transactionId: string
      kind: 'win' | 'rollback'
      hash: string
      userId: number
      roundId: string
      gameId: number
      amount: number
      referenceTransactionId: string | null
    },
  ): Promise<{ claimed: true; id: number } | { claimed: false; answer: WalletAnswer }> {
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into game_provider_transactions
          (provider, transaction_id, kind, request_hash, user_id, round_id, game_id, amount, reference_transaction_id, answer)
        select ${row.providerId}, ${row.transactionId}, ${row.kind}, ${row.hash}, ${row.userId}, ${row.roundId},
          ${row.gameId}, ${row.amount}, ${row.referenceTransactionId}, '{"status":"PENDING","balance":0,"journalId":null}'::jsonb
        where exists (select 1 from users where id = ${row.userId})
        on conflict (provider, transaction_id) do nothing
        returning id`),
    ).map((raw) => claimedRow.parse(raw))
    if (inserted[0]) return { claimed: true, id: inserted[0].id }
    const existing = await findTransaction(tx, row.providerId, row.transactionId, false)
    if (!existing) throw new Refusal('UNKNOWN_PLAYER')
    if (existing.kind === 'tombstone')
      throw new Refusal('DUPLICATE_TRANSACTION', 'This id names a rolled-back bet')
    if (existing.kind !== row.kind || existing.request_hash !== row.hash)
      throw new Refusal('DUPLICATE_TRANSACTION', 'This transaction id was used for a different request')
    return { claimed: false, answer: toWalletAnswer(existing.answer) }
  }

  async function findTransaction(tx: Tx, providerId: string, transactionId: string, lock: boolean) {
    const [row] = rowsOf(
      await tx.execute(sql`
        select kind, request_hash, user_id, round_id, amount, answer, journal_id, contribution, rolled_back_at
        from game_provider_transactions where provider = ${providerId} and transaction_id = ${transactionId}
        ${lock ? sql`for update` : sql``}`),
    ).map((raw) => existingRow.parse(raw))
    return row
  }

  async function store(
    tx: Tx,
    id: number,
    answer: WalletAnswer,
    extra: { contribution?: Record<string, number> } = {},
  ) {
    const stored: StoredWalletAnswer = {
      status: answer.status,
      balance: answer.balance,
      journalId: answer.journalId,
      ...(answer.reason ? { reason: answer.reason } : {}),
    }
    await tx.execute(sql`
      update game_provider_transactions
      set answer = ${JSON.stringify(stored)}::jsonb, journal_id = ${answer.journalId},
        contribution = ${extra.contribution ? JSON.stringify(extra.contribution) : null}::jsonb
      where id = ${id}`)
  }

  /** Runs one call; a Refusal rolls everything back and answers its status with the current balance. */
  async function run(userId: number, work: (tx: Tx) => Promise<WalletAnswer>): Promise<WalletAnswer> {
    try {
      return await inTransaction(db, work)
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      return refusalAnswer(userId, error)
    }
  }

  function assertAmount(amount: number, allowZero: boolean): void {
    if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0))
      throw new Refusal('INVALID_REQUEST', 'The amount must be a whole number of hundredths above zero')
  }

  function assertIds(call: { transactionId: string; roundId: string; providerId: string }): void {
    if (!call.transactionId || call.transactionId.length > 200 || !call.roundId || call.roundId.length > 200)
      throw new Refusal('INVALID_REQUEST', 'Transaction and round ids have 1 to 200 characters')
    if (!/^[a-z][a-z0-9_.-]*$/.test(call.providerId)) throw new Refusal('INVALID_REQUEST', 'Bad provider id')
  }

  const coin = (userId: number): AccountRef => ({ userId, kind: 'coin' })
  const providerAccount = (providerId: string): AccountRef => ({
    house: HOUSE.provider(providerId),
    asset: 'PHP',
  })
  const jackpotAccrual: AccountRef = { house: HOUSE.jackpotAccrual, asset: 'PHP' }

  async function policy(work: () => Promise<void>): Promise<void> {
    try {
      await work()
    } catch (error) {
      if (error instanceof AppError) throw new Refusal('PLAYER_BLOCKED', error.errorName)
      throw error
    }
  }

  /**
   * The bet's journal: the stake off the player's coins, to the provider's house account less the
   * jackpot share, and the share to HOUSE.jackpotAccrual, from which the sweep moves it to the pools;
   * `contribution` is the share of each tier, kept on the bet's row. Three postings instead of one per
   * pool: each posting is a good part of a bet's database work.
   */
  function betJournal(call: BetCall): { journal: ledger.PostRequest; contribution: Record<string, number> } {
    const contribution: Record<string, number> = {}
    let contributed = 0
    for (const [tier, bp] of shares) {
      const share = Math.floor((call.amount * bp) / 10_000)
      if (share > 0) {
        contribution[tier] = share
        contributed += share
      }
    }
    return {
      contribution,
      journal: {
        idempotencyKey: `provider:${call.providerId}:${call.transactionId}`,
        kind: 'bet',
        postings: [
          { account: coin(call.userId), amount: -call.amount },
          { account: providerAccount(call.providerId), amount: call.amount - contributed },
          ...(contributed > 0 ? [{ account: jackpotAccrual, amount: contributed }] : []),
        ],
        metadata: { provider: call.providerId, round: call.roundId, game: call.gameId },
      },
    }
  }

  /** A bet as wallet_place_bets takes it. */
  function placedBet(call: BetCall, hash: string, stakeAt: StakeClock | null, policy: PolicyMode): PlacedBet {
    const { journal, contribution } = betJournal(call)
    return {
      provider: call.providerId,
      transaction: call.transactionId,
      hash,
      user: call.userId,
      round: call.roundId,
      game: call.gameId,
      amount: call.amount,
      contribution,
      ledger: ledger.prepareCall(journal),
      stakeAt,
      session:
        call.sessionTokenHash === undefined
          ? null
          : { tokenHash: call.sessionTokenHash, idleSeconds: SESSION_IDLE_MS / 1000 },
      policy,
    }
  }

  /** wallet_place_bets: the one implementation of a bet, for a batch or a bet alone. */
  async function placeBets(executor: Executor, bets: PlacedBet[]): Promise<PlacedResult[]> {
    const [row] = rowsOf(
      await executor.execute(sql`select wallet_place_bets(${JSON.stringify(bets)}::jsonb) as answers`),
    ).map((raw) => placedRow.parse(raw))
    if (!row || row.answers.length !== bets.length)
      throw new Error('wallet_place_bets answered the wrong number of bets')
    return row.answers
  }

  function placeOne(executor: Executor, bet: PlacedBet): Promise<PlacedResult> {
    return placeBets(executor, [bet]).then(([answer]) => answer as PlacedResult)
  }

  // Bets that arrive while others are in flight share a statement and a commit (db/group-commit.ts).
  const betCommits = new GroupCommit<PlacedBet, PlacedResult>(
    (bets) => retryTransient(() => placeBets(db, bets)),
    (bet) => retryTransient(() => placeOne(db, bet)),
    { inFlight: 2, maxBatch: 32 },
  )

  /** Inside a transaction: a placed bet's answer, or its refusal thrown for run() to answer. */
  function settled(result: Exclude<PlacedResult, { check: true }>): WalletAnswer {
    if ('refused' in result) throw new Refusal(result.refused as WalletStatus, result.reason ?? undefined)
    return toWalletAnswer(result.answer)
  }

  /** A placed bet's answer: the wallet answer taken or replayed, or a refusal with the current balance. */
  async function answerOf(
    userId: number,
    result: Exclude<PlacedResult, { check: true }>,
  ): Promise<WalletAnswer> {
    if ('refused' in result)
      return refusalAnswer(userId, new Refusal(result.refused as WalletStatus, result.reason ?? undefined))
    return toWalletAnswer(result.answer)
  }

  /** A refused call's answer: its status with the player's current balance (nothing moved). */
  async function refusalAnswer(userId: number, refusal: Refusal): Promise<WalletAnswer> {
    const { known, balance } = await coinBalance(db, userId)
    return {
      status: known ? refusal.status : 'UNKNOWN_PLAYER',
      balance: known ? balance : 0,
      journalId: null,
      ...(refusal.reason ? { reason: refusal.reason } : {}),
    }
  }

  return {
    openProvider,

    async balance({ providerId, userId }) {
      const { known, balance } = await coinBalance(db, userId)
      void providerId
      return known
        ? { status: 'OK', balance, journalId: null }
        : { status: 'UNKNOWN_PLAYER', balance: 0, journalId: null }
    },

    async bet(call: BetCall) {
      await openProvider(call.providerId)
      try {
        assertIds(call)
        assertAmount(call.amount, false)
      } catch (error) {
        if (error instanceof Refusal) return refusalAnswer(call.userId, error)
        throw error
      }
      const hash = requestHash({ k: 'bet', u: call.userId, r: call.roundId, g: call.gameId, a: call.amount })
      const stakeClock = playPolicy.stakeClock?.() ?? null
      if (stakeClock) {
        const result = await betCommits.send(placedBet(call, hash, stakeClock, 'sql'))
        if (!('check' in result)) return answerOf(call.userId, result)
      }
      // The play policy has something to check for this player (or checks every bet: a policy
      // without a clock). Its own code runs in the bet's transaction, around the same function.
      return run(call.userId, async (tx) => {
        const first = await placeOne(tx, placedBet(call, hash, stakeClock, 'caller'))
        if ('check' in first) {
          await policy(() => playPolicy.assertMayBet(tx, call.userId, call.amount))
          const placed = await placeOne(tx, placedBet(call, hash, stakeClock, 'checked'))
          if ('check' in placed) throw new Error('wallet_place_bets asked to check a checked bet')
          if ('answer' in placed && placed.written)
            await policy(() => playPolicy.recordStake(tx, call.userId, call.amount))
          return settled(placed)
        }
        return settled(first)
      })
    },

    async win(call: WinCall) {
      await openProvider(call.providerId)
      return run(call.userId, async (tx) => {
        assertIds(call)
        assertAmount(call.amount, true)
        const hash = requestHash({
          k: 'win',
          u: call.userId,
          r: call.roundId,
          g: call.gameId,
          a: call.amount,
          ref: call.referenceTransactionId ?? null,
          c: call.roundClosed ?? false,
        })
        const claimed = await claim(tx, {
          ...call,
          kind: 'win',
          hash,
          referenceTransactionId: call.referenceTransactionId ?? null,
        })
        if (!claimed.claimed) return claimed.answer

        const [round] = rowsOf(
          await tx.execute(sql`
            select user_id, state from game_rounds
            where provider = ${call.providerId} and round_id = ${call.roundId} for update`),
        ).map((raw) => roundRow.parse(raw))
        if (!round || round.user_id !== call.userId)
          throw new Refusal('UNKNOWN_ROUND', 'No bet of this player opened this round')

        let balance: number
        let journalId: number | null = null
        if (call.amount > 0) {
          const journal = await ledger.post(tx, {
            idempotencyKey: `provider:${call.providerId}:${call.transactionId}`,
            kind: 'win',
            postings: [
              { account: providerAccount(call.providerId), amount: -call.amount },
              { account: coin(call.userId), amount: call.amount },
            ],
            metadata: { provider: call.providerId, round: call.roundId, game: call.gameId },
          })
          balance = journal.postings[1]?.balanceAfter ?? 0
          journalId = journal.journalId
          await policy(() => playPolicy.recordWin(tx, call.userId, call.amount))
        } else {
          balance = (await coinBalance(tx, call.userId)).balance
        }
        await tx.execute(sql`
          update game_rounds set win = win + ${call.amount}, balance_after = ${balance}, updated_at = now(),
            state = case when ${call.roundClosed ?? false} then 'closed' else state end
          where provider = ${call.providerId} and round_id = ${call.roundId}`)
        const answer: WalletAnswer = { status: 'OK', balance, journalId }
        await store(tx, claimed.id, answer)
        return answer
      })
    },

    async rollback(call: RollbackCall) {
      await openProvider(call.providerId)
      return run(call.userId, async (tx) => {
        assertIds(call)
        if (!call.referenceTransactionId || call.referenceTransactionId.length > 200)
          throw new Refusal('INVALID_REQUEST', 'A rollback names the bet it undoes')
        const hash = requestHash({
          k: 'rollback',
          u: call.userId,
          r: call.roundId,
          g: call.gameId,
          ref: call.referenceTransactionId,
        })
        const claimed = await claim(tx, { ...call, kind: 'rollback', hash, amount: 0 })
        if (!claimed.claimed) return claimed.answer

        const bet = await findTransaction(tx, call.providerId, call.referenceTransactionId, true)
        const settleWithoutMoving = async (reason?: string) => {
          const answer: WalletAnswer = {
            status: 'OK',
            balance: (await coinBalance(tx, call.userId)).balance,
            journalId: null,
            ...(reason ? { reason } : {}),
          }
          await store(tx, claimed.id, answer)
          return answer
        }
        if (!bet) {
          // The bet has not arrived (or never will): leave a tombstone under its id.
          const tomb = rowsOf(
            await tx.execute(sql`
              insert into game_provider_transactions
                (provider, transaction_id, kind, request_hash, user_id, round_id, game_id, amount, reference_transaction_id, answer)
              values (${call.providerId}, ${call.referenceTransactionId}, 'tombstone', '', ${call.userId}, ${call.roundId},
                ${call.gameId}, 0, ${call.transactionId}, '{"status":"TRANSACTION_ROLLED_BACK","balance":0,"journalId":null}'::jsonb)
              on conflict (provider, transaction_id) do nothing
              returning id`),
          )
          // The bet committed while we looked: run again, and undo it this time.
          if (tomb.length === 0) throw new RunAgain('the bet arrived concurrently')
          return settleWithoutMoving('Unknown bet: tombstoned')
        }
        if (bet.kind === 'tombstone') return settleWithoutMoving('Already tombstoned')
        if (bet.kind !== 'bet') throw new Refusal('INVALID_REQUEST', 'Only a bet can be rolled back')
        if (bet.user_id !== call.userId)
          throw new Refusal('INVALID_REQUEST', 'That bet belongs to another player')
        if (bet.rolled_back_at !== null) return settleWithoutMoving('Already rolled back')
        if (bet.journal_id === null) return settleWithoutMoving('Nothing moved for that bet')
        const [round] = rowsOf(
          await tx.execute(sql`
            select user_id, state from game_rounds
            where provider = ${call.providerId} and round_id = ${bet.round_id} for update`),
        ).map((raw) => roundRow.parse(raw))
        if (round?.state === 'closed')
          throw new Refusal('INVALID_REQUEST', 'The round of that bet is settled')

        // The bet's journal reversed: its share comes back from the accrual account, which the next
        // sweep evens out with the pools if the share had already reached them.
        const contributed = Object.values(bet.contribution ?? {}).reduce((total, share) => total + share, 0)
        const journal = await ledger.post(tx, {
          idempotencyKey: `provider:${call.providerId}:${call.transactionId}`,
          kind: 'bet_rollback',
          postings: [
            { account: coin(call.userId), amount: bet.amount },
            { account: providerAccount(call.providerId), amount: -(bet.amount - contributed) },
            ...(contributed > 0 ? [{ account: jackpotAccrual, amount: -contributed }] : []),
          ],
          metadata: {
            provider: call.providerId,
            round: bet.round_id,
            game: call.gameId,
            bet: call.referenceTransactionId,
          },
        })
        const balance = journal.postings[0]?.balanceAfter ?? 0
        await policy(() => playPolicy.recordRollback(tx, call.userId, bet.amount))
        await tx.execute(sql`
          update game_provider_transactions set rolled_back_at = now()
          where provider = ${call.providerId} and transaction_id = ${call.referenceTransactionId}`)
        await tx.execute(sql`
          update game_rounds set stake = stake - ${bet.amount}, balance_after = ${balance}, updated_at = now()
          where provider = ${call.providerId} and round_id = ${bet.round_id}`)
        const answer: WalletAnswer = { status: 'OK', balance, journalId: journal.journalId }
        await store(tx, claimed.id, answer)
        return answer
      })
    },
  }
}
