import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import type { Asset } from './ledger-accounts.types.ts'

/** The calls of the SQL functions that write the ledger (db/functions/ledger_post.sql, ledger_post_batch.sql). */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** A posting as ledger_post() takes it. */
export type Leg =
  | { user: number; kind: string; asset: Asset; amount: number }
  | { house: string; asset: Asset; amount: number }

/** One checked and hashed request, as ledger_post() and ledger_post_batch() take it. */
export interface LedgerCall {
  key: string
  hash: string
  kind: string
  postings: Leg[]
  metadata: { [key: string]: JsonValue }
  /** The one player account the request names, if exactly one: ledger_post_batch orders by it. */
  user?: number
  account?: string
}

/** What ledger_post() answers (see ledger_answer and ledger_replay in the migration). */
export const answerSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('posted'),
    journalId: z.number(),
    createdAt: z.number(),
    replayed: z.boolean(),
    postings: z.array(
      z.object({ accountId: z.number(), amount: z.number(), balanceAfter: z.number().nullable() }),
    ),
  }),
  z.object({
    outcome: z.literal('rejected'),
    journalId: z.number(),
    replayed: z.boolean(),
    rejection: z.object({ code: z.literal('INSUFFICIENT_BALANCE'), accountId: z.number() }),
  }),
  z.object({ outcome: z.literal('conflict'), journalId: z.number() }),
])
export type LedgerAnswer = z.infer<typeof answerSchema>

const oneSchema = z.object({ rows: z.tuple([z.object({ answer: answerSchema })]) })
const batchSchema = z.object({ rows: z.tuple([z.object({ answers: z.array(answerSchema) })]) })

/** One journal, one statement: in the caller's transaction, or a transaction of its own. */
export async function callLedgerPost(executor: Executor, call: LedgerCall): Promise<LedgerAnswer> {
  const result = await executor.execute(
    sql`select ledger_post(${call.key}, ${call.hash}, ${call.kind}, ${JSON.stringify(call.postings)}::jsonb,
      ${JSON.stringify(call.metadata)}::jsonb) as answer`,
  )
  return oneSchema.parse(result).rows[0].answer
}

/** Several journals in one statement, so one transaction and one commit. Answers in call order. */
export async function callLedgerPostBatch(
  executor: Executor,
  calls: readonly LedgerCall[],
): Promise<LedgerAnswer[]> {
  const result = await executor.execute(
    sql`select ledger_post_batch(${JSON.stringify(calls)}::jsonb) as answers`,
  )
  const { answers } = batchSchema.parse(result).rows[0]
  if (answers.length !== calls.length) throw new Error('ledger_post_batch answered the wrong number of calls')
  return answers
}
