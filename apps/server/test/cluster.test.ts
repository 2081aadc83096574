import type { CallInput, CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import Fastify from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { buildApp, type PanaloApp } from '../src/app.ts'
import { openDatabase, type Database } from '../src/db/client.ts'
import { createMaintenanceSwitch } from '../src/modules/settings/maintenance.service.ts'
import { registerHealthRoutes } from '../src/platform/health.ts'
import { startRunners, type RunnerTask } from '../src/platform/runner-lease.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff } from './helpers/staff.ts'
import { captureLog, CLIENT_FIELDS, createTestApp, testConfig, type TestApp } from './helpers/test-app.ts'

/**
 * The parts of a cluster that are fast enough for every run (decisions 071, 072): a second server
 * instance on the same database (on PostgreSQL a process's worth of its own connections; on PGlite
 * the same embedded database) sees the first one's changes, wakes its players' long polls and
 * honours its sessions; a draining instance says so to the balancer and answers its long polls; a
 * runner lease passes to another process when its holder dies or stops. chaos:cluster runs the whole.
 */

const OFF = { on: false, message: '', endsAt: null }
const silent = pino({ level: 'silent' })

interface Instance extends PanaloApp {
  call<Name extends CallName>(name: Name, input: CallInput<Name>, token?: string): Promise<Answer>
  close(): Promise<void>
}

interface Answer {
  errcode: number
  data: unknown
}

/** Another server on the test database: its own pool and listening connection on PostgreSQL. */
async function secondInstance(t: TestApp): Promise<Instance> {
  const own: Database | null = t.database.url
    ? await openDatabase({ kind: 'postgres', url: t.database.url, poolSize: 4 })
    : null
  const built = await buildApp({
    config: testConfig(),
    database: own ?? t.database,
    logStream: captureLog().stream,
  })
  await built.app.ready()
  return {
    ...built,
    async call(name, input, token) {
      const response = await built.app.inject({
        method: 'POST',
        url: `/app/v1/${name}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { ...CLIENT_FIELDS, ...input },
      })
      return response.json<Answer>()
    },
    async close() {
      await built.app.close()
      await own?.close()
    },
  }
}

/** Resolves the next time `object[method]` is called (after calling the original). */
function nextCall<Key extends string>(object: Record<Key, () => void>, method: Key): Promise<void> {
  const original = object[method]
  return new Promise((resolve) => {
    object[method] = () => {
      original()
      object[method] = original
      resolve()
    }
  })
}

function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)
    }),
  ])
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('two server instances on one database', () => {
  let other: Instance
  beforeAll(async () => {
    other = await secondInstance(t)
  })
  afterAll(() => other.close())

  it('drops the other instance’s copy of the maintenance switch as soon as one sets it', async () => {
    expect((await other.call('preLogin', { deviceId: 'cluster-device-1' })).errcode).toBe(0)
    const dropped = nextCall(other.services.maintenance, 'invalidate')
    await t.services.maintenance.set({ on: true, message: 'Back soon', endsAt: null })
    try {
      // Told by NOTIFY, not by its copy's second running out: the copy is dropped when the change commits.
      await within(5_000, dropped, 'the maintenance switch’s invalidation')
      expect(await other.call('preLogin', { deviceId: 'cluster-device-1' })).toMatchObject({
        errcode: ERRORS.MAINTENANCE.code,
        data: { on: true, message: 'Back soon' },
      })
    } finally {
      await t.services.maintenance.set(OFF)
    }
  })

  it('drops the other instance’s catalogue and app config when the operator hides a game', async () => {
    const before = (await other.services.gameCatalogue.current()).games.map((game) => game.code)
    expect(before).toContain('mines')
    const catalogue = nextCall(other.services.gameCatalogue, 'invalidate')
    const config = nextCall(other.services.appConfig, 'invalidate')
    expect(await runAdminCommand(t.services, ['games:disable', 'mines'], () => undefined)).toBe(true)
    try {
      await within(5_000, Promise.all([catalogue, config]), 'the catalogue’s invalidation')
      expect((await other.services.gameCatalogue.current()).games.map((game) => game.code)).not.toContain(
        'mines',
      )
    } finally {
      expect(await runAdminCommand(t.services, ['games:enable', 'mines'], () => undefined)).toBe(true)
    }
  })

  it('honours a session made on the other instance, and wakes a long poll there with a reply stored here', async () => {
    const { token, user } = await registerPlayer(t)
    expect(await other.call('refreshData', {}, token)).toMatchObject({ errcode: 0, data: { id: user.id } })

    const started = Date.now()
    const waiting = other.call('serviceChatWait', { afterId: 0 }, token)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await t.services.service.reply(user.id, 'Joy', 'Answered from the other instance')
    expect(await waiting).toMatchObject({
      errcode: 0,
      data: { messages: [{ from: 'agent', text: 'Answered from the other instance' }] },
    })
    // Well inside the 8-second wait: woken by the notification.
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('wakes a long poll on the other instance with a console reply (serviceReply) stored here', async () => {
    const { token, user } = await registerPlayer(t)
    const support = await signedInStaff(t, 'support')
    const waiting = other.call('serviceChatWait', { afterId: 0 }, token)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    const replied = await opsCall(
      t,
      'serviceReply',
      { threadId: user.id, text: 'Answered from the console' },
      { cookie: support.cookie },
    )
    expect(replied.errcode).toBe(0)
    expect(await waiting).toMatchObject({
      errcode: 0,
      data: { messages: [{ from: 'agent', text: 'Answered from the console' }] },
    })
    // The decision 093 bar: the player's open chat has it within a second of the reply.
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('a cache told of a change', () => {
  it('keeps nothing from a read that began before the change, and keeps the next one', async () => {
    const maintenance = createMaintenanceSwitch(t.database.db)
    const reading = maintenance.current()
    expect(reading).toBeInstanceOf(Promise)
    maintenance.invalidate()
    await reading
    // The read in flight may have seen the table before the change committed: not kept.
    const fresh = maintenance.current()
    expect(fresh).toBeInstanceOf(Promise)
    await fresh
    expect(maintenance.current()).not.toBeInstanceOf(Promise)
  })
})

describe('an instance shutting down', () => {
  it('stays alive on /health, answers /ready until it drains, then 503 draining', async () => {
    const instance = await secondInstance(t)
    try {
      expect((await instance.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' })
      const ready = await instance.app.inject({ method: 'GET', url: '/ready' })
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }])
      expect(instance.readiness.probes).toBe(1)
      instance.readiness.draining = true
      const draining = await instance.app.inject({ method: 'GET', url: '/ready' })
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }])
      expect((await instance.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    } finally {
      await instance.close()
    }
  })

  it('stays ready while every pooled connection is busy, and is not ready when the database hangs', async () => {
    const hung = { execute: () => new Promise(() => undefined) } as unknown as Database['db']
    const probe = async (pool: ReturnType<Database['poolStats']>) => {
      const app = Fastify()
      registerHealthRoutes(app, { db: hung, poolStats: () => pool })
      const started = Date.now()
      const response = await app.inject({ method: 'GET', url: '/ready' })
      await app.close()
      return { status: response.statusCode, ms: Date.now() - started }
    }
    // Busy answering requests: ready at once, not after a probe queued behind them.
    const busy = await probe({ total: 16, idle: 0, waiting: 40, max: 16 })
    expect(busy.status).toBe(200)
    expect(busy.ms).toBeLessThan(500)
    // A connection idle, yet the database does not answer it: out, within the balancer's 3 s check.
    const hanging = await probe({ total: 16, idle: 3, waiting: 0, max: 16 })
    expect(hanging.status).toBe(503)
    expect(hanging.ms).toBeLessThan(3_000)
  })

  it('answers its long polls at once when it closes, with what they have', async () => {
    const { token } = await registerPlayer(t)
    const instance = await secondInstance(t)
    const started = Date.now()
    const waiting = instance.call('serviceChatWait', { afterId: 0 }, token)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await instance.close()
    expect(await waiting).toEqual({ errcode: 0, msg: '', data: { messages: [] } })
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('runner leases', () => {
  /** A loop that records whether it runs in this process. */
  function task(name: string, key: number) {
    const state = { running: false, starts: 0 }
    const definition: RunnerTask = {
      name,
      key,
      start() {
        state.running = true
        state.starts++
        return async () => {
          state.running = false
        }
      },
    }
    return { definition, state }
  }

  it.runIf(!process.env.TEST_DATABASE_URL)('runs every loop at once on PGlite, one process', async () => {
    const loop = task('pglite-loop', 901)
    const runners = await startRunners(t.database, [loop.definition], silent)
    expect(runners.held()).toEqual(['pglite-loop'])
    await runners.stop()
    expect(loop.state.running).toBe(false)
  })

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'gives a loop to one process, hands it over when that process’s session dies, and at once when it stops',
    async () => {
      const first = task('loop', 902)
      const second = task('loop', 902)
      const third = task('loop', 902)
      // The first tries again only after a minute: after its session dies it stands for a dead process.
      const one = await startRunners(t.database, [first.definition], silent, { checkMs: 60_000 })
      const two = await startRunners(t.database, [second.definition], silent, { checkMs: 100 })
      const runners = [one, two]
      try {
        expect([one.held(), two.held()]).toEqual([['loop'], []])
        await new Promise((resolve) => setTimeout(resolve, 400))
        expect(second.state.starts).toBe(0)

        // The holder's connection is cut, as when its process is killed: PostgreSQL drops the lock,
        // the holder stops its loop at once, and another process takes it at its next try.
        await t.database.db.execute(
          `select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and classid = 7266072 and objid = 902 and granted`,
        )
        await expect.poll(() => second.state.running, { timeout: 5_000 }).toBe(true)
        expect(first.state.running).toBe(false)
        expect(two.held()).toEqual(['loop'])

        // A graceful stop unlocks: whoever tries next takes the loop at once.
        const three = await startRunners(t.database, [third.definition], silent, { checkMs: 100 })
        runners.push(three)
        expect(three.held()).toEqual([])
        await two.stop()
        expect(second.state.running).toBe(false)
        await expect.poll(() => third.state.running, { timeout: 2_000 }).toBe(true)
        expect([first.state.running, second.state.running]).toEqual([false, false])
      } finally {
        for (const runner of runners) await runner.stop()
      }
    },
  )
})
