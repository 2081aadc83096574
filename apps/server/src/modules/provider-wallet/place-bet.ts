import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { GroupCommit } from '../../db/group-commit.ts'
import { retryTransient } from '../../db/transaction.ts'
import { SESSION_IDLE_MS } from '../games/game-sessions.service.ts'
import type { PlayPolicy, StakeClock } from '../responsible-gaming/play-policy.types.ts'
import type { BetCall, WalletAnswer, WalletStatus } from './provider-wallet.types.ts'
import {
  assertAmount,
  assertIds,
  Refusal,
  requestHash,
  rowsOf,
  storedAnswerSchema,
  storeRefusal,
  toWalletAnswer,
  underPolicy,
  type CallKey,
  type CallRunner,
} from './wallet-rules.ts'

/**
 * A bet goes to provider_wallet_place_bets (db/functions/provider_wallet_place_bets.sql), the one implementation of a
 * bet: bets that arrive while others are in flight share its statement and a commit (group commit,
 * db/group-commit.ts). When the play policy has something to check for the player (a break, a bet,
 * loss or time limit in force) the function answers {check}, and the bet runs again in a transaction
 * of its own: the policy's assertMayBet, the same function told the policy has checked, and the
 * policy's recordStake.
 */

/** What provider_wallet_place_bets answers for one bet (db/functions/provider_wallet_write_bets.sql). */
const placedResultSchema = z.union([
  z.object({ answer: storedAnswerSchema, written: z.literal(true).optional() }),
  // stored: the refusal stored under the id earlier (issue 38), replayed.
  z.object({ refused: z.string(), reason: z.string().nullable(), stored: z.literal(true).optional() }),
  z.object({ check: z.literal(true) }),
])
type PlacedResult = z.infer<typeof placedResultSchema>
type Decided = Exclude<PlacedResult, { check: true }>
const placedRowSchema = z.object({ answers: z.array(placedResultSchema) })

/**
 * How the play policy sees a bet in provider_wallet_place_bets: "sql" — the function checks the policy's
 * common case and answers {check} when there is more to check; "caller" — it answers {check} for any
 * new bet; "checked" — the policy ran in this transaction and counts the stake itself.
 */
type PolicyMode = 'sql' | 'caller' | 'checked'

/** provider_wallet_place_bets's arguments for one bet. */
interface PlacedBet {
  provider: string
  transaction: string
  hash: string
  user: number
  round: string
  game: number
  amount: number
  /** The jackpot's share of the stake per tier, those above zero; SQL builds the bet's journal. */
  contribution: Record<string, number>
  stakeAt: StakeClock | null
  /** The launch the bet must belong to (BetCall.sessionTokenHash), or null to check none. */
  session: { tokenHash: string; idleSeconds: number } | null
  policy: PolicyMode
}

export interface BetPlacerOptions extends CallRunner {
  db: Db
  playPolicy: PlayPolicy
  /** Each jackpot tier's share of a stake in basis points, those above zero. */
  shares: readonly (readonly [string, number])[]
}

