import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { DEFAULT_POINTS_SHOP, readPointsShop, writePointsShop } from '../src/modules/points/points-shop.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { creditHeldBonuses } from '../src/modules/rewards/bonus-grants.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { readVipLadder } from '../src/modules/vip/vip-ladder.ts'
import { expectLedgerConsistent, queryRows, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer, requestId } from './helpers/wallet.ts'

/**
 * Points over HTTP (decision 028): the balance, how points are earned (the VIP ladder), the shop;
 * an exchange is one journal taking the points and giving bonus coins, once per requestId, and never
 * more than the points cover, however the calls come.
 */
describe('points calls', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  /** A player, funded with ₱1,000 unless `deposit` is false, holding `points` points. */
  async function player(points = 0, deposit = true) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    if (deposit) await fundPlayer(t.database.db, userId, 1_000_00, `points-${userId}`)
    if (points > 0) await givePoints(userId, points)
    return { token: session.token, userId }
  }

  function givePoints(userId: number, count: number) {
    return inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'operator',
        key: `points-test-${++seq}`,
        userId,
        items: [{ id: AWARD_ITEM.points, count }],
        reason: 'test points',
        by: 'cli:test',
      }),
    )
  }

  async function holdings(userId: number) {
    return {
      coin: (await playerBalances(t.database.db, userId)).coin,
      points: (await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points) ?? 0,
    }
  }

  it('shows the balance, the ladder’s points per level, the shop and the wagering', async () => {
    const { token } = await player(250)
    const info = await t.call('pointsInfo', {}, { token })
    expect(info.errcode).toBe(0)
    const ladder = await readVipLadder(t.database.db)
    const pointsOf = (items: readonly { id: number; count: number }[]) =>
      items.find((item) => item.id === AWARD_ITEM.points)?.count ?? 0
    expect(info.data).toMatchObject({
      points: 250,
      vip: 0,
      shop: DEFAULT_POINTS_SHOP,
      maxCount: 100,
      wagering: { multiple: 1, expiryDays: 30, held: false },
    })
    // Every level whose awards carry points, as the ladder says, and no other.
    expect(info.data.earn).toEqual(
      ladder
        .map((rung) => ({
          level: rung.level,
          levelUp: pointsOf(rung.levelUpAward),
          daily: pointsOf(rung.dailyAward),
          weekly: pointsOf(rung.weeklyAward),
        }))
        .filter((row) => row.levelUp + row.daily + row.weekly > 0),
    )
    expect(info.data.earn[0]).toEqual({ level: 1, levelUp: 18, daily: 5, weekly: 0 })
    // 10 points a peso.
    expect(info.data.shop[1]).toEqual({ id: 2, award: { id: AWARD_ITEM.coin, count: 20_00 }, points: 200 })
  })

  it('exchanges points for bonus coins in one journal, with the points wagering rule', async () => {
    const { token, userId } = await player(1_000)
    const before = await holdings(userId)
    const id = requestId('pts')
    const answer = await t.call('pointsExchange', { requestId: id, itemId: 2, count: 2 }, { token })
    expect(answer).toMatchObject({
      errcode: 0,
      data: { items: [{ id: AWARD_ITEM.coin, count: 40_00 }], heldCoins: 0, spent: 400, points: 600 },
    })
    expect(await holdings(userId)).toEqual({ coin: before.coin + 40_00, points: 600 })

    // One journal: the points to the house, the coins from promotions.
    const journals = await queryRows(
      t.database.db,
      sql`select j.id, count(p.*)::int as legs from ledger_journals j join ledger_postings p on p.journal_id = j.id
          where j.idempotency_key = ${`award:points:${userId}:exchange-${id}`} group by j.id`,
    )
    expect(journals).toHaveLength(1)
    expect(journals[0]?.legs).toBeGreaterThanOrEqual(4)

    const bonuses = await t.call('bonusWageringList', {}, { token })
    expect(bonuses.data.list[0]).toMatchObject({
      bonusType: 'points',
      amount: 40_00,
      multiple: 1,
      requirement: 40_00,
      state: 'active',
    })
    const record = await t.call('activityAwardGetLog', {}, { token })
    expect(record.data.list[0]).toMatchObject({
      source: 'points',
      items: [{ id: AWARD_ITEM.coin, count: 40_00 }],
    })

    // A retry answers the first exchange and moves nothing; the same id for something else is refused.
    const retry = await t.call('pointsExchange', { requestId: id, itemId: 2, count: 2 }, { token })
    expect(retry).toMatchObject({ errcode: 0, data: { items: answer.data.items, spent: 400, points: 600 } })
    expect((await t.call('pointsExchange', { requestId: id, itemId: 2, count: 1 }, { token })).errcode).toBe(
      ERRORS.CONFLICT.code,
    )
    expect(await holdings(userId)).toEqual({ coin: before.coin + 40_00, points: 600 })
  })

  it('refuses an exchange the points do not cover, and an unknown item, moving nothing', async () => {
    const { token, userId } = await player(199)
    const before = await holdings(userId)
    const id = requestId('pts')
    expect((await t.call('pointsExchange', { requestId: id, itemId: 2, count: 1 }, { token })).errcode).toBe(
      ERRORS.POINTS_NOT_ENOUGH.code,
    )
    expect(
      (await t.call('pointsExchange', { requestId: requestId('pts'), itemId: 99, count: 1 }, { token }))
        .errcode,
    ).toBe(ERRORS.POINTS_ITEM_UNKNOWN.code)
    expect(await holdings(userId)).toEqual(before)
    expect((await t.call('activityAwardGetLog', {}, { token })).data.list.map((row) => row.source)).toEqual([
      'operator',
    ])
    // Nothing was kept under the refused id: with the points earned, the same id goes through.
    await givePoints(userId, 1)
    expect(
      (await t.call('pointsExchange', { requestId: id, itemId: 2, count: 1 }, { token })).data,
    ).toMatchObject({ spent: 200, points: 0 })
  })

  it('refuses bad input with VALIDATION and changes nothing', async () => {
    const { token, userId } = await player(10_000)
    const before = await holdings(userId)
    const bad: unknown[] = [
      { requestId: requestId(), itemId: 1, count: 0 },
      { requestId: requestId(), itemId: 1, count: -1 },
      { requestId: requestId(), itemId: 1, count: 1.5 },
      { requestId: requestId(), itemId: 1, count: 101 },
      { requestId: requestId(), itemId: 1, count: '1' },
      { requestId: requestId(), itemId: 0, count: 1 },
      { requestId: requestId(), itemId: 1e9, count: 1 },
      { requestId: requestId(), itemId: 1 },
      { requestId: 'short', itemId: 1, count: 1 },
      { requestId: 'has spaces in it', itemId: 1, count: 1 },
      { itemId: 1, count: 1 },
    ]
    for (const body of bad)
      expect((await t.call('pointsExchange', body as never, { token })).errcode, JSON.stringify(body)).toBe(
        ERRORS.VALIDATION.code,
      )
    for (const body of [{ limit: 0 }, { limit: 51 }, { before: 0 }, { before: 'x' }])
      expect((await t.call('pointsLog', body as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    expect(await holdings(userId)).toEqual(before)
  })

  it('answers signed-out callers 401', async () => {
    const calls: [CallName, object][] = [
      ['pointsExchange', { requestId: requestId(), itemId: 1, count: 1 }],
      ['pointsLog', {}],
    ]
    for (const [name, body] of calls)
      expect((await t.call(name, body as never, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('keeps each player’s points, request ids and log their own', async () => {
    const a = await player(500)
    const b = await player(0)
    const id = requestId('shared')
    expect(
      (await t.call('pointsExchange', { requestId: id, itemId: 1, count: 1 }, { token: a.token })).errcode,
    ).toBe(0)
    // B's exchange under A's request id is B's own: it needs B's points, which B has not.
    expect(
      (await t.call('pointsExchange', { requestId: id, itemId: 1, count: 1 }, { token: b.token })).errcode,
    ).toBe(ERRORS.POINTS_NOT_ENOUGH.code)
    expect((await t.call('pointsLog', {}, { token: b.token })).data).toEqual({ list: [], nextBefore: null })
    expect((await t.call('pointsInfo', {}, { token: b.token })).data.points).toBe(0)
    expect((await holdings(a.userId)).points).toBe(450)
  })

  it('holds the coins of a player who has not deposited yet; the points are spent', async () => {
    const { token, userId } = await player(100, false)
    expect((await t.call('pointsInfo', {}, { token })).data.wagering.held).toBe(true)
    const answer = await t.call('pointsExchange', { requestId: requestId(), itemId: 1, count: 2 }, { token })
    expect(answer.data).toMatchObject({
      items: [{ id: AWARD_ITEM.coin, count: 10_00 }],
      heldCoins: 10_00,
      points: 0,
    })
    expect(await holdings(userId)).toEqual({ coin: 0, points: 0 })
    expect((await t.call('bonusWageringList', {}, { token })).data.list[0]).toMatchObject({
      bonusType: 'points',
      state: 'held',
    })
    // The first deposit credits them, as it credits every held bonus, with the points rule.
    await fundPlayer(t.database.db, userId, 100_00, `points-first-${userId}`)
    await inTransaction(t.database.db, (tx) => creditHeldBonuses(tx, userId))
    expect(await holdings(userId)).toEqual({ coin: 110_00, points: 0 })
    expect((await t.call('bonusWageringList', {}, { token })).data.list[0]).toMatchObject({
      bonusType: 'points',
      state: 'active',
      requirement: 10_00,
    })
  })

  it('logs points in and out from the ledger, newest first, in pages', async () => {
    const { token } = await player(300)
    await t.call('pointsExchange', { requestId: requestId(), itemId: 1, count: 1 }, { token })
    await t.call('pointsExchange', { requestId: requestId(), itemId: 1, count: 2 }, { token })
    const all = await t.call('pointsLog', {}, { token })
    expect(all.data.nextBefore).toBeNull()
    expect(
      all.data.list.map(({ amount, balanceAfter, source, received }) => ({
        amount,
        balanceAfter,
        source,
        received,
      })),
    ).toEqual([
      {
        amount: -100,
        balanceAfter: 150,
        source: 'points',
        received: [{ id: AWARD_ITEM.coin, count: 10_00 }],
      },
      { amount: -50, balanceAfter: 250, source: 'points', received: [{ id: AWARD_ITEM.coin, count: 5_00 }] },
      { amount: 300, balanceAfter: 300, source: 'operator', received: [] },
    ])
    const first = await t.call('pointsLog', { limit: 2 }, { token })
    expect(first.data.list).toHaveLength(2)
    expect(first.data.nextBefore).toBe(all.data.list[1]?.id)
    const second = await t.call('pointsLog', { limit: 2, before: first.data.nextBefore ?? 0 }, { token })
    expect(second.data).toEqual({ list: [all.data.list[2]], nextBefore: null })
  })

  it('points:shop shows the shop and changes it within the rules; exchanges follow the new rate', async () => {
    const run = async (...argv: string[]) => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
      return { ok, output: lines.join('\n') }
    }
    try {
      expect((await run('points:shop')).output).toMatch(
        /#2\s+200 points\s+₱20\.00 bonus coins\s+\(10\.00 points per ₱1\)/,
      )
      expect(await run('points:shop', 'set', '2', '--points', '150')).toEqual({
        ok: true,
        output: 'Set item 2',
      })
      expect(await run('points:shop', 'set', '7', '--points', '80', '--pesos', '10')).toEqual({
        ok: true,
        output: 'Set item 7',
      })
      expect((await run('points:shop', 'set', '8', '--points', '80')).ok).toBe(false)
      expect((await run('points:shop', 'set', '8', '--points', '0', '--pesos', '1')).ok).toBe(false)
      expect((await run('points:shop', 'remove', '99')).ok).toBe(false)
      expect(await run('points:shop', 'remove', '4')).toEqual({ ok: true, output: 'Removed item 4' })
      expect((await readPointsShop(t.database.db)).map((item) => [item.id, item.points])).toEqual([
        [1, 50],
        [2, 150],
        [3, 1_000],
        [7, 80],
      ])
      const { token } = await player(150)
      expect(
        (await t.call('pointsExchange', { requestId: requestId(), itemId: 4, count: 1 }, { token })).errcode,
      ).toBe(ERRORS.POINTS_ITEM_UNKNOWN.code)
      expect(
        (await t.call('pointsExchange', { requestId: requestId(), itemId: 2, count: 1 }, { token })).data,
      ).toMatchObject({ items: [{ id: AWARD_ITEM.coin, count: 20_00 }], spent: 150, points: 0 })
    } finally {
      await writePointsShop(t.database.db, DEFAULT_POINTS_SHOP)
    }
  })

  it('pays a doubled exchange once when the same request races 20 times', async () => {
    const { token, userId } = await player(1_000)
    const before = await holdings(userId)
    const id = requestId('race')
    const { ok, failed } = await settle(
      Array.from({ length: 20 }, () =>
        t.call('pointsExchange', { requestId: id, itemId: 3, count: 1 }, { token }),
      ),
    )
    expect(failed).toEqual([])
    expect(ok.every((answer) => answer.errcode === 0)).toBe(true)
    expect(await holdings(userId)).toEqual({ coin: before.coin + 100_00, points: 0 })
    expect((await t.call('pointsLog', {}, { token })).data.list.filter((row) => row.amount < 0)).toHaveLength(
      1,
    )
  })

  it('never spends more points than the player has when 20 different exchanges race', async () => {
    const { token, userId } = await player(250)
    const before = await holdings(userId)
    const { ok, failed } = await settle(
      Array.from({ length: 20 }, () =>
        t.call('pointsExchange', { requestId: requestId('many'), itemId: 1, count: 1 }, { token }),
      ),
    )
    expect(failed).toEqual([])
    expect(ok.filter((answer) => answer.errcode === 0)).toHaveLength(5)
    expect(ok.filter((answer) => answer.errcode === ERRORS.POINTS_NOT_ENOUGH.code)).toHaveLength(15)
    expect(await holdings(userId)).toEqual({ coin: before.coin + 5 * 5_00, points: 0 })
  })
})
