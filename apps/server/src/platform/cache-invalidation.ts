import type { FastifyBaseLogger } from 'fastify'

import type { Database } from '../db/client.ts'

/** The channel db/functions/notify_cache_change.sql announces a changed table on; the payload is its name. */
export const CACHE_CHANNEL = 'cache_change'

/** What to forget when a table changes: the table's name → the caches built from it. */
export type CacheInvalidations = Readonly<Record<string, readonly (() => void)[]>>

/**
 * Drops this process's cached copies as soon as any process commits a change to a table they are
 * built from (decision 071), so the operator's maintenance switch, the app config and the game
 * catalogue change on every instance at once. A notification sent while the listening connection
 * was lost is lost with it, so every cache is dropped when the connection is back (decision 062).
 * Answers a function that stops listening.
 */
export async function invalidateCachesOnChange(
  database: Pick<Database, 'listen'>,
  invalidations: CacheInvalidations,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return database.listen(
    CACHE_CHANNEL,
    (table) => {
      const caches = Object.hasOwn(invalidations, table) ? invalidations[table] : undefined
      if (!caches) return
      log.debug({ table }, 'cache invalidated by a change')
      for (const invalidate of caches) invalidate()
    },
    () => {
      for (const caches of Object.values(invalidations)) for (const invalidate of caches) invalidate()
    },
  )
}
