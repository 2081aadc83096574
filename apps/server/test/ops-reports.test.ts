import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Db } from '../src/db/client.ts'
import { computeDayFigures, storeDayFigures } from '../src/modules/figures/figures-rollup.service.ts'
import { insertPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** R is the report's last day; the range is R−2 … R. */
const R = '2026-09-16'
const manila = (day: string, time: string) => `${day}T${time}+08:00`

/** The marketing report (decision 096) on known rows, over HTTP. */
describe('the marketing report', () => {
  let t: TestApp
  let db: Db
  let marketing: TestStaff
  let slot = 0

  async function deposit(userId: number, amount: number, paidAt: string, bonus = 0) {
    slot++
    await db.execute(sql`insert into deposits (id, user_id, recharge_type_id, channel_name, amount, bonus_amount,
        gateway, payment_id, state, journal_id, expires_at, created_at, paid_at)
      values (${`dp_reports${String(slot).padStart(16, '0')}`}, ${userId}, 1, 'test', ${amount}, ${bonus},
        'sandbox', ${`pay_r${slot}`}, 'paid', ${slot}, ${paidAt}::timestamptz, ${paidAt}::timestamptz,
        ${paidAt}::timestamptz)`)
  }
  async function bonus(userId: number, source: string, amount: number, at: string) {
    slot++
    const [grant] = (
      (await db.execute(sql`insert into award_grants (key, user_id, source, items, created_at)
        values (${`reports:${slot}`}, ${userId}, ${source}, ${JSON.stringify([{ id: 2001, count: amount }])}::jsonb,
          ${at}::timestamptz) returning id`)) as unknown as { rows: { id: number }[] }
    ).rows
    await db.execute(sql`insert into bonus_grants (grant_id, user_id, bonus_type, amount, multiple, requirement,
        state, credit_journal_id, created_at, credited_at)
      values (${grant?.id}, ${userId}, ${source}, ${amount}, 1, ${amount}, 'active', ${slot},
        ${at}::timestamptz, ${at}::timestamptz)`)
  }
  const day = (offset: number) =>
    new Date(Date.parse(`${R}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    marketing = await signedInStaff(t, 'marketing')
    const [p1, p2, p3, p4, p5] = [
      await insertPlayer(db),
      await insertPlayer(db),
      await insertPlayer(db),
      await insertPlayer(db),
      await insertPlayer(db),
    ] as [number, number, number, number, number]
    // P1: a sign-in bonus two days before a first deposit: a first-time depositor of signIn.
    await bonus(p1, 'signIn', 5_00, manila(day(-2), '10:00:00'))
    await deposit(p1, 100_00, manila(R, '12:00:00'))
    // P2: a mail's coins in the morning, then a first deposit carrying its own bonus: of mail and deposit.
    await bonus(p2, 'mail', 20_00, manila(R, '09:00:00'))
    await deposit(p2, 200_00, manila(R, '15:00:00'), 10_00)
    // P3: a mail's coins, no deposit.
    await bonus(p3, 'mail', 20_00, manila(R, '08:00:00'))
    // P4: a sign-in bonus 40 days before the first deposit: not attributed (30 days), still a first depositor.
    await bonus(p4, 'signIn', 5_00, manila(day(-40), '10:00:00'))
    await deposit(p4, 100_00, manila(R, '18:00:00'))
    // P5: first deposit before the range, a second one in it: no first-time depositor in the range.
    await bonus(p5, 'mail', 20_00, manila(day(-6), '10:00:00'))
    await deposit(p5, 100_00, manila(day(-5), '10:00:00'))
    await deposit(p5, 100_00, manila(R, '10:00:00'))
    // R−1 and R are rolled up; R−2 is left to be computed live.
    for (const closed of [day(-1), R]) await storeDayFigures(db, await computeDayFigures(db, closed))
  }, 180_000)
  afterAll(() => t.close())

  it('answers bonus cost and claims by source and day, and cost per attributed first-time depositor', async () => {
    const answer = await opsCall(t, 'marketingReport', { from: day(-2), to: R }, { cookie: marketing.cookie })
    expect(answer.errcode).toBe(0)
    const report = answer.data
    expect(report).toMatchObject({ from: day(-2), to: R, firstDepositors: 3, cost: 55_00 })
    expect(report.totals).toEqual([
      { source: 'mail', claims: 2, cost: 40_00, firstDepositors: 1, costPerFirstDepositor: 40_00 },
      { source: 'deposit', claims: 1, cost: 10_00, firstDepositors: 1, costPerFirstDepositor: 10_00 },
      { source: 'signIn', claims: 1, cost: 5_00, firstDepositors: 1, costPerFirstDepositor: 5_00 },
    ])
    expect(report.days.map((row) => [row.day, row.rolledUp, row.firstDepositors])).toEqual([
      [day(-2), false, 0],
      [day(-1), true, 0],
      [R, true, 3],
    ])
    expect(report.days[0]?.sources).toEqual([{ source: 'signIn', claims: 1, cost: 5_00, firstDepositors: 0 }])
    expect(report.days[2]?.sources).toEqual([
      { source: 'mail', claims: 2, cost: 40_00, firstDepositors: 1 },
      { source: 'deposit', claims: 1, cost: 10_00, firstDepositors: 1 },
      { source: 'signIn', claims: 0, cost: 0, firstDepositors: 1 },
    ])
    // A closed day is read from the rollup: a change to the rows after it is not seen.
    await db.execute(sql`update bonus_grants set amount = amount + 1 where bonus_type = 'mail'`)
    const again = await opsCall(t, 'marketingReport', { from: R, to: R }, { cookie: marketing.cookie })
    expect(again.data.cost).toBe(50_00)
    await db.execute(sql`update bonus_grants set amount = amount - 1 where bonus_type = 'mail'`)
    // Finance and admin read it too.
    for (const role of ['finance', 'admin'] as const) {
      const staff = await signedInStaff(t, role)
      expect(
        (await opsCall(t, 'marketingReport', { from: R, to: R }, { cookie: staff.cookie })).errcode,
      ).toBe(0)
    }
  })

  it('bad input is errcode VALIDATION', async () => {
    for (const input of [
      {},
      { from: R },
      { from: '2026-13-01', to: '2026-13-02' },
      { from: R, to: day(-1) },
      { from: '2025-01-01', to: '2026-06-01' },
      { from: 20260916, to: R },
    ]) {
      const answer = await opsCall(t, 'marketingReport', input, { cookie: marketing.cookie })
      expect(answer.errcode, JSON.stringify(input)).toBe(ERRORS.VALIDATION.code)
      expect(answer.status).toBeLessThan(500)
    }
  })

  it('refuses other roles and the signed out', async () => {
    for (const cookie of [
      (await signedInStaff(t, 'support')).cookie,
      (await signedInStaff(t, 'kyc')).cookie,
      undefined,
    ]) {
      const answer = await opsCall(t, 'marketingReport', { from: R, to: R }, { cookie })
      expect(answer.errcode).toBe(cookie ? OPS_ERRORS.ROLE_REFUSED.code : OPS_ERRORS.STAFF_SIGNED_OUT.code)
      expect(answer.data).toBeNull()
    }
  })
})
