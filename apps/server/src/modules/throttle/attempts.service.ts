import { eq, or, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { attemptCounters } from '../../db/schema/throttle.ts'

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

/** A failure counted under a limit: the count it made, and when the limit's window started. */
export interface CountedFailure {
  key: string
  attempts: number
  windowStartedAt: Date
}

export type SecretCheck =
  | { outcome: 'right' }
  | { outcome: 'wrong'; counted: CountedFailure[] }
  /** `spentKey`: the limit that refused the check, so the caller can say which one. */
  | { outcome: 'throttled'; retryAfterMs: number; spentKey: string }

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
 * Checks a secret (a password) under failure limits. Only failures count: a wrong answer keeps a
 * place in every limit, a right one gives its places back, so a right secret is refused only once
 * wrong ones have used a limit up — never because other right ones arrived at the same moment.
 *
 * The check takes its place in every limit first, with one atomic statement per limit that never
 * counts past the limit (reservePlace), so however many processes check at once, no more secrets
 * are checked than a limit allows: a check that finds a limit spent runs no hash at all. Checks
 * under the same first key also run one at a time in this process, so that parallel right secrets
 * do not hold each other's places.
 */
export function checkSecret(
  db: Executor,
  limits: readonly [FailureLimit, ...FailureLimit[]],
  check: () => Promise<boolean>,
): Promise<SecretCheck> {
  return oneAtATime(limits[0].key, async () => {
    const reserved: CountedFailure[] = []
    const giveBack = () => Promise.all(reserved.map((place) => giveBackAttempt(db, place.key)))
    for (const limit of limits) {
      const place = await reservePlace(db, limit)
      if (!place) {
        await giveBack()
        return { outcome: 'throttled', retryAfterMs: await retryAfterMs(db, limit), spentKey: limit.key }
      }
      reserved.push(place)
    }
    let right: boolean
    try {
      right = await check()
    } catch (error) {
      await giveBack()
      throw error
    }
    if (!right) return { outcome: 'wrong', counted: reserved }
    await giveBack()
    return { outcome: 'right' }
  })
}

/**
 * Takes a place under a limit in one statement: the count goes up only while it is below the limit
 * (or its window has ended), so parallel callers each see their own count and none passes the
 * limit. Answers null when the limit is spent.
 */
async function reservePlace(
  db: Executor,
  { key, limit, windowMs }: FailureLimit,
): Promise<CountedFailure | null> {
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
      setWhere: sql`${stale} or ${attemptCounters.attempts} < ${limit}`,
    })
    .returning({ attempts: attemptCounters.attempts, windowStartedAt: attemptCounters.windowStartedAt })
  if (!row) return null
  // A limit of 0 refuses even the first place (insert cannot be conditional on the limit).
  if (row.attempts > limit) {
    await giveBackAttempt(db, key)
    return null
  }
  return { key, attempts: row.attempts, windowStartedAt: row.windowStartedAt }
}

/** How long until a spent limit's window ends. */
async function retryAfterMs(db: Executor, { key, windowMs }: FailureLimit): Promise<number> {
  const [row] = await db
    .select({ remainingMs: remainingMs(windowMs / 1000) })
    .from(attemptCounters)
    .where(eq(attemptCounters.key, key))
  return Math.ceil(Number(row?.remainingMs ?? 0))
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
