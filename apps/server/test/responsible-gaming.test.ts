import { LOGIN_TYPE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import type { SelfLimit } from '@panalo/contract/calls/self-limits'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { createSessionService } from '../src/modules/accounts/sessions.service.ts'
import { createResponsibleGaming } from '../src/modules/responsible-gaming/responsible-gaming.service.ts'
import { AppError } from '../src/platform/app-error.ts'
import { queryRows } from './helpers/ledger.ts'
import { ELIGIBLE, insertPlayer } from './helpers/players.ts'
import { DAY, HOUR, testClock } from './helpers/rg.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

let t: TestApp
let nextAccount = 0

beforeAll(async () => {
  t = await createTestApp()
  // Account-name registration (registerType 2), the quickest way to players who log in with a password.
  const { config } = await t.services.appConfig.current()
  const { maintenance: _maintenance, socialLogin: _social, ...stored } = config
  await t.services.appConfig.save({ ...stored, registerType: LOGIN_TYPE.account })
})
afterAll(() => t.close())

/** Registers a player with an account name and password; answers the token and how to log in again. */
async function newPlayer() {
  nextAccount += 1
  const account = `rg${String(Date.now() % 1_000_000)}_${nextAccount}`
  const password = 'Kalamansi42'
  const ip = `10.60.${nextAccount}.1`
  const answer = await t.call('accountRegist', { account, password, registration: ELIGIBLE }, { ip })
  if (answer.errcode !== 0) throw new Error(`accountRegist failed: ${answer.msg}`)
  return { token: answer.data.token, userId: answer.data.user.id, account, password, ip }
}

function limitOf(limits: SelfLimit[], kind: SelfLimit['kind'], period: SelfLimit['period']): SelfLimit {
  const limit = limits.find((entry) => entry.kind === kind && entry.period === period)
  if (!limit) throw new Error(`no ${kind}/${period} limit in the answer`)
  return limit
}

async function limitRows(userId: number) {
  return queryRows(
    t.database.db,
    sql`select * from rg_limits where user_id = ${userId} order by kind, period`,
  )
}

describe('selfLimitInfo', () => {
  it('answers every limit, empty for a new player', async () => {
    const player = await newPlayer()
    const answer = await t.call('selfLimitInfo', {}, { token: player.token })
    expect(answer.errcode).toBe(0)
    expect(answer.data.limits).toHaveLength(10)
    expect(answer.data.limits.every((limit) => limit.amount === null && limit.pending === null)).toBe(true)
    expect(limitOf(answer.data.limits, 'time', 'day').used).toBe(0)
    expect(answer.data.block).toBeNull()
    expect(answer.data.playedSeconds).toBe(0)
    expect(new Date(limitOf(answer.data.limits, 'deposit', 'day').resetsAt).getTime()).toBeGreaterThan(
      Date.now(),
    )
  })

  it('needs a signed-in player', async () => {
    for (const [name, input] of [
      ['selfLimitInfo', {}],
      ['selfLimitSet', { kind: 'deposit', period: 'day', amount: 10_000 }],
      ['selfLimitCoolOff', { duration: '24h' }],
      ['selfLimitExclude', { duration: '6m', confirm: 'EXCLUDE' }],
    ] as const) {
      const answer = await t.call(name, input as never)
      expect(answer.errcode, name).toBe(ERRORS.SIGNED_OUT.code)
      expect((await t.call(name, input as never, { token: 'not-a-token' })).errcode).toBe(
        ERRORS.SIGNED_OUT.code,
      )
    }
  })
})

describe('selfLimitSet', () => {
  it('lowers at once and raises or removes only after 24 hours', async () => {
    const player = await newPlayer()
    const set = (amount: number | null) =>
      t.call('selfLimitSet', { kind: 'deposit', period: 'day', amount }, { token: player.token })

    let answer = await set(50_000)
    expect(answer.errcode).toBe(0)
    expect(limitOf(answer.data.limits, 'deposit', 'day')).toMatchObject({ amount: 50_000, pending: null })

    const before = Date.now()
    answer = await set(80_000)
    let limit = limitOf(answer.data.limits, 'deposit', 'day')
    expect(limit.amount).toBe(50_000)
    expect(limit.pending?.amount).toBe(80_000)
    const effectiveAt = new Date(limit.pending?.effectiveAt ?? 0).getTime()
    expect(effectiveAt).toBeGreaterThanOrEqual(before + DAY)
    expect(effectiveAt).toBeLessThan(Date.now() + DAY + 1_000)

    // Lowering drops the waiting raise and applies now.
    answer = await set(30_000)
    expect(limitOf(answer.data.limits, 'deposit', 'day')).toMatchObject({ amount: 30_000, pending: null })

    // Removing waits too.
    answer = await set(null)
    limit = limitOf(answer.data.limits, 'deposit', 'day')
    expect(limit.amount).toBe(30_000)
    expect(limit.pending).toMatchObject({ amount: null })

    // 24 hours later the removal is in force.
    await t.database.db.execute(
      sql`update rg_limits set pending_at = pending_at - interval '24 hours' where user_id = ${player.userId}`,
    )
    answer = await t.call('selfLimitInfo', {}, { token: player.token })
    expect(limitOf(answer.data.limits, 'deposit', 'day')).toMatchObject({ amount: null, pending: null })
  })

  it('keeps each kind and period apart, and sets the daily play-time limit in minutes', async () => {
    const player = await newPlayer()
    await t.call('selfLimitSet', { kind: 'bet', period: 'week', amount: 200_000 }, { token: player.token })
    await t.call('selfLimitSet', { kind: 'loss', period: 'month', amount: 100_000 }, { token: player.token })
    const answer = await t.call(
      'selfLimitSet',
      { kind: 'time', period: 'day', amount: 90 },
      { token: player.token },
    )
    expect(answer.errcode).toBe(0)
    expect(limitOf(answer.data.limits, 'bet', 'week').amount).toBe(200_000)
    expect(limitOf(answer.data.limits, 'bet', 'day').amount).toBeNull()
    expect(limitOf(answer.data.limits, 'loss', 'month').amount).toBe(100_000)
    expect(limitOf(answer.data.limits, 'time', 'day').amount).toBe(90)
    // Another player sees none of it.
    const other = await newPlayer()
    const theirs = await t.call('selfLimitInfo', {}, { token: other.token })
    expect(theirs.data.limits.every((limit) => limit.amount === null)).toBe(true)
  })

  it('refuses bad input with a clear error and writes nothing', async () => {
    const player = await newPlayer()
    for (const [input, field] of [
      [{ kind: 'coins', period: 'day', amount: 100 }, 'kind'],
      [{ kind: 'deposit', period: 'year', amount: 100 }, 'period'],
      [{ kind: 'deposit', period: 'day', amount: -1 }, 'amount'],
      [{ kind: 'deposit', period: 'day', amount: 10.5 }, 'amount'],
      [{ kind: 'deposit', period: 'day', amount: 1e12 }, 'amount'],
      [{ kind: 'deposit', period: 'day' }, 'amount'],
      [{ kind: 'time', period: 'week', amount: 60 }, 'period'],
      [{ kind: 'time', period: 'day', amount: 5 }, 'amount'],
      [{ kind: 'time', period: 'day', amount: 2_000 }, 'amount'],
    ] as const) {
      const answer = await t.call('selfLimitSet', input as never, { token: player.token })
      expect(answer.errcode, JSON.stringify(input)).toBe(ERRORS.VALIDATION.code)
      expect(answer.msg, JSON.stringify(input)).toMatch(new RegExp(`^${field}: `))
    }
    expect(await limitRows(player.userId)).toEqual([])
  })
})

describe('cool-off and self-exclusion', () => {
  it('a cool-off ends every session at once and refuses login until it ends', async () => {
    const player = await newPlayer()
    const second = await t.call(
      'accountLogin',
      { account: player.account, password: player.password },
      { ip: player.ip },
    )
    expect(second.errcode).toBe(0)

    const answer = await t.call('selfLimitCoolOff', { duration: '7d' }, { token: player.token })
    expect(answer.errcode).toBe(0)
    expect(answer.data.kind).toBe('cool-off')
    const until = new Date(answer.data.until).getTime()
    expect(until).toBeGreaterThan(Date.now() + 7 * DAY - 60_000)

    for (const token of [player.token, second.data.token]) {
      expect((await t.call('selfLimitInfo', {}, { token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
    }
    const login = await t.call(
      'accountLogin',
      { account: player.account, password: player.password },
      { ip: player.ip },
    )
    expect(login.errcode).toBe(ERRORS.COOLING_OFF.code)
    expect(login.msg).toMatch(/taking a break from play until .+ \(Manila time\)/)
    expect(login.data).toMatchObject({ kind: 'cool-off', until: answer.data.until })

    // When it is over, the player may log in again.
    await t.database.db.execute(
      sql`update rg_players set block_until = now() - interval '1 second' where user_id = ${player.userId}`,
    )
    const after = await t.call(
      'accountLogin',
      { account: player.account, password: player.password },
      { ip: player.ip },
    )
    expect(after.errcode).toBe(0)
  })

  it('refuses an unknown cool-off length', async () => {
    const player = await newPlayer()
    const answer = await t.call('selfLimitCoolOff', { duration: '2h' } as never, { token: player.token })
    expect(answer.errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('selfLimitInfo', {}, { token: player.token })).errcode).toBe(0)
  })

  it('self-exclusion needs the typed confirmation, then ends every session and refuses login', async () => {
    const player = await newPlayer()
    for (const input of [
      { duration: '1y', confirm: 'exclude' },
      { duration: '1y' },
      { duration: '2y', confirm: 'EXCLUDE' },
    ]) {
      const refused = await t.call('selfLimitExclude', input as never, { token: player.token })
      expect(refused.errcode, JSON.stringify(input)).toBe(ERRORS.VALIDATION.code)
    }
    expect((await t.call('selfLimitInfo', {}, { token: player.token })).errcode).toBe(0)

    const answer = await t.call(
      'selfLimitExclude',
      { duration: '1y', confirm: 'EXCLUDE' },
      { token: player.token },
    )
    expect(answer.errcode).toBe(0)
    expect(answer.data.kind).toBe('self-exclusion')
    const until = new Date(answer.data.until)
    const irrevocable = new Date(answer.data.irrevocableUntil ?? 0)
    expect(until.getTime() - Date.now()).toBeGreaterThan(364 * DAY)
    expect(irrevocable.getTime() - Date.now()).toBeGreaterThan(180 * DAY)
    expect(irrevocable.getTime() - Date.now()).toBeLessThan(185 * DAY)

    expect((await t.call('selfLimitInfo', {}, { token: player.token })).errcode).toBe(ERRORS.SIGNED_OUT.code)
    const login = await t.call(
      'accountLogin',
      { account: player.account, password: player.password },
      { ip: player.ip },
    )
    expect(login.errcode).toBe(ERRORS.SELF_EXCLUDED.code)
    expect(login.data).toMatchObject({ kind: 'self-exclusion', until: answer.data.until })
    const sessions = await queryRows(
      t.database.db,
      sql`select revoke_reason from sessions where user_id = ${player.userId}`,
    )
    expect(sessions.map((row) => row.revoke_reason)).toEqual(['excluded'])
  })
})

describe('operator commands', () => {
  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('rg:show prints the limits, rg:exclude excludes on request, rg:end-exclusion refuses the first six months', async () => {
    const player = await newPlayer()
    await t.call('selfLimitSet', { kind: 'loss', period: 'week', amount: 70_000 }, { token: player.token })
    const shown = await run('rg:show', player.account)
    expect(shown.ok).toBe(true)
    const printed = JSON.parse(shown.output) as { userId: number; limits: SelfLimit[]; block: unknown }
    expect(printed.userId).toBe(player.userId)
    expect(limitOf(printed.limits, 'loss', 'week').amount).toBe(70_000)
    expect(printed.block).toBeNull()

    const bad = await run('rg:exclude', String(player.userId), '3m')
    expect(bad.ok).toBe(false)
    expect(bad.output).toMatch(/The duration is 24h, 7d, 30d, 6m, 1y or 5y/)
    expect((await t.call('selfLimitInfo', {}, { token: player.token })).errcode).toBe(0)

    const excluded = await run('rg:exclude', String(player.userId), '6m')
    expect(excluded.ok).toBe(true)
    expect(excluded.output).toMatch(/is self-excluded until .* and signed out everywhere/)
    expect((await t.call('selfLimitInfo', {}, { token: player.token })).errcode).toBe(ERRORS.SIGNED_OUT.code)

    const early = await run('rg:end-exclusion', String(player.userId))
    expect(early.ok).toBe(false)
    expect(early.output).toMatch(/first six months of a self-exclusion cannot be ended early/)
    expect((await run('rg:show', 'nobody_at_all')).ok).toBe(false)
  })
})

describe('limit and exclusion rules over time (controlled clock)', () => {
  let database: TestDatabase
  const clock = testClock()
  let rg: ReturnType<typeof createResponsibleGaming>

  beforeAll(async () => {
    database = await createTestDatabase()
    const sessions = createSessionService(database.db, { idleMs: DAY, maxMs: 30 * DAY })
    rg = createResponsibleGaming({ db: database.db, sessions, now: clock.now })
  })
  afterAll(() => database.close())

  const depositDay = async (userId: number) =>
    (await rg.overview(userId)).limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day')

  it('a raise takes effect 24 hours after it was asked for, and asking again does not restart it', async () => {
    const user = await insertPlayer(database.db)
    await rg.setLimit(user, 'deposit', 'day', 10_000)
    await rg.setLimit(user, 'deposit', 'day', 20_000)
    clock.advance(23 * HOUR)
    await rg.setLimit(user, 'deposit', 'day', 20_000)
    expect(await depositDay(user)).toMatchObject({ amount: 10_000, pending: { amount: 20_000 } })
    clock.advance(HOUR)
    expect(await depositDay(user)).toMatchObject({ amount: 20_000, pending: null })
    // A different raise starts its own 24 hours.
    await rg.setLimit(user, 'deposit', 'day', 30_000)
    await rg.setLimit(user, 'deposit', 'day', 40_000)
    clock.advance(DAY - 1)
    expect((await depositDay(user))?.amount).toBe(20_000)
    clock.advance(1)
    expect((await depositDay(user))?.amount).toBe(40_000)
  })

  it('an exclusion cannot be ended in its first six months; after them a request ends it 7 days later', async () => {
    clock.set('2026-11-18T04:00:00Z')
    const user = await insertPlayer(database.db)
    const block = await rg.selfExclude(user, '5y')
    expect(block.until.toISOString()).toBe('2031-11-18T04:00:00.000Z')
    expect(block.irrevocableUntil.toISOString()).toBe('2027-05-18T04:00:00.000Z')
    clock.set('2027-05-18T03:59:59Z')
    const refused = await rg.requestExclusionEnd(user).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).errorName).toBe('EXCLUSION_IRREVOCABLE')
    // A cool-off taken meanwhile does not shorten the exclusion.
    await rg.coolOff(user, '24h')
    expect((await rg.overview(user)).block).toMatchObject({ kind: 'self-exclusion', until: block.until })
    clock.set('2027-06-01T00:00:00Z')
    const ended = await rg.requestExclusionEnd(user)
    expect(ended?.until.toISOString()).toBe('2027-06-08T00:00:00.000Z')
    await expect(rg.assertMayLogIn(database.db, user)).rejects.toThrow(/excluded yourself/)
    clock.set('2027-06-08T00:00:00Z')
    await rg.assertMayLogIn(database.db, user)
  })

  it('a cool-off cannot be ended early', async () => {
    clock.set('2026-11-18T04:00:00Z')
    const user = await insertPlayer(database.db)
    await rg.coolOff(user, '30d')
    await expect(rg.requestExclusionEnd(user)).rejects.toThrow(AppError)
  })
})
