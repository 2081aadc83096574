import { connect, createServer, type Server } from 'node:net'

import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../bench/src/throwaway-postgres.ts'
import { runAdminCommand } from '../src/admin/run-command.ts'
import { SCHEMA_FOLDERS } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { isDatabaseUnavailable } from '../src/db/database-unavailable.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { startJobQueue, type ScheduledJob } from '../src/modules/jobs/job-queue.service.ts'
import { withdrawals } from '../src/db/schema/withdrawals.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { sandboxPayouts, type PayoutAdapter } from '../src/modules/withdrawals/payout-adapter.ts'
import { SIGNATURE_HEADER, signBody } from '../src/platform/hmac.ts'
import { deliverSandbox, sandboxEvent } from './helpers/deposits.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId } from './helpers/wallet.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const PROVIDER = 'outage'
const PROVIDER_SECRET = 'outage-provider-secret-0123456789'

/**
 * What the server does while its PostgreSQL is gone and once it is back (reliability check C14;
 * docs/decisions/062): on a throwaway cluster of the test's own that it stops, starts and cuts the
 * sessions of (bench/src/throwaway-postgres.ts), never the machine's. chaos:db runs the same faults
 * under load; these are its fast parts.
 */
describe('while the database is gone (a throwaway PostgreSQL)', () => {
  let cluster: ThrowawayPostgres
  let t: TestApp
  let player: { token: string; userId: number }
  /** The sandbox's payouts, watched: which withdrawals it was asked to pay, and an outage on demand. */
  const asked: number[] = []
  let cutAfterNextPayout = false
  const payouts: PayoutAdapter = {
    id: 'sandbox',
    async pay(order) {
      const answer = await sandboxPayouts.pay(order)
      asked.push(order.withdrawalId)
      if (cutAfterNextPayout) {
        cutAfterNextPayout = false
        await cluster.stop('immediate')
      }
      return answer
    },
  }

  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    await cluster.createDatabase('panalo')
    const url = cluster.databaseUrl('panalo')
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
    await applyMigrations(database, SCHEMA_FOLDERS)
    t = await createTestApp({
      database: { ...database, url },
      env: { WALLET_ONLY_PROVIDERS: `${PROVIDER}:${PROVIDER_SECRET}` },
      overrides: { payouts: [payouts] },
    })
    const session = await registerPlayer(t)
    player = { token: session.token, userId: session.user.id }
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await cluster?.destroy()
  })

  async function providerBalance() {
    const body = JSON.stringify({ request_uuid: 'r1', user: String(player.userId), currency: 'PHP' })
    const response = await t.app.inject({
      method: 'POST',
      url: `/provider/${PROVIDER}/balance`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(PROVIDER_SECRET, body) },
      payload: body,
    })
    return { status: response.statusCode, json: response.json<{ status: string }>() }
  }

  it('answers "try again" at once, in each caller’s terms, and serves again once it is back without a restart', async () => {
    await cluster.stop('fast')
    try {
      const started = Date.now()
      // A player's call: an errcode the app knows to retry with the same requestId, not a 500.
      const call = await t.call('getExchange', {}, { token: player.token })
      expect(call.errcode).toBe(ERRORS.TEMPORARILY_UNAVAILABLE.code)
      // A game provider's: its generic error, which it sends again, with a 503.
      expect(await providerBalance()).toMatchObject({ status: 503, json: { status: 'RS_ERROR_UNKNOWN' } })
      // A payment gateway's: a 503, which it delivers again.
      const webhook = await deliverSandbox(t, sandboxEvent({ orderId: 'D1', amount: 10_000 }))
      expect(webhook.status).toBe(503)
      // The balancer takes the instance out (readiness) without restarting it (liveness stays up).
      expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503)
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await cluster.start()
    }
    expect((await t.call('getExchange', {}, { token: player.token })).errcode).toBe(0)
    expect(await providerBalance()).toMatchObject({ status: 200, json: { status: 'RS_OK' } })
  }, 60_000)

  it('listens again after an outage that outlasts its first attempts to reconnect', async () => {
    const heard: string[] = []
    await t.database.listen('outage_probe', (payload) => heard.push(payload))
    await cluster.stop('fast')
    // Longer than the one second after which it used to try once, and give up when that failed.
    await sleep(1_800)
    await cluster.start()
    const notifier = new pg.Client({ connectionString: cluster.databaseUrl('panalo') })
    await notifier.connect()
    try {
      for (const deadline = Date.now() + 15_000; !heard.includes('back') && Date.now() < deadline;) {
        await notifier.query(`notify outage_probe, 'back'`)
        await sleep(200)
      }
    } finally {
      await notifier.end()
    }
    expect(heard).toContain('back')
  }, 60_000)

  it('wakes the chat’s waits when its LISTEN comes back, so a reply sent while it was away is not held up', async () => {
    const history = await t.call('serviceChatHistory', {}, { token: player.token })
    let afterId = history.data.messages.at(-1)?.id ?? 0
    // The chat window's long poll: it calls again as soon as one wait answers (apps/web features/service).
    const started = Date.now()
    const received = (async () => {
      while (Date.now() - started < 20_000) {
        const answer = await t.call('serviceChatWait', { afterId }, { token: player.token })
        if (answer.errcode !== 0) continue
        if (answer.data.messages.length > 0) return Date.now() - started
        afterId = answer.data.messages.at(-1)?.id ?? afterId
      }
      return Number.POSITIVE_INFINITY
    })()
    await sleep(300)
    // Every session ends (the LISTEN connection's too), and the agent's reply is stored at once.
    await cluster.terminateBackends('panalo')
    await t.services.service.reply(player.userId, 'Agent', 'Sent while the chat was not listening')
    expect(await received).toBeLessThan(3_000)
  }, 60_000)

  it('finishes an approval the outage cut between the payout and its journal when the operator approves again', async () => {
    const { db } = t.database
    const { token, user } = await registerPlayer(t)
    await fundPlayer(db, user.id, 500_00, `outage-${user.id}`)
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })).errcode,
    ).toBe(0)
    await endAccountHolds(db, user.id)
    const submitted = await t.call(
      'exchange',
      { requestId: requestId(), bankId: 1, amount: 200_00 },
      { token },
    )
    expect(submitted.errcode).toBe(0)
    const { id } = submitted.data
    const approve = async () => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, ['withdrawals:approve', String(id)], (line) =>
        lines.push(line),
      )
      return { ok, output: lines.join('\n') }
    }

    // The payout is made, and the database goes away before it is journalled.
    cutAfterNextPayout = true
    expect((await approve()).ok).toBe(false)
    await cluster.start()
    const [cut] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
    expect(cut?.state).toBe('processing')

    // Approving again asks the payout adapter again (it pays a withdrawal once) and journals it.
    const again = await approve()
    expect(again).toMatchObject({ ok: true, output: expect.stringMatching(/is paid/) })
    expect(asked.filter((withdrawalId) => withdrawalId === id)).toHaveLength(2)
    expect(await playerBalances(db, user.id)).toMatchObject({ coin: 300_00, hold: 0 })
    // Once paid, it is decided.
    expect((await approve()).output).toContain(ERRORS.WITHDRAWAL_NOT_PENDING.message)
  }, 60_000)

  it('keeps working scheduled jobs after a crash of the database (pg-boss on its own pool)', async () => {
    let runs = 0
    const job: ScheduledJob = { name: 'outage-probe', cron: '0 3 * * *', run: async () => ({ runs: ++runs }) }
    const queue = await startJobQueue(t.database, [job], pino({ level: 'silent' }), {
      uploads: t.services.uploads,
      deposits: t.services.deposits,
      pollingSeconds: 0.5,
    })
    try {
      await cluster.restart('immediate')
      let id: string | null = null
      for (let tries = 0; !id && tries < 50; tries++)
        id = await queue.boss.send('outage-probe', {}).catch(async () => {
          await sleep(200)
          return null
        })
      for (const deadline = Date.now() + 15_000; runs === 0 && Date.now() < deadline;) await sleep(100)
      expect(runs).toBe(1)
    } finally {
      await queue.stop()
    }
  }, 60_000)

  describe('a pooled connection found dead when a transaction begins', () => {
    let proxy: Server
    /** Connections through the proxy that end as soon as the pool next writes to them. */
    let cutOnNextWrite = false

    beforeAll(async () => {
      // Between the pool and PostgreSQL: a connection it was told to cut is reset on its next write,
      // as one that died while idle (a restart, a pooler, a NAT) shows itself only when used.
      proxy = createServer((downstream) => {
        const upstream = connect(cluster.port, '127.0.0.1')
        upstream.on('error', () => downstream.destroy())
        downstream.on('error', () => upstream.destroy())
        upstream.pipe(downstream)
        downstream.on('data', (chunk: Buffer) => {
          if (cutOnNextWrite) {
            cutOnNextWrite = false
            upstream.destroy()
            downstream.resetAndDestroy()
          } else upstream.write(chunk)
        })
      })
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    })
    afterAll(() => {
      proxy?.close()
    })

    it('gives its connection back to the pool, which serves the next request', async () => {
      const address = proxy.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const database = await openDatabase({
        kind: 'postgres',
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        poolSize: 1,
        connectTimeoutMs: 1_000,
      })
      try {
        await database.db.execute(sql`select 1`)
        cutOnNextWrite = true
        const failed = await inTransaction(database.db, (tx) => tx.execute(sql`select 1`)).then(
          () => null,
          (error: unknown) => error,
        )
        expect(isDatabaseUnavailable(failed)).toBe(true)
        // Drizzle's pooled transaction() sends BEGIN before the try that releases its client, so a
        // failed BEGIN kept the pool's only connection checked out for good: every request after it
        // waited for a connection that never came back.
        await expect(database.db.execute(sql`select 2 as two`)).resolves.toBeTruthy()
        await expect(inTransaction(database.db, (tx) => tx.execute(sql`select 3`))).resolves.toBeTruthy()
      } finally {
        await database.close()
      }
    }, 30_000)
  })
})

describe('a database that takes the connection but never answers', () => {
  let blackhole: Server
  beforeAll(async () => {
    blackhole = createServer(() => undefined)
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => {
    blackhole.close()
  })

  it('fails a request once the connect timeout passes instead of leaving it waiting', async () => {
    const address = blackhole.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/panalo`,
      connectTimeoutMs: 300,
    })
    const started = Date.now()
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (failure: unknown) => failure,
    )
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(isDatabaseUnavailable(error)).toBe(true)
    await database.close()
  }, 10_000)
})
