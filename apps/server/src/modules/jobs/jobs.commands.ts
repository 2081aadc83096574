import { AdminUsageError, type AdminCommand } from '../../platform/admin-command.ts'
import { JOBS_TIME_ZONE, type JobContext } from './job-queue.service.ts'
import { SCHEDULED_JOBS } from './scheduled-jobs.ts'

/**
 * Runs a scheduled job's handler now, in this process (the queue keeps its schedule): each handler
 * is idempotent, so a run by hand beside the scheduled one pays nothing twice.
 */
export const runJobCommand: AdminCommand<JobContext> = {
  name: 'jobs:run',
  flags: {},
  positionals: 1,
  usage: 'jobs:run [<name>]',
  summary: 'Lists the scheduled jobs (Manila time), or runs one now by its name.',
  async run({ services, print }, args) {
    const name = args[0]
    if (name === undefined) {
      for (const job of SCHEDULED_JOBS) print(`${job.name.padEnd(14)} ${job.cron}  (${JOBS_TIME_ZONE})`)
      return
    }
    const job = SCHEDULED_JOBS.find((candidate) => candidate.name === name)
    if (!job) throw new AdminUsageError(`No job ${name}`)
    const summary = await job.run(services, new Date())
    print(`${job.name}: ${JSON.stringify(summary)}`)
  },
}
