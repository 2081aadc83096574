import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Db } from '../src/db/client.ts'
import { computeDayFigures, rollUpFigures } from '../src/modules/figures/figures-rollup.service.ts'
import { periodDays, readFigures } from '../src/modules/figures/figures.service.ts'
import { insertPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * The figures (decision 084) on known rows placed either side of Manila midnights: 23:59 on the day
 * before belongs to the day before, 00:01 to the day. D is a Wednesday; its week runs Monday 12th to
 * Sunday 18th October 2026.
 */
const D = '2026-10-14'
const manila = (day: string, time: string) => `${day}T${time}+08:00`

describe('figures', () => {
  let t: TestApp
  let db: Db
  const ids = { a: 0, b: 0, c: 0 }
  let slot = 0
  let games: number[] = []

  async function player(joinedAt: string): Promise<number> {
    const id = await insertPlayer(db)
    await db.execute(sql`update users set created_at = ${joinedAt}::timestamptz where id = ${id}`)
    return id
  }
  async function deposit(userId: number, amount: number, paidAt: string | null, bonus = 0) {
    slot++
    await db.execute(sql`insert into deposits (id, user_id, recharge_type_id, channel_name, amount, bonus_amount,
        gateway, payment_id, state, journal_id, expires_at, created_at, paid_at)
      values (${`dp_figures${String(slot).padStart(16, '0')}`}, ${userId}, 1, 'test', ${amount}, ${bonus},
        'sandbox', ${`pay_${slot}`}, ${paidAt ? 'paid' : 'pending'}, ${paidAt ? slot : null},
        ${paidAt ?? '2026-10-14T12:00:00+08:00'}::timestamptz, ${paidAt ?? '2026-10-14T12:00:00+08:00'}::timestamptz,
        ${paidAt}::timestamptz)`)
  }
  async function withdrawal(userId: number, amount: number, paidAt: string) {
    slot++
    await db.execute(sql`insert into withdrawals (user_id, request_id, state, amount, bank_id, kind, bank_name,
        account_number, created_at, paid_at)
      values (${userId}, ${`w${slot}`}, 'paid', ${amount}, 1, 'gcash', 'GCash', '09170000000',
        ${paidAt}::timestamptz, ${paidAt}::timestamptz)`)
  }
  async function round(userId: number, gameId: number, stake: number, win: number, at: string) {
    slot++
    await db.execute(sql`insert into game_rounds (provider, round_id, user_id, game_id, stake, win,
        balance_before, balance_after, state, started_at)
      values ('test', ${`r${slot}`}, ${userId}, ${gameId}, ${stake}, ${win}, 100000, 100000, 'closed',
        ${at}::timestamptz)`)
  }
  async function bonus(userId: number, source: string, amount: number, creditedAt: string | null) {
    slot++
    const [grant] = (
      (await db.execute(sql`insert into award_grants (key, user_id, source, items, created_at)
        values (${`figures:${slot}`}, ${userId}, ${source}, ${JSON.stringify([{ id: 1, count: amount }])}::jsonb,
          ${creditedAt ?? '2026-10-14T08:00:00+08:00'}::timestamptz) returning id`)) as unknown as {
        rows: { id: number }[]
      }
    ).rows
    await db.execute(sql`insert into bonus_grants (grant_id, user_id, bonus_type, amount, multiple, requirement,
        state, credit_journal_id, created_at, credited_at)
      values (${grant?.id}, ${userId}, ${source}, ${amount}, 1, ${amount}, ${creditedAt ? 'active' : 'held'},
        ${creditedAt ? slot : null},
        ${creditedAt ?? '2026-10-14T08:00:00+08:00'}::timestamptz, ${creditedAt}::timestamptz)`)
  }
  async function bet(userId: number, day: string) {
    await db.execute(sql`insert into turnover_days (user_id, day, game_type, stake, bets)
      values (${userId}, ${day}::date, 'slots', 100, 1)`)
  }
  async function pageView(ip: string, at: string) {
    await db.execute(sql`insert into client_events (event_name, event_time, app_id, app_version, platform,
        properties, ip)
      values ('pageView', ${at}::timestamptz, 'panalo', '1.0.0', 1, '{}'::jsonb, ${ip})`)
  }

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    const found = (await db.execute(sql`select id from games order by id limit 2`)) as unknown as {
      rows: { id: number }[]
    }
    games = found.rows.map((row) => Number(row.id))
    // A joins at 00:01 on D, B at 23:59 the day before, C at noon on D.
    ids.a = await player(manila(D, '00:01:00'))
    ids.b = await player(manila('2026-10-13', '23:59:00'))
    ids.c = await player(manila(D, '12:00:00'))

    await deposit(ids.a, 100_00, manila(D, '00:01:00')) // A's first deposit: a first-time depositor on D
    await deposit(ids.a, 50_00, manila(D, '10:00:00'), 10_00) // with a 10-peso deposit bonus
    await deposit(ids.b, 200_00, manila('2026-10-13', '23:59:00')) // B's first, the day before
    await deposit(ids.b, 300_00, manila(D, '00:30:00')) // B's second: not a first-time depositor on D
    await deposit(ids.c, 999_00, null) // never paid: not counted

    await withdrawal(ids.a, 70_00, manila(D, '23:59:59'))
    await withdrawal(ids.b, 20_00, manila('2026-10-15', '00:00:01'))

    await round(ids.a, games[0] ?? 0, 10_00, 3_00, manila(D, '00:01:00'))
    await round(ids.b, games[0] ?? 0, 5_00, 0, manila('2026-10-13', '23:59:00'))
    await round(ids.c, games[1] ?? 0, 20_00, 50_00, manila(D, '20:00:00'))

    await bonus(ids.a, 'task', 5_00, manila(D, '08:00:00'))
    await bonus(ids.c, 'sign-in', 7_00, null) // held: costs nothing until credited

    await bet(ids.a, D)
    await bet(ids.c, D)
    await bet(ids.b, '2026-10-13')
    await bet(ids.a, '2026-10-15') // A comes back the day after joining: D1
    await bet(ids.c, '2026-10-21') // C on the seventh day after joining: D7

    await pageView('10.0.0.1', manila(D, '00:00:30'))
    await pageView('10.0.0.1', manila(D, '09:00:00'))
    await pageView('10.0.0.2', manila(D, '23:59:00'))
    await pageView('10.0.0.1', manila('2026-10-13', '23:59:59'))
  })
  afterAll(() => t.close())

  const dayD = {
    deposits: 3,
    depositSum: 450_00,
    withdrawals: 1,
    withdrawalSum: 70_00,
    rounds: 2,
    stake: 30_00,
    win: 53_00,
    bonusCost: 15_00,
    activePlayers: 2,
    newPlayers: 2,
    firstDepositors: 1,
    visitors: 2,
  }
  const dayBefore = {
    deposits: 1,
    depositSum: 200_00,
    withdrawals: 0,
    withdrawalSum: 0,
    rounds: 1,
    stake: 5_00,
    win: 0,
    bonusCost: 0,
    activePlayers: 1,
    newPlayers: 1,
    firstDepositors: 1,
    visitors: 1,
  }

  it('computes a day from its rows, the Manila midnight deciding the day', async () => {
    expect(await computeDayFigures(db, D)).toMatchObject(dayD)
    expect(await computeDayFigures(db, '2026-10-13')).toMatchObject(dayBefore)
    const figures = await computeDayFigures(db, D)
    expect(figures.bonuses.sort((x, y) => x.source.localeCompare(y.source))).toEqual([
      { source: 'deposit', grants: 1, amount: 10_00 },
      { source: 'task', grants: 1, amount: 5_00 },
    ])
  })

  it('the rollup stores the closed days; the read answers them from it, with exact totals and comparison', async () => {
    const rolled = await rollUpFigures(db, new Date(manila('2026-10-15', '01:00:00')))
    expect(rolled.days[0]).toBe(D)
    expect(rolled.days).toContain('2026-10-13')
    // A change to the rows after the rollup is not seen in a closed day: the read comes from the rollup.
    await db.execute(sql`update game_rounds set win = win + 1 where user_id = ${ids.a}`)
    const now = new Date(manila('2026-10-24', '12:00:00'))
    const figures = await readFigures(db, { period: 'day', from: D }, now)
    expect(figures).toMatchObject({ from: D, to: D, previousFrom: '2026-10-13', previousTo: '2026-10-13' })
    expect(figures.current).toEqual({ ...dayD, ggr: -23_00, ngr: -38_00 })
    expect(figures.previous).toEqual({ ...dayBefore, ggr: 5_00, ngr: 5_00 })
    expect(figures.days).toEqual([{ day: D, rolledUp: true, ...dayD, ggr: -23_00, ngr: -38_00 }])
    expect(figures.topGamesByGgr.map((game) => [game.gameId, game.ggr])).toEqual([
      [games[0], 7_00],
      [games[1], -30_00],
    ])
    expect(figures.topGamesByStake.map((game) => game.gameId)).toEqual([games[1], games[0]])
    expect(figures.topGamesByGgr[0]?.name).not.toBe('')
    expect(figures.bonusBySource).toEqual([
      { source: 'deposit', grants: 1, amount: 10_00 },
      { source: 'task', grants: 1, amount: 5_00 },
    ])
    // The cohort of D is A and C: A bet on D+1, C on D+7; A deposited; both bet on D.
    expect(figures.retention).toEqual({ cohort: 2, d1Due: 2, d1: 1, d7Due: 2, d7: 1 })
    expect(figures.funnel).toEqual({ visitors: 2, registered: 2, deposited: 1, bet: 2 })
    await db.execute(sql`update game_rounds set win = win - 1 where user_id = ${ids.a}`)
  })

  it('today is computed live, and a D7 not yet ended is not counted as due', async () => {
    const figures = await readFigures(db, { period: 'day', from: D }, new Date(manila(D, '23:00:00')))
    expect(figures.days).toEqual([{ day: D, rolledUp: false, ...dayD, ggr: -23_00, ngr: -38_00 }])
    expect(figures.retention).toEqual({ cohort: 2, d1Due: 0, d1: 0, d7Due: 0, d7: 0 })
  })

  it('a week counts each active player once and sums the days; periods are Manila weeks and months', async () => {
    const figures = await readFigures(
      db,
      { period: 'week', from: D },
      new Date(manila('2026-10-24', '12:00:00')),
    )
    expect(figures).toMatchObject({ from: '2026-10-12', to: '2026-10-18', previousFrom: '2026-10-05' })
    expect(figures.days).toHaveLength(7)
    expect(figures.current).toMatchObject({
      deposits: 4,
      depositSum: 650_00,
      withdrawals: 2,
      activePlayers: 3,
      newPlayers: 3,
      firstDepositors: 2,
    })
    expect(figures.retention).toMatchObject({ cohort: 3, d1: 1, d7: 1 })
    expect(periodDays('month', '2026-02-14')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      previousFrom: '2026-01-01',
      previousTo: '2026-01-31',
    })
    expect(periodDays('range', '2026-10-01', '2026-10-10')).toEqual({
      from: '2026-10-01',
      to: '2026-10-10',
      previousFrom: '2026-09-21',
      previousTo: '2026-09-30',
    })
  })

  it('answers finance over HTTP; refuses support; bad ranges are a validation error', async () => {
    const finance = await signedInStaff(t, 'finance')
    const support = await signedInStaff(t, 'support')
    const answer = await opsCall(t, 'figures', { period: 'day', from: D }, { cookie: finance.cookie })
    expect(answer.errcode).toBe(0)
    expect(answer.data.current.depositSum).toBe(450_00)
    expect(
      (await opsCall(t, 'figures', { period: 'day', from: D }, { cookie: support.cookie })).errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    expect((await opsCall(t, 'figures', { period: 'day', from: D })).errcode).toBe(
      OPS_ERRORS.STAFF_SIGNED_OUT.code,
    )
    const backwards = await opsCall(
      t,
      'figures',
      { period: 'range', from: '2026-10-10', to: '2026-10-01' },
      { cookie: finance.cookie },
    )
    expect(backwards.errcode).toBe(ERRORS.VALIDATION.code)
    expect(backwards.msg).toMatch(/before/)
    const tooLong = await opsCall(
      t,
      'figures',
      { period: 'range', from: '2026-01-01', to: '2026-03-01' },
      { cookie: finance.cookie },
    )
    expect(tooLong.errcode).toBe(ERRORS.VALIDATION.code)
    expect(tooLong.msg).toMatch(/at most 31 days/)
    const notADay = await opsCall(
      t,
      'figures',
      { period: 'day', from: '14/10/2026' },
      { cookie: finance.cookie },
    )
    expect(notADay.errcode).toBe(ERRORS.VALIDATION.code)
    expect(notADay.status).toBeLessThan(500)
  })
})
