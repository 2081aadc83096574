import { AWARD_ITEM } from '@panalo/contract/award-items'
import { eq, sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { bonusGrants } from '../src/db/schema/rewards.ts'
import { inTransaction } from '../src/db/transaction.ts'
import {
  JOBS_TIME_ZONE,
  startJobQueue,
  type JobQueue,
  type ScheduledJob,
} from '../src/modules/jobs/job-queue.service.ts'
import { SCHEDULED_JOBS } from '../src/modules/jobs/scheduled-jobs.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { captureLog, createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { fundPlayer } from './helpers/wallet.ts'

/**
 * The job queue (pg-boss) on the database this run uses — PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL: it creates its schema there, puts up the schedules in Manila time, and a job
 * sent to it runs its handler once, whichever of two queue instances takes it.
 */
describe(`jobs on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestApp
  const queues: JobQueue[] = []
  const log = captureLog()
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    for (const queue of queues) await queue.stop()
    await t.close()
  })
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function start(jobs: readonly ScheduledJob[]) {
    const queue = await startJobQueue(t.database, jobs, pino({ level: 'info' }, log.stream), {
      uploads: t.services.uploads,
      deposits: t.services.deposits,
      pollingSeconds: 0.5,
    })
    queues.push(queue)
    return queue
  }

  /** Waits until pg-boss reports the job finished. */
  async function finished(queue: JobQueue, name: string, id: string) {
    for (let waited = 0; waited < 20_000; waited += 100) {
      const job = await queue.boss.getJobById(name, id)
      if (job?.state === 'completed' || job?.state === 'failed') return job.state
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`job ${name} ${id} did not finish`)
  }

  it('puts up every schedule in Manila time, and a sent job runs its handler (bonus expiry)', async () => {
    const queue = await start(SCHEDULED_JOBS)
    const schedules = await queue.boss.getSchedules()
    expect(schedules.map((schedule) => [schedule.name, schedule.cron, schedule.timezone]).sort()).toEqual([
      ['bonus-expiry', '*/10 * * * *', JOBS_TIME_ZONE],
      ['deposit-expiry', '* * * * *', JOBS_TIME_ZONE],
      ['figures-rollup', '50 * * * *', JOBS_TIME_ZONE],
      ['leaderboards', '* * * * *', JOBS_TIME_ZONE],
      ['lottery-draw', '*/5 * * * *', JOBS_TIME_ZONE],
      ['mail-broadcasts', '* * * * *', JOBS_TIME_ZONE],
      ['rebate-close', '5 0 * * *', JOBS_TIME_ZONE],
      ['redblue-settle', '25 0 * * *', JOBS_TIME_ZONE],
      ['retention', '30 3 * * *', JOBS_TIME_ZONE],
      ['slotshack-settle', '20 0 * * 1', JOBS_TIME_ZONE],
      ['uploads-sweep', '40 * * * *', JOBS_TIME_ZONE],
      ['vip-audit', '15 0 1 * *', JOBS_TIME_ZONE],
    ])
    const userId = await insertPlayer(t.database.db)
    await fundPlayer(t.database.db, userId, 100_00, `jobs-${userId}`)
    const grant = await inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'task',
        key: 'jobs-1',
        userId,
        items: [{ id: AWARD_ITEM.coin, count: 50_00 }],
      }),
    )
    await t.database.db
      .update(bonusGrants)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bonusGrants.grantId, grant.grantId))

    const id = await queue.boss.send('bonus-expiry', {})
    expect(id).toBeTruthy()
    expect(await finished(queue, 'bonus-expiry', id ?? '')).toBe('completed')
    const [bonus] = await t.database.db
      .select({ state: bonusGrants.state })
      .from(bonusGrants)
      .where(eq(bonusGrants.grantId, grant.grantId))
    expect(bonus?.state).toBe('expired')
    expect(log.lines().some((line) => line.msg === 'job done' && line.job === 'bonus-expiry')).toBe(true)
  })

  it('a job sent once runs once, with two queue instances working it', async () => {
    let runs = 0
    const job: ScheduledJob = {
      name: 'count-once',
      cron: '0 3 * * *',
      run: async () => {
        runs++
        await new Promise((resolve) => setTimeout(resolve, 300))
        return {}
      },
    }
    const first = await start([job])
    await start([job])
    const id = await first.boss.send('count-once', {})
    expect(await finished(first, 'count-once', id ?? '')).toBe('completed')
    // Both instances keep polling a while longer; the job stays done.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(runs).toBe(1)
  })

  it('the server starts the queue when JOBS is on and stops it when it closes', async () => {
    const logged = captureLog()
    const app = await createTestApp({ env: { JOBS: 'true', LOG_LEVEL: 'info' }, logStream: logged.stream })
    const started = logged.lines().find((line) => line.msg === 'jobs started')
    expect(started?.jobs).toEqual([
      'deposit-expiry * * * * *',
      'bonus-expiry */10 * * * *',
      'rebate-close 5 0 * * *',
      'vip-audit 15 0 1 * *',
      'slotshack-settle 20 0 * * 1',
      'redblue-settle 25 0 * * *',
      'mail-broadcasts * * * * *',
      'lottery-draw */5 * * * *',
      'leaderboards * * * * *',
      'uploads-sweep 40 * * * *',
      'figures-rollup 50 * * * *',
      'retention 30 3 * * *',
    ])
    await app.close()
  })
})
