import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Tx } from '../../db/client.ts'
import type { StoredWalletAnswer } from '../../db/schema/game-rounds.ts'
import type { WalletAnswer, WalletStatus } from './provider-wallet.types.ts'
import { Refusal, rowsOf, storedAnswerSchema, toWalletAnswer, type CallKey } from './wallet-rules.ts'

/**
 * A win's or a rollback's claim of its transaction id in game_provider_transactions, and its stored
 * answer (bets claim theirs in provider_wallet_write_bets, db/functions/provider_wallet_write_bets.sql).
 */

const claimedRow = z.object({ id: z.coerce.number() })
const existingRow = z.object({
  kind: z.string(),
  request_hash: z.string(),
  user_id: z.coerce.number(),
  round_id: z.string(),
  amount: z.coerce.number(),
  answer: storedAnswerSchema,
  journal_id: z.coerce.number().nullable(),
  contribution: z.record(z.string(), z.coerce.number()).nullable(),
  rolled_back_at: z.unknown(),
})

/**
 * Claims the transaction id, or answers what an earlier row under it decides: its stored answer
 * (replay), its stored refusal (thrown, for the current balance), DUPLICATE_TRANSACTION (another
 * request, or the id of a rolled-back bet).
 */
export async function claim(
  tx: Tx,
  row: CallKey & { kind: 'win' | 'rollback' },
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
  if (existing.kind === 'refused' && existing.request_hash === row.hash)
    throw new Refusal(existing.answer.status as WalletStatus, existing.answer.reason, true)
  if (existing.kind !== row.kind || existing.request_hash !== row.hash)
    throw new Refusal('DUPLICATE_TRANSACTION', 'This transaction id was used for a different request')
  return { claimed: false, answer: toWalletAnswer(existing.answer) }
}

/** The row under a transaction id, locked when the call will change it. */
export async function findTransaction(tx: Tx, providerId: string, transactionId: string, lock: boolean) {
  const [row] = rowsOf(
    await tx.execute(sql`
      select kind, request_hash, user_id, round_id, amount, answer, journal_id, contribution, rolled_back_at
      from game_provider_transactions where provider = ${providerId} and transaction_id = ${transactionId}
      ${lock ? sql`for update` : sql``}`),
  ).map((raw) => existingRow.parse(raw))
  return row
}

/** The claim's answer, once the call has moved what it moves. */
export async function storeAnswer(tx: Tx, id: number, answer: WalletAnswer): Promise<void> {
  const stored: StoredWalletAnswer = {
    status: answer.status,
    balance: answer.balance,
    journalId: answer.journalId,
    ...(answer.reason ? { reason: answer.reason } : {}),
  }
  await tx.execute(sql`
    update game_provider_transactions
    set answer = ${JSON.stringify(stored)}::jsonb, journal_id = ${answer.journalId}
    where id = ${id}`)
}
