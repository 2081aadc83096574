import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Tx } from '../../db/client.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { PlayPolicy } from '../responsible-gaming/play-policy.types.ts'
import { claim, storeAnswer } from './claims.ts'
import type { WalletAnswer, WinCall } from './provider-wallet.types.ts'
import {
  assertAmount,
  assertIds,
  coinAccount,
  coinBalance,
  providerAccount,
  Refusal,
  requestHash,
  rowsOf,
  underPolicy,
  type CallKey,
  type CallRunner,
} from './wallet-rules.ts'

const roundRow = z.object({ user_id: z.coerce.number(), state: z.string() })

/**
 * A win: claim its id, find the round it pays (this player's, or UNKNOWN_ROUND), the journal from
 * the provider's house account to the player's coins (none for a zero win, which only closes a
 * lost round), the play policy's count, the round's total and state, the stored answer.
 */
export async function settleWin(
  { run, playPolicy }: CallRunner & { playPolicy: PlayPolicy },
  call: WinCall,
  within?: Tx,
): Promise<WalletAnswer> {
  const key: CallKey = {
    providerId: call.providerId,
    transactionId: call.transactionId,
    kind: 'win',
    hash: requestHash({
      k: 'win',
      u: call.userId,
      r: call.roundId,
      g: call.gameId,
      a: call.amount,
      ref: call.referenceTransactionId ?? null,
      c: call.roundClosed ?? false,
    }),
    userId: call.userId,
    roundId: call.roundId,
    gameId: call.gameId,
    amount: call.amount,
    referenceTransactionId: call.referenceTransactionId ?? null,
  }
  return run(
    call.userId,
    async (tx) => {
      assertIds(call)
      assertAmount(call.amount, true)
      const claimed = await claim(tx, { ...key, kind: 'win' })
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
            { account: coinAccount(call.userId), amount: call.amount },
          ],
          metadata: { provider: call.providerId, round: call.roundId, game: call.gameId },
        })
        balance = journal.postings[1]?.balanceAfter ?? 0
        journalId = journal.journalId
        await underPolicy(() => playPolicy.recordWin(tx, call.userId, call.amount))
      } else {
        balance = (await coinBalance(tx, call.userId)).balance
      }
      await tx.execute(sql`
      update game_rounds set win = win + ${call.amount}, balance_after = ${balance}, updated_at = now(),
        state = case when ${call.roundClosed ?? false} then 'closed' else state end
      where provider = ${call.providerId} and round_id = ${call.roundId}`)
      const answer: WalletAnswer = { status: 'OK', balance, journalId }
      await storeAnswer(tx, claimed.id, answer)
      return answer
    },
    within,
    key,
  )
}
