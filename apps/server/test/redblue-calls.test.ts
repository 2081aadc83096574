import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { pkEntries, pkPeriods } from '../src/db/schema/redblue.ts'
import { turnoverDays } from '../src/db/schema/turnover.ts'
import { settlePkPeriods } from '../src/modules/redblue/redblue-settle.service.ts'
import { addDays, manilaDay } from '../src/platform/manila-time.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

const DAY_MS = 86_400_000

/**
 * Red versus blue over HTTP (decision 054): pkData for guests and players, pkSignUp once per period
 * with no switching (also when the joins race), contributions counted from the moment of joining,
 * the settlement frozen once and paid once by contribution, draws and empty periods, and the
 * operator's commands. The ledger balances after every test.
 */
describe('red versus blue calls', () => {
  let t: TestApp
  let seq = 0
  const today = () => manilaDay(new Date())
  const afterPeriod = () => new Date(Date.now() + 2 * DAY_MS)

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(async () => {
    // Whatever a test left running is settled, so the next test opens its own period today.
    await settlePkPeriods(t.database.db, afterPeriod())
    await expectLedgerConsistent(t.database.db)
  })

  async function player() {
    const session = await registerPlayer(t)
    // A deposit first, so the pool's coins are paid at once rather than held (decision 025).
    await fundPlayer(t.database.db, session.user.id, 100_00, `pk-${session.user.id}-${++seq}`)
    return { token: session.token, userId: session.user.id }
  }

  async function openPeriod(pool = 1_000_00, minContribution = 100_00) {
    const [row] = await t.database.db
      .insert(pkPeriods)
      .values({ startsOn: today(), endsOn: today(), pool, minContribution })
      .returning({ id: pkPeriods.id })
    if (!row) throw new Error('no period inserted')
    return row.id
  }

  /** Adds valid turnover for today, as the projector would. */
  async function play(userId: number, amount: number, gameType = 'slots') {
    await t.database.db
      .insert(turnoverDays)
      .values({ userId, day: today(), gameType, stake: amount, bets: 1 })
      .onConflictDoUpdate({
        target: [turnoverDays.userId, turnoverDays.day, turnoverDays.gameType],
        set: { stake: sql`${turnoverDays.stake} + ${amount}` },
      })
  }

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('shows guests no period and the wagering rule, and refuses a signed-out join', async () => {
    const guest = await t.call('pkData', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data).toMatchObject({
      period: null,
      me: null,
      wagering: { multiple: 5, expiryDays: 14, heldUntilFirstDeposit: true },
    })
    expect((await t.call('pkSignUp', { camp: 'red' }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    const { token } = await player()
    expect((await t.call('pkSignUp', { camp: 'red' }, { token })).errcode).toBe(ERRORS.PK_NO_PERIOD.code)
  })

  it('joins a camp once, counts only turnover after joining, and refuses a second join or a switch', async () => {
    const periodId = await openPeriod()
    const ana = await player()
    const ben = await player()
    await play(ana.userId, 500_00) // Before joining: never counts.

    const before = await t.call('pkData', {}, { token: ana.token })
    expect(before.data.period).toMatchObject({
      id: periodId,
      state: 'running',
      pool: 1_000_00,
      minContribution: 100_00,
      scores: { red: 0, blue: 0 },
    })
    expect(Date.parse(before.data.period?.endsAt ?? '')).toBeGreaterThan(Date.now())
    expect(before.data.me).toEqual({ camp: null, contribution: 0 })

    expect((await t.call('pkSignUp', { camp: 'red' }, { token: ana.token })).data).toEqual({
      camp: 'red',
      periodId,
    })
    expect((await t.call('pkSignUp', { camp: 'blue' }, { token: ben.token })).errcode).toBe(0)
    await play(ana.userId, 300_00)
    await play(ana.userId, 200_00, 'fishing') // Every game type counts.
    await play(ben.userId, 150_00)

    const after = await t.call('pkData', {}, { token: ana.token })
    expect(after.data.me).toEqual({ camp: 'red', contribution: 500_00 })
    expect(after.data.period).toMatchObject({
      scores: { red: 500_00, blue: 150_00 },
      members: { red: 1, blue: 1 },
    })
    // Guests see the live scores too.
    expect((await t.call('pkData', {}, {})).data.period?.scores).toEqual({ red: 500_00, blue: 150_00 })

    expect((await t.call('pkSignUp', { camp: 'red' }, { token: ana.token })).errcode).toBe(
      ERRORS.PK_ALREADY_JOINED.code,
    )
    expect((await t.call('pkSignUp', { camp: 'blue' }, { token: ana.token })).errcode).toBe(
      ERRORS.PK_CAMP_LOCKED.code,
    )
    const rows = await t.database.db.select().from(pkEntries).where(eq(pkEntries.userId, ana.userId))
    expect(rows.map((row) => row.camp)).toEqual(['red'])
  })

  it('refuses a bad camp with VALIDATION and changes nothing', async () => {
    await openPeriod()
    const { token, userId } = await player()
    for (const input of [{ camp: 'green' }, { camp: 1 }, { camp: null }, {}, { camp: 'RED' }]) {
      // @ts-expect-error: hostile input on purpose
      const answer = await t.call('pkSignUp', input, { token })
      expect(answer.errcode).toBe(ERRORS.VALIDATION.code)
    }
    expect(await t.database.db.$count(pkEntries, eq(pkEntries.userId, userId))).toBe(0)
  })

  it('lets one of many racing joins through, whatever the camps', async () => {
    const periodId = await openPeriod()
    const { token, userId } = await player()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.call('pkSignUp', { camp: index % 2 === 0 ? 'red' : 'blue' }, { token }),
      ),
    )
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    for (const answer of answers.filter((entry) => entry.errcode !== 0))
      expect([ERRORS.PK_ALREADY_JOINED.code, ERRORS.PK_CAMP_LOCKED.code]).toContain(answer.errcode)
    expect(await t.database.db.$count(pkEntries, eq(pkEntries.periodId, periodId))).toBe(1)
    expect(userId).toBeGreaterThan(0)
  })

  it('settles once: the winning camp shares the pool by contribution, above the minimum, paid once', async () => {
    const periodId = await openPeriod(1_000_00, 100_00)
    const [ana, ben, cora, dodong] = await Promise.all([player(), player(), player(), player()])
    for (const [who, camp] of [
      [ana, 'red'],
      [ben, 'red'],
      [cora, 'red'],
      [dodong, 'blue'],
    ] as const)
      expect((await t.call('pkSignUp', { camp }, { token: who.token })).errcode).toBe(0)
    await play(ana.userId, 3_000_00)
    await play(ben.userId, 1_000_00)
    await play(cora.userId, 50_00) // Under the minimum: counts for the camp, shares nothing.
    await play(dodong.userId, 2_000_00)

    // Not before the period ends.
    expect(await settlePkPeriods(t.database.db, new Date())).toEqual({ settled: 0, paid: 0 })
    const runs = await Promise.all([
      settlePkPeriods(t.database.db, afterPeriod()),
      settlePkPeriods(t.database.db, afterPeriod()),
    ])
    expect(runs.reduce((sum, summary) => sum + summary.settled, 0)).toBe(1)
    expect(runs.reduce((sum, summary) => sum + summary.paid, 0)).toBe(2)
    // Turnover that arrives late changes nothing once the result is frozen.
    await play(dodong.userId, 9_000_00)
    expect(await settlePkPeriods(t.database.db, afterPeriod())).toEqual({ settled: 0, paid: 0 })

    const grants = await queryRows(
      t.database.db,
      sql`select user_id, items from award_grants where key like ${`award:activity:%:redblue-${periodId}`} order by user_id`,
    )
    const paid = new Map(grants.map((row) => [Number(row.user_id), row.items]))
    expect(paid.get(ana.userId)).toEqual([{ id: AWARD_ITEM.coin, count: 750_00 }])
    expect(paid.get(ben.userId)).toEqual([{ id: AWARD_ITEM.coin, count: 250_00 }])
    expect(paid.size).toBe(2)

    const shown = await t.call('pkData', {}, { token: ana.token })
    expect(shown.data.period).toBeNull()
    expect(shown.data.last).toMatchObject({
      id: periodId,
      outcome: 'red',
      scores: { red: 4_050_00, blue: 2_000_00 },
      pool: 1_000_00,
      paid: 1_000_00,
      myCamp: 'red',
      myShare: 750_00,
    })
    const loser = await t.call('pkData', {}, { token: dodong.token })
    expect(loser.data.last).toMatchObject({ myCamp: 'blue', myShare: 0 })
  })

  it('shares a draw between both camps and pays nobody for a period without play', async () => {
    const drawId = await openPeriod(100_00, 0)
    const [ana, ben, cora] = await Promise.all([player(), player(), player()])
    await t.call('pkSignUp', { camp: 'red' }, { token: ana.token })
    await t.call('pkSignUp', { camp: 'blue' }, { token: ben.token })
    await t.call('pkSignUp', { camp: 'blue' }, { token: cora.token })
    await play(ana.userId, 200_00)
    await play(ben.userId, 100_00)
    await play(cora.userId, 100_00)
    await settlePkPeriods(t.database.db, afterPeriod())
    const [draw] = await t.database.db.select().from(pkPeriods).where(eq(pkPeriods.id, drawId))
    expect(draw).toMatchObject({ outcome: 'draw', redScore: 200_00, blueScore: 200_00 })
    const shares = await t.database.db.select().from(pkEntries).where(eq(pkEntries.periodId, drawId))
    expect(Object.fromEntries(shares.map((row) => [row.userId, row.share]))).toEqual({
      [ana.userId]: 50_00,
      [ben.userId]: 25_00,
      [cora.userId]: 25_00,
    })

    const emptyId = await openPeriod()
    const dan = await player()
    await t.call('pkSignUp', { camp: 'red' }, { token: dan.token })
    await settlePkPeriods(t.database.db, afterPeriod())
    const [empty] = await t.database.db.select().from(pkPeriods).where(eq(pkPeriods.id, emptyId))
    expect(empty).toMatchObject({ outcome: 'none', redScore: 0, blueScore: 0 })
    expect((await t.call('pkData', {}, { token: dan.token })).data.last).toMatchObject({
      outcome: 'none',
      paid: 0,
      myShare: 0,
    })
  })

  it('lets the operator schedule periods, change a pool, list and settle, and refuses bad input', async () => {
    const first = addDays(today(), 400)
    const last = addDays(first, 6)
    expect((await run('redblue:open', first, last, '5000', '500')).ok).toBe(true)
    const overlap = await run('redblue:open', addDays(first, 3), addDays(last, 3), '100', '0')
    expect(overlap).toMatchObject({ ok: false })
    expect(overlap.output).toMatch(/overlaps/)
    for (const argv of [
      ['redblue:open', last, first, '100', '0'],
      ['redblue:open', '2020-01-01', '2020-01-07', '100', '0'],
      ['redblue:open', addDays(last, 1), addDays(last, 2), '0', '0'],
      ['redblue:open', 'soon', addDays(last, 2), '100', '0'],
      ['redblue:open', addDays(last, 1), addDays(last, 2), '-5', '0'],
      ['redblue:pool', 'x', '100'],
    ])
      expect((await run(...argv)).ok).toBe(false)

    const guest = await t.call('pkData', {}, {})
    expect(guest.data.period).toMatchObject({ state: 'upcoming', pool: 5_000_00, minContribution: 500_00 })
    const { token } = await player()
    expect((await t.call('pkSignUp', { camp: 'blue' }, { token })).errcode).toBe(ERRORS.PK_NO_PERIOD.code)

    const id = guest.data.period?.id ?? 0
    expect((await run('redblue:pool', String(id), '7500.50')).output).toContain('₱7500.50')
    expect((await t.call('pkData', {}, {})).data.period?.pool).toBe(7_500_50)
    expect((await run('redblue:periods')).output).toContain(`#${id} ${first}..${last} pool ₱7500.50`)
    expect((await run('redblue:settle')).output).toMatch(/0 period\(s\) settled, 0 share\(s\) paid/)
  })
})
