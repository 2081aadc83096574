import { randomInt } from 'node:crypto'

import { is } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'

import type { Db, Executor, Tx } from './client.ts'

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01'])
const MAX_ATTEMPTS = 8

export interface TransactionOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable'
}

/**
 * Runs `work` in one transaction and retries it when PostgreSQL reports a serialisation failure or a
 * deadlock. `work` must therefore have no side effects outside the database; run those after commit.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return retryTransient(() =>
    db.transaction(work, options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined),
  )
}

/** Runs `work` in the caller's transaction when handed one, or else in a new one (with retries). */
export async function withinTransaction<T>(executor: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return isTransaction(executor) ? work(executor) : inTransaction(executor, work)
}

export function isTransaction(executor: Executor): executor is Tx {
  return is(executor, PgTransaction)
}

/**
 * Runs `attempt` again, after a short random pause, when it fails with a serialisation failure or a
 * deadlock. `attempt` must be a whole transaction (or one statement outside a transaction).
 */
export async function retryTransient<T>(attempt: () => Promise<T>): Promise<T> {
  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt()
    } catch (error) {
      if (attempts >= MAX_ATTEMPTS || !isRetryable(error)) throw error
      const ceiling = Math.min(100, 2 ** attempts)
      await sleep(ceiling / 2 + randomInt(ceiling))
    }
  }
}

export function sqlState(error: unknown): string | undefined {
  return databaseError(error)?.code
}

/** The database's own error under Drizzle's wrappers (the SQLSTATE sits on the innermost cause): SQLSTATE, message and detail. */
export function databaseError(
  error: unknown,
): { code: string; message: string; detail: string | undefined } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, detail } = current as { code?: unknown; message?: unknown; detail?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        message: typeof message === 'string' ? message : '',
        detail: typeof detail === 'string' && detail !== '' ? detail : undefined,
      }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function isRetryable(error: unknown): boolean {
  const state = sqlState(error)
  return state !== undefined && RETRYABLE_SQLSTATES.has(state)
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
