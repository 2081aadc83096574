import type { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'
import { fromPglite, PgBoss, type Db as BossDb } from 'pg-boss'

import type { Database, Db } from '../../db/client.ts'
import { metrics } from '../../platform/metrics.ts'
import type { DepositsService } from '../deposits/deposits.service.ts'
import type { UploadsService } from '../uploads/uploads.service.ts'

/**
 * Scheduled work as jobs stored in PostgreSQL (docs/decisions/024-rewards-core.md), with pg-boss:
 * its cron schedules fire once per occurrence whichever process sees them first, a job is taken by
 * one worker (SKIP LOCKED) and retried when it fails, and each handler is idempotent besides, so a
 * retry after a crash between its commit and pg-boss's completion changes nothing.
 */

/** Cron expressions are read in Manila time (no daylight saving). */
export const JOBS_TIME_ZONE = 'Asia/Manila'
/** pg-boss's tables live in their own schema, apart from Panalo's. */
export const JOBS_SCHEMA = 'pgboss'

/** What a job's handler may use: the database, the upload storage's sweep, the deposits' expiry. */
export interface JobContext {
  db: Db
  uploads: Pick<UploadsService, 'sweepUnsent'>
  deposits: Pick<DepositsService, 'expireDue'>
}

export interface ScheduledJob {
  /** The queue's name (letters, digits, `-`). */
  name: string
  /** When, in Manila time: minute hour day-of-month month day-of-week. */
  cron: string
  /** Does the work due at `now`; safe to run twice. Answers a summary for the log. */
  run(context: JobContext, now: Date): Promise<object>
}

export interface JobQueue {
  boss: PgBoss
  stop(): Promise<void>
}

/** How often an idle worker asks for a job: the most frequent job runs once a minute. */
const POLLING_SECONDS = 10
/**
 * A running job's worker confirms it is alive this often (pg-boss's heartbeat, twice a period); a job
 * whose worker stops confirming (the process was killed) is failed and retried by another process
 * after about this long, rather than after its expiry (decision 072).
 */
const HEARTBEAT_SECONDS = 20

/** Starts pg-boss (creating or migrating its schema), puts up the schedules and works the jobs. */
export async function startJobQueue(
  database: Database,
  jobs: readonly ScheduledJob[],
  log: FastifyBaseLogger,
  options: Omit<JobContext, 'db'> & { pollingSeconds?: number },
): Promise<JobQueue> {
  const context: JobContext = { db: database.db, uploads: options.uploads, deposits: options.deposits }
  const connection = database.jobsConnection
  const boss =
    connection.kind === 'postgres'
      ? new PgBoss({
          connectionString: connection.url,
          schema: JOBS_SCHEMA,
          max: 3,
          application_name: 'panalo-jobs',
        })
      : new PgBoss({ db: pgliteExecutor(connection.client), backend: 'pglite', schema: JOBS_SCHEMA })
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
  await boss.start()
  for (const job of jobs) {
    // One at a time per job; a failed run is tried again a minute later, three times.
    await boss.createQueue(job.name, {
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 60,
      expireInSeconds: 30 * 60,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    })
    // `once`: occurrences missed while no process ran send one job when one starts again.
    await boss.schedule(job.name, job.cron, null, { tz: JOBS_TIME_ZONE, missed: 'once' })
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingSeconds ?? POLLING_SECONDS },
      async ([taken]) => {
        const started = Date.now()
        try {
          const summary = await job.run(context, new Date())
          log.info({ job: job.name, jobId: taken?.id, ms: Date.now() - started, ...summary }, 'job done')
          metrics.jobRun(job.name, 'done', (Date.now() - started) / 1000)
        } catch (error) {
          // pg-boss marks the job failed and retries it; the log says why.
          log.error({ err: error, job: job.name, jobId: taken?.id }, 'job failed')
          metrics.jobRun(job.name, 'failed', (Date.now() - started) / 1000)
          throw error
        }
      },
    )
  }
  log.info({ jobs: jobs.map((job) => `${job.name} ${job.cron}`), timeZone: JOBS_TIME_ZONE }, 'jobs started')
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
}

/**
 * pg-boss's PGlite adapter, with its scripts (several statements, no parameters: schema creation,
 * migrations, maintenance under an advisory lock) run inside PGlite's transaction lock. PGlite is one
 * session shared with the server's own transactions; the adapter alone rolls back a failed script in
 * a statement of its own, and a server transaction taking the session in between would meet the
 * aborted script's transaction.
 */
function pgliteExecutor(client: PGlite): BossDb {
  const adapter = fromPglite(client)
  return {
    ...adapter,
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return adapter.executeSql(text, values)
      // A BEGIN…COMMIT inside the script only warns here; a failure rolls back before the lock is released.
      const results = await client.transaction((tx) => tx.exec(text))
      return { rows: results.flatMap((result) => result.rows) }
    },
  }
}
