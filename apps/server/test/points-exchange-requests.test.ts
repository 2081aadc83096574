import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { findRequest } from '../src/modules/requests/requests.service.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer, requestId } from './helpers/wallet.ts'

/**
 * The points exchange on the one request store (decisions 028, 089, 116): a replay answers the first
 * exchange byte for byte and moves nothing, another body under the id is CONFLICT and moves nothing,
 * and parallel copies of one request pay once (on real connections with TEST_DATABASE_URL).
 */
describe(`points exchange requests (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player(points: number) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await fundPlayer(t.database.db, userId, 1_000_00, `points-req-${userId}`)
    await inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'operator',
        key: `points-req-${++seq}`,
        userId,
        items: [{ id: AWARD_ITEM.points, count: points }],
        reason: 'test points',
        by: 'cli:test',
      }),
    )
    return { token: session.token, userId }
  }

  async function holdings(userId: number) {
    return {
      coin: (await playerBalances(t.database.db, userId)).coin,
      points: (await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points) ?? 0,
    }
  }

  it('answers a replay with the same bytes and another body under the id with CONFLICT, moving nothing', async () => {
    const { token, userId } = await player(1_000)
    const before = await holdings(userId)
    const id = requestId('pts-replay')
    const first = await t.call('pointsExchange', { requestId: id, itemId: 2, count: 2 }, { token })
    expect(first).toMatchObject({ errcode: 0, data: { spent: 400, points: 600 } })
    const paid = await holdings(userId)
    expect(paid).toEqual({ coin: before.coin + 40_00, points: 600 })

    const replay = await t.call('pointsExchange', { requestId: id, itemId: 2, count: 2 }, { token })
    expect(JSON.stringify(replay)).toBe(JSON.stringify(first))
    const other = await t.call('pointsExchange', { requestId: id, itemId: 2, count: 1 }, { token })
    expect(other.errcode).toBe(ERRORS.CONFLICT.code)
    const otherItem = await t.call('pointsExchange', { requestId: id, itemId: 1, count: 2 }, { token })
    expect(otherItem.errcode).toBe(ERRORS.CONFLICT.code)
    expect(await holdings(userId)).toEqual(paid)

    // The store holds the request, its outcome the answer the player got.
    const stored = await findRequest(t.database.db, { userId, scope: 'pointsExchange', requestId: id })
    expect(stored?.outcome).toEqual({ ok: first.data })
  })

  it('keeps no refusal: a request the points did not cover goes through once they do', async () => {
    const { token, userId } = await player(150)
    const id = requestId('pts-short')
    const refused = await t.call('pointsExchange', { requestId: id, itemId: 2, count: 1 }, { token })
    expect(refused.errcode).toBe(ERRORS.POINTS_NOT_ENOUGH.code)
    expect(
      await findRequest(t.database.db, { userId, scope: 'pointsExchange', requestId: id }),
    ).toBeUndefined()
    await inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'operator',
        key: `points-req-${++seq}`,
        userId,
        items: [{ id: AWARD_ITEM.points, count: 50 }],
        reason: 'test points',
        by: 'cli:test',
      }),
    )
    const paid = await t.call('pointsExchange', { requestId: id, itemId: 2, count: 1 }, { token })
    expect(paid).toMatchObject({ errcode: 0, data: { spent: 200, points: 0 } })
  })

  it('pays once, one answer byte for byte, when twelve copies of one request race', async () => {
    const { token, userId } = await player(1_000)
    const before = await holdings(userId)
    const id = requestId('pts-race')
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call('pointsExchange', { requestId: id, itemId: 3, count: 1 }, { token }),
      ),
    )
    const again = await t.call('pointsExchange', { requestId: id, itemId: 3, count: 1 }, { token })
    for (const answer of [...answers, again]) expect(answer.errcode).toBe(0)
    expect(new Set([...answers, again].map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(await holdings(userId)).toEqual({ coin: before.coin + 100_00, points: 0 })
    const log = (await t.call('pointsLog', {}, { token })).data.list
    expect(log.filter((row) => row.amount < 0)).toHaveLength(1)
  })

  it('keeps one player’s request id theirs: another player’s same id is a new exchange', async () => {
    const a = await player(500)
    const b = await player(500)
    const id = requestId('pts-shared')
    const mine = await t.call('pointsExchange', { requestId: id, itemId: 1, count: 1 }, { token: a.token })
    const theirs = await t.call('pointsExchange', { requestId: id, itemId: 1, count: 2 }, { token: b.token })
    expect(mine).toMatchObject({ errcode: 0, data: { spent: 50, points: 450 } })
    expect(theirs).toMatchObject({ errcode: 0, data: { spent: 100, points: 400 } })
  })
})