export function createBetPlacer(
  options: BetPlacerOptions,
): (call: BetCall, within?: Tx) => Promise<WalletAnswer> {
  const { db, playPolicy, shares, run, refusalAnswer } = options

  /**
   * The jackpot's share of a stake per tier. provider_wallet_write_bets builds the bet's journal from
   * the bet: the stake off the player's coins, to the provider's house account less the share, and
   * the share to HOUSE.jackpotAccrual, from which the sweep moves it to the pools (three postings
   * instead of one per pool: each posting is a good part of a bet's database work). The share of each
   * tier is kept on the bet's claim, so that a rollback returns exactly it.
   */
  function contributionOf(amount: number): Record<string, number> {
    const contribution: Record<string, number> = {}
    for (const [tier, bp] of shares) {
      const share = Math.floor((amount * bp) / 10_000)
      if (share > 0) contribution[tier] = share
    }
    return contribution
  }

  function placedBet(call: BetCall, hash: string, stakeAt: StakeClock | null, policy: PolicyMode): PlacedBet {
    return {
      provider: call.providerId,
      transaction: call.transactionId,
      hash,
      user: call.userId,
      round: call.roundId,
      game: call.gameId,
      amount: call.amount,
      contribution: contributionOf(call.amount),
      stakeAt,
      session:
        call.sessionTokenHash === undefined
          ? null
          : { tokenHash: call.sessionTokenHash, idleSeconds: SESSION_IDLE_MS / 1000 },
      policy,
    }
  }

  async function placeBets(executor: Executor, bets: PlacedBet[]): Promise<PlacedResult[]> {
    const [row] = rowsOf(
      await executor.execute(
        sql`select provider_wallet_place_bets(${JSON.stringify(bets)}::jsonb) as answers`,
      ),
    ).map((raw) => placedRowSchema.parse(raw))
    if (!row || row.answers.length !== bets.length)
      throw new Error('provider_wallet_place_bets answered the wrong number of bets')
    return row.answers
  }

  async function placeOne(executor: Executor, bet: PlacedBet): Promise<PlacedResult> {
    const [answer] = await placeBets(executor, [bet])
    if (!answer) throw new Error('provider_wallet_place_bets answered no bet')
    return answer
  }

  const betCommits = new GroupCommit<PlacedBet, PlacedResult>(
    (bets) => retryTransient(() => placeBets(db, bets)),
    (bet) => retryTransient(() => placeOne(db, bet)),
    { inFlight: 2, maxBatch: 32 },
  )

  const refusalOf = (result: { refused: string; reason: string | null; stored?: true | undefined }) =>
    new Refusal(result.refused as WalletStatus, result.reason ?? undefined, result.stored === true)

  /** What identifies the bet, for the refusal stored under its id. */
  const keyOf = (call: BetCall, hash: string): CallKey => ({
    providerId: call.providerId,
    transactionId: call.transactionId,
    kind: 'bet',
    hash,
    userId: call.userId,
    roundId: call.roundId,
    gameId: call.gameId,
    amount: call.amount,
    referenceTransactionId: null,
  })

  /** Inside a transaction: the answer, or the refusal thrown for run() to answer. */
  function settled(result: Decided): WalletAnswer {
    if ('refused' in result) throw refusalOf(result)
    return toWalletAnswer(result.answer)
  }

  /** `again`: a concurrent call under the id stored its outcome first; this run answers it, storing nothing. */
  async function bet(call: BetCall, within: Tx | undefined, again: boolean): Promise<WalletAnswer> {
    const hash = requestHash({ k: 'bet', u: call.userId, r: call.roundId, g: call.gameId, a: call.amount })
    const key = keyOf(call, hash)
    try {
      assertIds(call)
      assertAmount(call.amount, false)
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      // A malformed bet is refused whatever is stored under its id; the first refusal is kept.
      const answer = await refusalAnswer(call.userId, error, within)
      await storeRefusal(within ?? db, key, answer)
      return answer
    }
    const stakeClock = playPolicy.stakeClock?.() ?? null
    if (stakeClock && !within) {
      const result = await betCommits.send(placedBet(call, hash, stakeClock, 'sql'))
      if (!('check' in result)) {
        if (!('refused' in result)) return toWalletAnswer(result.answer)
        const refusal = refusalOf(result)
        const answer = await refusalAnswer(call.userId, refusal)
        // A concurrent bet under the id stored its outcome first: that outcome is the id's.
        if (again || refusal.stored || (await storeRefusal(db, key, answer))) return answer
        return bet(call, undefined, true)
      }
    }
    // In the caller's transaction, or when the play policy has something to check for this player
    // (or checks every bet itself: a policy without a clock): the same function, then, if it asks,
    // the policy's own code around it.
    return run(
      call.userId,
      async (tx) => {
        const first = await placeOne(tx, placedBet(call, hash, stakeClock, stakeClock ? 'sql' : 'caller'))
        if (!('check' in first)) return settled(first)
        await underPolicy(() => playPolicy.assertMayBet(tx, call.userId, call.amount))
        const placed = await placeOne(tx, placedBet(call, hash, stakeClock, 'checked'))
        if ('check' in placed) throw new Error('provider_wallet_place_bets asked to check a checked bet')
        if ('written' in placed && placed.written)
          await underPolicy(() => playPolicy.recordStake(tx, call.userId, call.amount))
        return settled(placed)
      },
      within,
      again ? undefined : key,
    )
  }
  return (call, within) => bet(call, within, false)
}
