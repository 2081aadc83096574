import { createHash } from 'node:crypto'

import { ERRORS, type ErrorName } from '@panalo/contract/errors'
import { AUTOMATIC_FIELD_NAMES } from '@panalo/contract/request-fields'
import { and, eq } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { idempotentRequests, type RequestOutcome } from '../../db/schema/requests.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'

/**
 * The one idempotent-request store of the player money calls (docs/decisions/089-one-idempotent-request-store.md).
 * A call names its request by (player, scope = the call's name, requestId) and hands over its input.
 */
export interface RequestKey {
  userId: number
  scope: string
  requestId: string
  /** The call's validated input; requestId and the automatic fields are left out of its hash. */
  body: Record<string, unknown>
}

const LEFT_OUT = new Set<string>(['requestId', ...AUTOMATIC_FIELD_NAMES])

/**
 * Refusals that say "not now" rather than "no": like an unexpected error they keep nothing, the
 * request row included, so the same request may be sent again. A call adds its own (a draw another
 * draw of the player holds) with `notFinal`.
 */
const NOT_FINAL: readonly ErrorName[] = ['RATE_LIMITED', 'TEMPORARILY_UNAVAILABLE', 'MAINTENANCE']

/** Canonical JSON: keys sorted at every depth, undefined members dropped, as JSON.stringify drops them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item ?? null)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonical(member)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** SHA-256 (hex) of the body's canonical JSON, without requestId and the automatic fields. */
export function requestBodyHash(body: Record<string, unknown>): string {
  const kept = Object.fromEntries(Object.entries(body).filter(([key]) => !LEFT_OUT.has(key)))
  return createHash('sha256').update(canonical(kept)).digest('hex')
}

function refusalOf(error: AppError): RequestOutcome {
  return { errorName: error.errorName, errcode: error.errcode, msg: error.message, data: error.data }
}

function isErrorName(name: string): name is ErrorName {
  return Object.hasOwn(ERRORS, name)
}

/** The answer an outcome stands for: its data, or its refusal thrown again. */
function answerOf<T>(outcome: RequestOutcome): T {
  if ('ok' in outcome) return outcome.ok as T
  if (!isErrorName(outcome.errorName))
    throw new Error(`stored refusal ${outcome.errorName} is not in the catalogue`)
  throw new AppError(outcome.errorName, outcome.msg, outcome.data)
}

/**
 * Runs a player money call once per request, in one transaction it opens itself:
 *
 * 1. `insert … on conflict do nothing` of the request row: the first request owns the key; a racing
 *    one waits on the row until the first commits (or rolls back, and then owns it), then reads it.
 * 2. An earlier row with another body: REQUEST_ID_REUSED, and nothing changes.
 * 3. An earlier row: its outcome, a refusal included (the first outcome is final).
 * 4. Otherwise `work` runs in a savepoint. Its answer is written as the outcome; an AppError it
 *    throws rolls the savepoint back (nothing of the money is kept), is written as the outcome,
 *    committed, and thrown to the caller. Either way the caller gets the outcome as read back from
 *    the store, so the first answer and every replay are the same bytes. Any other error, or a refusal named not final (NOT_FINAL
 *    and `options.notFinal`), rolls everything back, the request row included, so the request may
 *    be sent again (a serialisation failure runs it all again).
 *
 * `work` must have no effects outside the database, and its answer must be plain JSON (it is stored).
 */
export async function oncePerRequest<T>(
  db: Db,
  key: RequestKey,
  work: (tx: Tx) => Promise<T>,
  options: { notFinal?: readonly ErrorName[] } = {},
): Promise<T> {
  const notFinal = new Set<ErrorName>([...NOT_FINAL, ...(options.notFinal ?? [])])
  const bodyHash = requestBodyHash(key.body)
  const where = and(
    eq(idempotentRequests.userId, key.userId),
    eq(idempotentRequests.scope, key.scope),
    eq(idempotentRequests.requestId, key.requestId),
  )
  const outcome = await inTransaction(db, async (tx): Promise<RequestOutcome> => {
    const [mine] = await tx
      .insert(idempotentRequests)
      .values({ userId: key.userId, scope: key.scope, requestId: key.requestId, bodyHash })
      .onConflictDoNothing()
      .returning({ userId: idempotentRequests.userId })
    if (!mine) {
      const [earlier] = await tx.select().from(idempotentRequests).where(where)
      if (!earlier) throw new Error(`request ${key.scope}/${key.requestId} vanished`)
      if (earlier.bodyHash !== bodyHash) return refusalOf(new AppError('REQUEST_ID_REUSED'))
      if (!earlier.outcome)
        throw new Error(`request ${key.scope}/${key.requestId} committed without an outcome`)
      return earlier.outcome
    }
    let result: RequestOutcome
    try {
      const answer = await tx.transaction((savepoint) => work(savepoint))
      result = { ok: answer ?? null }
    } catch (error) {
      if (!(error instanceof AppError) || notFinal.has(error.errorName)) throw error
      result = refusalOf(error)
    }
    // The owner answers the outcome as stored, read back, exactly as every replay will read it: jsonb
    // keeps no key order (shorter keys first), and a value JSON cannot carry (a Date) comes back as
    // the replay sees it (docs/decisions/116-a-request-answers-its-stored-outcome.md).
    const [stored] = await tx
      .update(idempotentRequests)
      .set({ outcome: result })
      .where(where)
      .returning({ outcome: idempotentRequests.outcome })
    if (!stored?.outcome) throw new Error(`request ${key.scope}/${key.requestId} lost its outcome`)
    return stored.outcome
  })
  return answerOf<T>(outcome)
}

/** What happened to one request of a player (support's question), or undefined for none. */
export async function findRequest(
  db: Executor,
  key: { userId: number; scope: string; requestId: string },
): Promise<{ bodyHash: string; outcome: RequestOutcome | null; createdAt: Date } | undefined> {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, key.userId),
        eq(idempotentRequests.scope, key.scope),
        eq(idempotentRequests.requestId, key.requestId),
      ),
    )
  return row
}
