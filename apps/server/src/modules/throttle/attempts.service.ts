import { and, eq, or, sql } from 'drizzle-orm'

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

/** A counter of failures under its own key, e.g. `safebox:user:42`. */
export interface FailureLimit extends AttemptLimit {
  key: string
}

export type SecretCheck = { outcome: 'right' | 'wrong' } | { outcome: 'throttled'; retryAfterMs: number }

/**
 * Counts one attempt against a key (e.g. `otp:ip:1.2.3.4`) and says whether it is within the limit.
 * One atomic upsert per attempt, so parallel requests cannot all slip under the limit: each takes its
 * own place in the count *before* the work it guards is done.
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
      remainingMs: remainingMs(windowSeconds),
    })
  if (!row) throw new Error(`takeAttempt(${key}) returned no row`)
  const allowed = row.attempts <= limit
  return { allowed, attempts: row.attempts, retryAfterMs: allowed ? 0 : Math.ceil(Number(row.remainingMs)) }
}

/**
 * Checks a secret (a password) under failure limits. Only failures count: a wrong answer takes a
 * place in every limit, a right one takes none, so a right secret is refused only once wrong ones
 * have used a limit up — never because other right ones arrived at the same moment.
 *
 * Checks under the same first key run one at a time in this process, each reading the failures the
 * ones before it counted, so parallel guesses cannot all be checked against the same count. Across
 * several server processes each may have one check in flight per key, so a limit can be passed by at
 * most one failure per process.
 */
export function checkSecret(
  db: Executor,
  limits: readonly [FailureLimit, ...FailureLimit[]],
  check: () => Promise<boolean>,
): Promise<SecretCheck> {
  return oneAtATime(limits[0].key, async () => {
    const counted = await Promise.all(limits.map((limit) => failuresSoFar(db, limit)))
    const spent = counted.filter((failures) => !failures.allowed)
    if (spent.length > 0)
      return {
        outcome: 'throttled',
        retryAfterMs: Math.max(...spent.map((failures) => failures.retryAfterMs)),
      }
    if (await check()) return { outcome: 'right' }
    await Promise.all(limits.map((limit) => takeAttempt(db, limit.key, limit)))
    return { outcome: 'wrong' }
  })
}

/** The failures a key has counted in its window, and whether another attempt may be checked. */
async function failuresSoFar(db: Executor, { key, limit, windowMs }: FailureLimit): Promise<AttemptTaken> {
  const windowSeconds = windowMs / 1000
  const [row] = await db
    .select({ attempts: attemptCounters.attempts, remainingMs: remainingMs(windowSeconds) })
    .from(attemptCounters)
    .where(
      and(
        eq(attemptCounters.key, key),
        sql`${attemptCounters.windowStartedAt} >= now() - make_interval(secs => ${windowSeconds})`,
      ),
    )
  const attempts = row?.attempts ?? 0
  const allowed = attempts < limit
  return { allowed, attempts, retryAfterMs: allowed ? 0 : Math.ceil(Number(row?.remainingMs ?? 0)) }
}

function remainingMs(windowSeconds: number) {
  return sql<number>`greatest(0, extract(epoch from (${attemptCounters.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())) * 1000)::float8`
}

const queues = new Map<string, Promise<unknown>>()

/** Runs `work` after every earlier work of the same key in this process has finished. */
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.then(work, work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  try {
    return await run
  } finally {
    if (queues.get(key) === settled) queues.delete(key)
  }
}

/**
 * The limits of a secret that belongs to one holder (an account, a player's safebox), as OWASP's
 * authentication guidance has them: failures from one address block only that holder and address, so
 * whoever guesses cannot lock the owner out from elsewhere; the holder's limit across all addresses
 * is much wider and stops guessing spread over many addresses. The holder's key comes first, so
 * checks of one holder run one at a time (checkSecret).
 */
export function holderLimits(
  holderKey: string,
  ip: string,
  limits: { perHolder: AttemptLimit; perHolderAndAddress: AttemptLimit },
): [FailureLimit, FailureLimit] {
  return [
    { key: holderKey, ...limits.perHolder },
    { key: pairKey(holderKey, ip), ...limits.perHolderAndAddress },
  ]
}

/** The key of a holder's failures from one address. */
export function pairKey(holderKey: string, ip: string): string {
  return `${holderKey}:ip:${ip}`
}

/** Forgets the attempts of a key and of every key under it (`key:…`), e.g. after a password reset. */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db
    .delete(attemptCounters)
    .where(or(eq(attemptCounters.key, key), sql`starts_with(${attemptCounters.key}, ${`${key}:`})`))
}

/** Gives one attempt back, e.g. a shared address's place after a login that succeeded. */
export async function giveBackAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ attempts: sql`greatest(0, ${attemptCounters.attempts} - 1)` })
    .where(eq(attemptCounters.key, key))
}
