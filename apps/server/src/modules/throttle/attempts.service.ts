import { eq, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { attemptCounters } from '../../db/schema/accounts.ts'

export interface AttemptLimit {
  /** Attempts allowed per window. */
  limit: number
  windowMs: number
}

export interface AttemptTaken {
  allowed: boolean
  attempts: number
  /** When the window ends and attempts are allowed again (ms from now); 0 while allowed. */
  retryAfterMs: number
}

/**
 * Counts one attempt against a key (e.g. `login:account:maria`) and says whether it is within the
 * limit. One atomic upsert per attempt, so parallel requests cannot all slip under the limit: each
 * takes its own place in the count *before* the work it guards (checking a password) is done.
 */
export async function takeAttempt(
  db: Executor,
  key: string,
  { limit, windowMs }: AttemptLimit,
): Promise<AttemptTaken> {
  const windowSeconds = windowMs / 1000
  const stale = sql`${attemptCounters.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, windowStartedAt: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        windowStartedAt: sql`case when ${stale} then now() else ${attemptCounters.windowStartedAt} end`,
        attempts: sql`case when ${stale} then 1 else ${attemptCounters.attempts} + 1 end`,
      },
    })
    .returning({
      attempts: attemptCounters.attempts,
      remainingMs: sql<number>`greatest(0, extract(epoch from (${attemptCounters.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())) * 1000)::float8`,
    })
  if (!row) throw new Error(`takeAttempt(${key}) returned no row`)
  const allowed = row.attempts <= limit
  return { allowed, attempts: row.attempts, retryAfterMs: allowed ? 0 : Math.ceil(Number(row.remainingMs)) }
}

/** Forgets the attempts of a key, e.g. after a successful login. */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key))
}

/** Gives one attempt back, e.g. a shared address's place after a login that succeeded. */
export async function giveBackAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ attempts: sql`greatest(0, ${attemptCounters.attempts} - 1)` })
    .where(eq(attemptCounters.key, key))
}
