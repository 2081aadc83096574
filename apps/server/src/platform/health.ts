import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

import type { Database } from '../db/client.ts'

/** Whether this instance should get traffic; shutdown.ts turns `draining` on. */
export interface Readiness {
  draining: boolean
  /** /ready probes answered so far: shutdown waits for the balancer's next ones to see the drain. */
  probes: number
}

/** /ready's database check gives up after this long: a balancer must not wait on a hung database. */
const READY_DATABASE_MS = 2_000

/**
 * The load balancer's two questions (decision 072). `GET /health`: is the process alive (it answers
 * from the event loop alone, so a database outage does not get healthy processes restarted).
 * `GET /ready`: should it get requests: not draining, and the database answers. An instance listens
 * only once its migrations have run, so answering at all means the schema is in place.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Pick<Database, 'db' | 'poolStats'>,
): Readiness {
  const readiness: Readiness = { draining: false, probes: 0 }

  app.get('/health', async () => ({ status: 'ok' }))

  app.get('/ready', async (_request, reply) => {
    readiness.probes++
    if (readiness.draining) return reply.status(503).send({ status: 'draining' })
    // Every pooled connection busy with requests: the database is answering them. A probe queued
    // behind them would answer late, and a balancer would take a busy instance out as a dead one.
    const pool = database.poolStats()
    if (pool && pool.total > 0 && pool.idle === 0) return { status: 'ready' }
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        database.db.execute(sql`select 1`),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error('the database did not answer in time')),
            READY_DATABASE_MS,
          )
        }),
      ])
      return { status: 'ready' }
    } catch (error) {
      app.log.warn({ err: error }, 'not ready: the database does not answer')
      return reply.status(503).send({ status: 'database unavailable' })
    } finally {
      clearTimeout(timer)
    }
  })

  return readiness
}
