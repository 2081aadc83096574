import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

import type { Database } from '../db/client.ts'
import { LOCK_SPACES } from './lock-spaces.ts'

/**
 * One runner at a time across the cluster for the loops that run every second or so (the jackpot
 * sweeper, the turnover projector, the recovery of interrupted Originals rounds): each loop is a
 * lease, a session-level advisory lock held on a connection of its own. The process that takes a
 * lock runs the loop; the others try again every few seconds. When the runner dies, PostgreSQL ends
 * its session and releases the lock with it (at once for a killed process, whose socket the kernel
 * closes; after TCP keepalive for a machine that vanished), and another process takes the loop over
 * at its next try. A graceful stop finishes the run under way and unlocks, so the hand-over is at once.
 *
 * The lease saves work, it does not make the work safe: every step of these loops takes its own
 * transaction lock or row lock and skips when another holds it, so a runner that does not yet know
 * it lost its lease (a network partition) and the one that took over cannot both do a step.
 */

export interface RunnerTask {
  /** Names the loop in logs and in /metrics. */
  name: string
  /** The lease's number among the leases (the advisory lock's second key): the same in every process. */
  key: number
  /** Starts the loop in this process; answers the function that stops it (waiting for a run under way). */
  start(): () => Promise<void>
}

export interface Runners {
  /** The loops this process runs now. */
  held(): string[]
  /** Stops every loop this process runs and gives its leases up. */
  stop(): Promise<void>
}

export interface RunnerOptions {
  /** How often a process tries the leases it does not hold, and checks the session of those it does. */
  checkMs?: number
  /** Called when this process takes a lease or loses it (metrics). */
  onChange?: (task: string, held: boolean) => void
}

/** A dead runner's loops are taken over within about this long after PostgreSQL ends its session. */
export const LEASE_CHECK_MS = 2_000

export async function startRunners(
  database: Pick<Database, 'jobsConnection'>,
  tasks: readonly RunnerTask[],
  log: FastifyBaseLogger,
  options: RunnerOptions = {},
): Promise<Runners> {
  const running = new Map<string, () => Promise<void>>()
  const onChange = options.onChange ?? (() => undefined)

  function begin(task: RunnerTask): void {
    running.set(task.name, task.start())
    onChange(task.name, true)
  }

  async function endAll(): Promise<void> {
    const stops = [...running.entries()]
    running.clear()
    for (const [name] of stops) onChange(name, false)
    await Promise.all(stops.map(([, stop]) => stop()))
  }

  const connection = database.jobsConnection
  // PGlite is one process's database: nobody else can run the loops.
  if (connection.kind === 'pglite') {
    for (const task of tasks) begin(task)
    return { held: () => [...running.keys()], stop: endAll }
  }

  const { url } = connection
  const checkMs = options.checkMs ?? LEASE_CHECK_MS
  let client: pg.Client | undefined
  let stopped = false
  let checking: Promise<void> | undefined

  async function lose(lost: pg.Client, error: unknown): Promise<void> {
    if (client !== lost) return
    client = undefined
    void lost.end().catch(() => undefined)
    if (running.size > 0)
      log.warn({ err: error, tasks: [...running.keys()] }, 'lease session lost; stopping its loops')
    // The session and its locks are gone: another process may take the loops now, so stop at once.
    await endAll()
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'panalo-lease',
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    })
    next.on('error', (error) => void lose(next, error))
    next.on('end', () => void lose(next, new Error('the lease connection ended')))
    await next.connect()
    return next
  }

  async function check(): Promise<void> {
    try {
      client ??= await open()
      const current = client
      for (const task of tasks) {
        if (stopped || client !== current) return
        if (running.has(task.name)) continue
        const { rows } = await current.query<{ taken: boolean }>(
          'select pg_try_advisory_lock($1::int, $2::int) as taken',
          [LOCK_SPACES.runnerLease, task.key],
        )
        if (!rows[0]?.taken || stopped || client !== current) continue
        log.info({ task: task.name }, 'runner lease taken')
        begin(task)
      }
      // A round trip on the session proves the locks it holds still stand.
      if (running.size === tasks.length) await current.query('select 1')
    } catch (error) {
      if (client) await lose(client, error)
    }
  }

  function tick(): void {
    checking ??= check().finally(() => (checking = undefined))
  }

  await check()
  const timer = setInterval(tick, checkMs)
  timer.unref()

  return {
    held: () => [...running.keys()],
    async stop() {
      stopped = true
      clearInterval(timer)
      await checking
      await endAll()
      const last = client
      client = undefined
      if (!last) return
      // Ending the session releases its locks; unlocking first tells the others at once.
      await last.query('select pg_advisory_unlock_all()').catch(() => undefined)
      await last.end().catch(() => undefined)
    },
  }
}
