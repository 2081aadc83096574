import type { FastifyBaseLogger } from 'fastify'

import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { startJobQueue } from './modules/jobs/job-queue.service.ts'
import { deliverEventMails } from './modules/mail/mail.service.ts'
import { SCHEDULED_JOBS } from './modules/jobs/scheduled-jobs.ts'
import { startJackpotSweeper } from './modules/provider-wallet/jackpot-accrual.service.ts'
import { startTurnoverProjector } from './modules/turnover/turnover.service.ts'
import { announceLevelsReached } from './modules/vip/vip.service.ts'
import { invalidateCachesOnChange } from './platform/cache-invalidation.ts'
import { metrics } from './platform/metrics.ts'
import { runEvery } from './platform/run-every.ts'
import { startRunners, type RunnerTask } from './platform/runner-lease.ts'
import type { AppServices } from './services.ts'

/** How often the runner looks for Originals rounds an instance that died left half settled. */
const ORIGINALS_RECOVERY_MS = 30_000
/** A round younger than this is most likely still being settled by the request that drew it. */
const ORIGINALS_RECOVERY_AGE_MS = 60_000

/**
 * What a server does besides answering requests (decisions 071, 072), started once it is ready and
 * stopped when it closes: it listens for cache changes; it takes the runner leases of the loops one
 * instance at a time runs (the jackpot sweeper, the turnover projector, the recovery of interrupted
 * Originals rounds); and it works the scheduled jobs with pg-boss. Answers the function that stops it
 * all and gives the leases up.
 */
export async function startBackgroundWork(
  database: Database,
  config: Config,
  services: AppServices,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { maintenance, appConfig, gameCatalogue } = services
  const catalogueChanged = [() => gameCatalogue.invalidate(), () => appConfig.invalidate()]
  const stopListening = await invalidateCachesOnChange(
    database,
    {
      settings: [() => maintenance.invalidate(), () => appConfig.invalidate()],
      games: catalogueChanged,
      game_types: catalogueChanged,
      game_brands: catalogueChanged,
      game_platforms: catalogueChanged,
    },
    log,
  )

  const tasks: RunnerTask[] = [
    {
      name: 'originals-recovery',
      key: 3,
      start: () =>
        runEvery(
          ORIGINALS_RECOVERY_MS,
          async () => {
            const before = new Date(Date.now() - ORIGINALS_RECOVERY_AGE_MS)
            const finished = await services.originals.recoverInterrupted(before)
            if (finished > 0) log.info({ finished }, 'finished interrupted Originals rounds')
          },
          (error) => log.error({ err: error }, 'finishing interrupted Originals rounds failed'),
        ),
    },
  ]
  if (config.jackpotSweepMs > 0)
    tasks.push({
      name: 'jackpot-sweep',
      key: 1,
      start: () => startJackpotSweeper(database.db, services.jackpotShares, config.jackpotSweepMs, log),
    })
  if (config.turnoverProjectMs > 0)
    tasks.push({
      name: 'turnover-projector',
      key: 2,
      start: () => {
        // What follows the projected figures (decision 088): levels risen are announced after a step
        // that consumed journals (and once at the start, for a tick that failed between the two on
        // the instance before), then the outbox's events become mails.
        let announce = true
        return startTurnoverProjector(database.db, config.turnoverProjectMs, log, async (consumed) => {
          if (consumed > 0) announce = true
          if (announce) {
            await announceLevelsReached(database.db)
            announce = false
          }
          await deliverEventMails(database.db)
        })
      },
    })
  const runners = await startRunners(database, tasks, log, { onChange: metrics.runnerLease })

  const queue = config.jobs
    ? await startJobQueue(database, SCHEDULED_JOBS, log, {
        uploads: services.uploads,
        deposits: services.deposits,
      })
    : null

  return async () => {
    await Promise.all([runners.stop(), queue?.stop()])
    await stopListening()
  }
}
