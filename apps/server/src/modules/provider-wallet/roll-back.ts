import { sql } from 'drizzle-orm'
import { z } from 'zod'

import * as ledger from '../ledger/ledger.service.ts'
import type { PlayPolicy } from '../responsible-gaming/play-policy.types.ts'
import { claim, findTransaction, storeAnswer } from './claims.ts'
import type { RollbackCall, WalletAnswer } from './provider-wallet.types.ts'
import {
  assertIds,
  coinAccount,
  coinBalance,
  JACKPOT_ACCRUAL_ACCOUNT,
  providerAccount,
  Refusal,
  requestHash,
  rowsOf,
  RunAgain,
  underPolicy,
  type CallKey,
  type CallRunner,
} from './wallet-rules.ts'

const roundRow = z.object({ user_id: z.coerce.number(), state: z.string() })

/**
 * A rollback: claim its id, then undo the bet it names exactly once — the bet's journal reversed,
 * the play policy's count undone, the bet marked and its round's stake lowered. A bet never seen
 * gets a tombstone under its id, so that it is refused if it comes late; a bet of a settled round
 * cannot be undone.
 */
export async function rollBack(
  { run, playPolicy }: CallRunner & { playPolicy: PlayPolicy },
  call: RollbackCall,
): Promise<WalletAnswer> {
  const key: CallKey = {
    providerId: call.providerId,
    transactionId: call.transactionId,
    kind: 'rollback',
    hash: requestHash({
      k: 'rollback',
      u: call.userId,
      r: call.roundId,
      g: call.gameId,
      ref: call.referenceTransactionId,
    }),
    userId: call.userId,
    roundId: call.roundId,
    gameId: call.gameId,
    amount: 0,
    referenceTransactionId: call.referenceTransactionId,
  }
  return run(
    call.userId,
    async (tx) => {
      assertIds(call)
      if (!call.referenceTransactionId || call.referenceTransactionId.length > 200)
        throw new Refusal('INVALID_REQUEST', 'A rollback names the bet it undoes')
      const claimed = await claim(tx, { ...key, kind: 'rollback' })
      if (!claimed.claimed) return claimed.answer

      const bet = await findTransaction(tx, call.providerId, call.referenceTransactionId, true)
      const settleWithoutMoving = async (reason?: string) => {
        const answer: WalletAnswer = {
          status: 'OK',
          balance: (await coinBalance(tx, call.userId)).balance,
          journalId: null,
          ...(reason ? { reason } : {}),
        }
        await storeAnswer(tx, claimed.id, answer)
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
      if (bet.kind === 'refused') return settleWithoutMoving('That transaction was refused: nothing moved')
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
      if (round?.state === 'closed') throw new Refusal('INVALID_REQUEST', 'The round of that bet is settled')

      // The bet's journal reversed: its share comes back from the accrual account, which the next
      // sweep evens out with the pools if the share had already reached them.
      const contributed = Object.values(bet.contribution ?? {}).reduce((total, share) => total + share, 0)
      const journal = await ledger.post(tx, {
        idempotencyKey: `provider:${call.providerId}:${call.transactionId}`,
        kind: 'bet_rollback',
        postings: [
          { account: coinAccount(call.userId), amount: bet.amount },
          { account: providerAccount(call.providerId), amount: -(bet.amount - contributed) },
          ...(contributed > 0 ? [{ account: JACKPOT_ACCRUAL_ACCOUNT, amount: -contributed }] : []),
        ],
        metadata: {
          provider: call.providerId,
          round: bet.round_id,
          game: call.gameId,
          bet: call.referenceTransactionId,
        },
      })
      const balance = journal.postings[0]?.balanceAfter ?? 0
      await underPolicy(() => playPolicy.recordRollback(tx, call.userId, bet.amount))
      await tx.execute(sql`
      update game_provider_transactions set rolled_back_at = now()
      where provider = ${call.providerId} and transaction_id = ${call.referenceTransactionId}`)
      await tx.execute(sql`
      update game_rounds set stake = stake - ${bet.amount}, balance_after = ${balance}, updated_at = now()
      where provider = ${call.providerId} and round_id = ${bet.round_id}`)
      const answer: WalletAnswer = { status: 'OK', balance, journalId: journal.journalId }
      await storeAnswer(tx, claimed.id, answer)
      return answer
    },
    undefined,
    key,
  )
}
