import { randomInt } from 'node:crypto'

import type { Db, Tx } from './client.ts'

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
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(
        work,
        options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined,
      )
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error
      const ceiling = Math.min(100, 2 ** attempt)
      await sleep(ceiling / 2 + randomInt(ceiling))
    }
  }
}

export function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  // Drizzle wraps driver errors; the SQLSTATE sits on the innermost cause.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
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
