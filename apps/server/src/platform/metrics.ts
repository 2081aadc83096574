import { timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'

import { CALLS } from '@panalo/contract/call-map'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { z } from 'zod'

import type { Database } from '../db/client.ts'
// The request's callLog (the call's name and errcode) is declared with the /app/v1 route.
import type {} from './api-routes.ts'

/**
 * Prometheus metrics (decision 073), all named panalo_*. Two kinds:
 * - this process's own counts (requests, wallet calls, jobs, leases, payments it handled): each
 *   instance reports its own and a query sums them, `sum(rate(panalo_…[1m]))`;
 * - the database's figures, read when scraped (ledger rows written, the projector's lag, the open
 *   deposits and withdrawals): every instance reports the same, so a query takes `max(…)`.
 */

/** This process's metrics; one registry per process, whatever number of apps a test builds. */
const PROCESS_REGISTRY = new Registry()
collectDefaultMetrics({ register: PROCESS_REGISTRY, prefix: 'panalo_' })

const SECONDS_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const httpDuration = new Histogram({
  name: 'panalo_http_request_duration_seconds',
  help: 'HTTP requests answered by this process, by route (a product call by its name) and status class; _count is the request rate.',
  labelNames: ['route', 'status_class'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [PROCESS_REGISTRY],
})

const callErrors = new Counter({
  name: 'panalo_call_errors_total',
  help: 'Product calls answered with a non-zero errcode (a refusal, or 500 for a bug), by call and errcode.',
  labelNames: ['call', 'errcode'] as const,
  registers: [PROCESS_REGISTRY],
})

const walletCalls = new Histogram({
  name: 'panalo_wallet_call_duration_seconds',
  help: 'Seamless-wallet calls (bets, wins, rollbacks of every provider, Originals included) by action and answer status, commit included; _count is the rate.',
  labelNames: ['action', 'status'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [PROCESS_REGISTRY],
})

const jobRuns = new Histogram({
  name: 'panalo_job_run_duration_seconds',
  help: 'Scheduled jobs run by this process, by job and outcome (done, failed); _count is the number of runs.',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120, 600],
  registers: [PROCESS_REGISTRY],
})

const runnerLeases = new Gauge({
  name: 'panalo_runner_lease',
  help: 'Background loops this process runs now (1) under its runner lease: one process per loop in the cluster.',
  labelNames: ['task'] as const,
  registers: [PROCESS_REGISTRY],
})

const depositEvents = new Counter({
  name: 'panalo_deposit_events_total',
  help: 'Deposit state changes handled by this process: opened, expired, and each gateway webhook by outcome (credited, held, failed, …).',
  labelNames: ['outcome'] as const,
  registers: [PROCESS_REGISTRY],
})

const withdrawalEvents = new Counter({
  name: 'panalo_withdrawal_events_total',
  help: 'Withdrawals submitted by players and decided through this process, by the state they reached.',
  labelNames: ['state'] as const,
  registers: [PROCESS_REGISTRY],
})

const draining = new Gauge({
  name: 'panalo_draining',
  help: '1 while this process is shutting down (it answers /ready with 503 and takes no new requests).',
  registers: [PROCESS_REGISTRY],
})

/** What the rest of the server records; each function is cheap enough for the hot path. */
export const metrics = {
  walletCall(action: 'bet' | 'win' | 'rollback', status: string, seconds: number): void {
    walletCalls.observe({ action, status }, seconds)
  },
  jobRun(job: string, outcome: 'done' | 'failed', seconds: number): void {
    jobRuns.observe({ job, outcome }, seconds)
  },
  runnerLease(task: string, held: boolean): void {
    runnerLeases.set({ task }, held ? 1 : 0)
  },
  depositEvent(outcome: string, count = 1): void {
    if (count > 0) depositEvents.inc({ outcome }, count)
  },
  withdrawalEvent(state: string): void {
    withdrawalEvents.inc({ state })
  },
  draining(on: boolean): void {
    draining.set(on ? 1 : 0)
  },
}

/** Times an async call and records it with what it answered. */
export function timed<Args extends unknown[], Result>(
  work: (...args: Args) => Promise<Result>,
  record: (result: Result | undefined, seconds: number) => void,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const started = performance.now()
    let result: Result | undefined
    try {
      result = await work(...args)
      return result
    } finally {
      record(result, (performance.now() - started) / 1000)
    }
  }
}

const dbFigures = z.object({
  journals: z.coerce.number().nullable(),
  postings: z.coerce.number().nullable(),
  behind: z.coerce.number().nullable(),
  lag_seconds: z.coerce.number().nullable(),
  deposits_open: z.record(z.string(), z.coerce.number()).nullable(),
  withdrawals_open: z.record(z.string(), z.coerce.number()).nullable(),
})

/**
 * The database's figures, one statement per scrape, each part on an index or a statistic: journals
 * written (the newest journal's id), postings written (the table statistics' insert count, which
 * resets with them, as a counter may; PGlite keeps none), how far the turnover projector is behind
 * the newest journal, and the deposits and withdrawals waiting.
 */
async function readDatabaseFigures(database: Database): Promise<z.infer<typeof dbFigures>> {
  const result = (await database.db.execute(sql`
    with cursor as (select coalesce((select last_journal_id from projector_cursors where name = 'turnover'), 0) as id)
    select
      (select coalesce(max(id), 0) from ledger_journals) as journals,
      (select n_tup_ins from pg_stat_user_tables where relname = 'ledger_postings' and schemaname = 'public') as postings,
      (select coalesce(max(id), 0) from ledger_journals) - (select id from cursor) as behind,
      (select extract(epoch from now() - created_at) from ledger_journals
        where id > (select id from cursor) order by id limit 1) as lag_seconds,
      (select coalesce(jsonb_object_agg(state, n), '{}') from
        (select state, count(*) as n from deposits where state in ('created', 'pending') group by state) d) as deposits_open,
      (select coalesce(jsonb_object_agg(state, n), '{}') from
        (select state, count(*) as n from withdrawals where state in ('pending', 'processing') group by state) w) as withdrawals_open
  `)) as unknown as { rows: unknown[] }
  return dbFigures.parse(result.rows[0])
}

/**
 * The registry /metrics answers from: this process's metrics and the figures of `database`, read at
 * each scrape. A scrape while the database is down still answers this process's metrics.
 */
export function createMetricsRegistry(database: Database): Registry {
  const own = new Registry()
  let figures: Promise<z.infer<typeof dbFigures> | null> | undefined
  // One read per scrape, shared by every metric of it.
  const read = () =>
    (figures ??= readDatabaseFigures(database)
      .catch(() => null)
      .finally(() => setImmediate(() => (figures = undefined))))

  new Gauge({
    name: 'panalo_db_pool_connections',
    help: "This process's PostgreSQL pool: connections open, idle, and requests waiting for one, and the pool's size.",
    labelNames: ['state'] as const,
    registers: [own],
    collect() {
      const stats = database.poolStats()
      if (!stats) return
      this.set({ state: 'open' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
      this.set({ state: 'max' }, stats.max)
    },
  })
  new Gauge({
    name: 'panalo_database_up',
    help: "1 when this scrape read the database's figures below, 0 when the database did not answer (they are then stale or 0).",
    registers: [own],
    async collect() {
      this.set((await read()) ? 1 : 0)
    },
  })
  new Counter({
    name: 'panalo_ledger_journals_total',
    help: 'Ledger journals written, database-wide (the newest journal id); the same from every instance.',
    registers: [own],
    async collect() {
      const value = (await read())?.journals
      this.reset()
      if (value != null) this.inc(value)
    },
  })
  new Counter({
    name: 'panalo_ledger_postings_total',
    help: "Ledger postings written, database-wide (PostgreSQL's table statistics, which reset after a crash; 0 on PGlite); the same from every instance.",
    registers: [own],
    async collect() {
      const value = (await read())?.postings
      this.reset()
      if (value != null) this.inc(value)
    },
  })
  new Gauge({
    name: 'panalo_projector_lag_journals',
    help: 'Journals the turnover projector has not read yet (VIP, rebates and tasks follow it).',
    registers: [own],
    async collect() {
      const value = (await read())?.behind
      if (value != null) this.set(value)
    },
  })
  new Gauge({
    name: 'panalo_projector_lag_seconds',
    help: 'Age of the oldest journal the turnover projector has not read yet; 0 when it has caught up.',
    registers: [own],
    async collect() {
      const figures = await read()
      if (figures) this.set(figures.lag_seconds ?? 0)
    },
  })
  new Gauge({
    name: 'panalo_deposits_open',
    help: 'Deposits waiting for their payment now, by state (database-wide).',
    labelNames: ['state'] as const,
    registers: [own],
    async collect() {
      const open = (await read())?.deposits_open
      if (!open) return
      for (const state of ['created', 'pending']) this.set({ state }, open[state] ?? 0)
    },
  })
  new Gauge({
    name: 'panalo_withdrawals_open',
    help: 'Withdrawals waiting for the operator or the payout now, by state (database-wide).',
    labelNames: ['state'] as const,
    registers: [own],
    async collect() {
      const open = (await read())?.withdrawals_open
      if (!open) return
      for (const state of ['pending', 'processing']) this.set({ state }, open[state] ?? 0)
    },
  })
  return Registry.merge([PROCESS_REGISTRY, own])
}

/** Who may read /metrics on the HTTP port: anyone (development), a bearer of the token, or nobody. */
export type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'closed' }

const KNOWN_CALLS = new Set(Object.keys(CALLS))

/** The route a request is counted under: a product call by its name, any other by its route pattern. */
function routeLabel(request: FastifyRequest): string {
  const call = request.callLog?.call
  if (call !== undefined && KNOWN_CALLS.has(call)) return `/app/v1/${call}`
  return request.routeOptions.url ?? 'unmatched'
}

/**
 * Counts every request this app answers, and serves GET /metrics in Prometheus's text format to
 * those `access` lets in (a refused scrape gets 404, as if there were nothing there).
 */
export function registerMetrics(app: FastifyInstance, registry: Registry, access: MetricsAccess): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode
    httpDuration.observe(
      { route: routeLabel(request), status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    )
    const errcode = request.callLog?.errcode
    if (errcode) {
      const call = request.callLog?.call ?? ''
      callErrors.inc({ call: KNOWN_CALLS.has(call) ? call : 'unknown', errcode: String(errcode) })
    }
    done()
  })

  app.get('/metrics', async (request, reply) => {
    if (access.kind === 'closed' || (access.kind === 'token' && !bearerMatches(request, access.token)))
      return reply.status(404).type('text/plain').send('Not found')
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), open to whoever reaches it: a port the network
 * keeps inside (the scraper's), apart from the players' traffic. Answers a function that closes it.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
