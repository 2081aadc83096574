import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createMetricsRegistry, registerMetrics, startMetricsServer } from '../src/platform/metrics.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

/** The value of one sample of a Prometheus text scrape, by its name and labels as written; NaN if absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1))
}

describe('/metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function scrape(headers: Record<string, string> = {}): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return response.body
  }

  it('counts requests by call and status, refusals by errcode, wallet calls by action and answer', async () => {
    const before = await scrape()
    const config = '{route="/app/v1/anonymous/appConfig",status_class="2xx"}'
    const signedOut = '{call="refreshData",errcode="401"}'
    const bets = '{action="bet",status="OK"}'
    expect((await t.call('anonymous/appConfig', {})).errcode).toBe(0)
    expect((await t.call('anonymous/appConfig', {})).errcode).toBe(0)
    expect((await t.call('refreshData', {})).errcode).toBe(401)
    const userId = await insertPlayer(t.database.db)
    await fundPlayer(t.database.db, userId, 100_00, `metrics-${userId}`)
    const answer = await t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      transactionId: `metrics-${userId}-bet`,
      roundId: `metrics-${userId}`,
      gameId: await gameIdOf(t.database.db, 'mines'),
      amount: 1_00,
    })
    expect(answer.status).toBe('OK')

    const after = await scrape()
    const delta = (series: string) => sample(after, series) - (sample(before, series) || 0)
    expect(delta(`panalo_http_request_duration_seconds_count${config}`)).toBe(2)
    expect(delta(`panalo_call_errors_total${signedOut}`)).toBe(1)
    expect(delta(`panalo_wallet_call_duration_seconds_count${bets}`)).toBe(1)
    expect(
      sample(after, `panalo_wallet_call_duration_seconds_bucket{le="+Inf",action="bet",status="OK"}`),
    ).toBe(sample(after, `panalo_wallet_call_duration_seconds_count${bets}`))
    // The process's own figures, prefixed too.
    expect(sample(after, 'panalo_process_cpu_user_seconds_total')).toBeGreaterThan(0)
    for (const line of after.split('\n').filter((text) => /^[a-z]/.test(text)))
      expect(line).toMatch(/^panalo_/)
  })

  it('reads the database’s figures at each scrape: ledger rows, the projector’s lag, open deposits and withdrawals', async () => {
    const userId = await insertPlayer(t.database.db)
    await fundPlayer(t.database.db, userId, 50_00, `metrics-figures-${userId}`)
    const text = await scrape()
    expect(sample(text, 'panalo_database_up')).toBe(1)
    expect(sample(text, 'panalo_ledger_journals_total')).toBeGreaterThanOrEqual(1)
    // PostgreSQL's statistics reach the view when the writing backend flushes them: at most a second
    // after a busy one's commit, but up to ten (PGSTAT_IDLE_INTERVAL) when its pooled connection idles.
    if (t.database.kind === 'postgres')
      await expect
        .poll(async () => sample(await scrape(), 'panalo_ledger_postings_total'), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2)
    // The test app runs no projector: what was written waits for it.
    expect(sample(text, 'panalo_projector_lag_journals')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'panalo_projector_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'panalo_deposits_open{state="pending"}')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'panalo_withdrawals_open{state="pending"}')).toBeGreaterThanOrEqual(0)
    // The loops this process holds the runner lease of (on PGlite, all of them).
    expect(sample(text, 'panalo_runner_lease{task="originals-recovery"}')).toBe(1)
    expect(sample(text, 'panalo_draining')).toBe(0)
    if (t.database.kind === 'postgres')
      expect(sample(text, 'panalo_db_pool_connections{state="max"}')).toBe(16)
  })

  it('answers a scrape with this process’s metrics when the database does not answer', async () => {
    const registry = createMetricsRegistry({
      ...t.database,
      db: {
        execute: () => Promise.reject(new Error('down')),
      } as unknown as typeof t.database.db,
    })
    const text = await registry.metrics()
    expect(text).toContain('panalo_http_request_duration_seconds')
    expect(sample(text, 'panalo_database_up')).toBe(0)
  })

  it('is refused (404) without the bearer token when one is set, and on a closed HTTP port', async () => {
    const registry = createMetricsRegistry(t.database)
    const guarded = Fastify()
    registerMetrics(guarded, registry, { kind: 'token', token: 'a-metrics-token-of-some-length' })
    const closed = Fastify()
    registerMetrics(closed, registry, { kind: 'closed' })
    try {
      const get = (app: typeof guarded, authorization?: string) =>
        app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })
      expect((await get(guarded)).statusCode).toBe(404)
      expect((await get(guarded, 'Bearer wrong')).statusCode).toBe(404)
      expect((await get(guarded, 'Bearer a-metrics-token-of-some-length-and-more')).statusCode).toBe(404)
      const allowed = await get(guarded, 'Bearer a-metrics-token-of-some-length')
      expect(allowed.statusCode).toBe(200)
      expect(allowed.body).toContain('panalo_ledger_journals_total')
      expect((await get(closed, 'Bearer a-metrics-token-of-some-length')).statusCode).toBe(404)
    } finally {
      await guarded.close()
      await closed.close()
    }
  })

  it('serves the same on a port of its own (METRICS_PORT), and nothing else there', async () => {
    const server = await startMetricsServer(createMetricsRegistry(t.database), 0, '127.0.0.1')
    try {
      const scraped = await fetch(`http://127.0.0.1:${server.port}/metrics`)
      expect(scraped.status).toBe(200)
      expect(await scraped.text()).toContain('panalo_wallet_call_duration_seconds')
      expect((await fetch(`http://127.0.0.1:${server.port}/app/v1/anonymous/appConfig`)).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})
