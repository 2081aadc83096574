import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import { grantAwards, type GrantRequest } from '../src/modules/rewards/award-engine.service.ts'
import { depositPaid, FAST_WEBHOOKS } from './helpers/deposits.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, requestId } from './helpers/wallet.ts'

/**
 * The reward record and bonus progress over HTTP, and what bonuses do to the wallet a player sees:
 * a free bonus held until the first deposit, credited with it; `bet` and withdrawals follow it.
 */
describe('reward calls', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  const grant = (request: Omit<GrantRequest, 'key'>) =>
    inTransaction(t.database.db, (tx) => grantAwards(tx, { ...request, key: `k-${++seq}` }))

  it('holds a free bonus until the first deposit, then credits it with its wagering', async () => {
    const { token, userId } = await player()
    await grant({ source: 'task', userId, items: [{ id: AWARD_ITEM.coin, count: 50_00 }] })
    const before = await t.call('refreshData', {}, { token })
    expect(before.data).toMatchObject({ coin: 0, bet: 0, exchange: 0 })
    const held = await t.call('bonusWageringList', {}, { token })
    expect(held.data.list).toMatchObject([{ amount: 50_00, state: 'held', requirement: 150_00, wagered: 0 }])

    await depositPaid(t, token, 500_00)
    const after = await t.call('refreshData', {}, { token })
    expect(after.data.coin).toBe(550_00)
    const wallet = await t.call('bonusWageringList', {}, { token })
    expect(wallet.data.list).toMatchObject([{ state: 'active', requirement: 150_00, wagered: 0 }])
    // The deposit's own turnover plus the bonus's requirement.
    expect(after.data.bet).toBe(wallet.data.bet)
    expect(after.data.bet).toBeGreaterThanOrEqual(150_00)
    expect(after.data.exchange).toBe(0)
  })

  it('a bonus of a player who has deposited is credited at once and keeps withdrawals waiting', async () => {
    const { token, userId } = await player()
    await depositPaid(t, token, 200_00)
    const deposited = await t.call('refreshData', {}, { token })
    await grant({ source: 'sign-in', userId, items: [{ id: AWARD_ITEM.coin, count: 10_00 }] })
    const after = await t.call('refreshData', {}, { token })
    expect(after.data.coin).toBe(210_00)
    expect(after.data.bet).toBe(deposited.data.bet + 50_00)
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber: '0917 123 4567' }, { token })).errcode,
    ).toBe(0)
    await endAccountHolds(t.database.db, userId)
    const refused = await t.call('exchange', { requestId: requestId(), bankId: 1, amount: 100_00 }, { token })
    expect(refused.errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
    expect((await t.call('refreshData', {}, { token })).data.coin).toBe(210_00)
  })

  it('lists the player’s own awards newest first, page by page', async () => {
    const { token, userId } = await player()
    const other = await player()
    await grant({ source: 'vip', userId, items: [{ id: AWARD_ITEM.points, count: 10 }] })
    await grant({
      source: 'rebate',
      userId,
      items: [
        { id: AWARD_ITEM.diamond, count: 2 },
        { id: 1001, count: 1 },
      ],
    })
    await grant({ source: 'task', userId, items: [{ id: AWARD_ITEM.coin, count: 5_00 }] })
    await grant({ source: 'vip', userId: other.userId, items: [{ id: AWARD_ITEM.points, count: 99 }] })

    const first = await t.call('activityAwardGetLog', { pageNum: 1, pageSize: 2 }, { token })
    expect(first.errcode).toBe(0)
    expect(first.data).toMatchObject({ pageNum: 1, pageSize: 2, total: 3, pages: 2 })
    expect(first.data.list).toMatchObject([
      { source: 'task', items: [{ id: 2001, count: 5_00 }], heldCoins: 5_00 },
      {
        source: 'rebate',
        items: [
          { id: 1001, count: 1 },
          { id: 60001, count: 2 },
        ],
        heldCoins: 0,
      },
    ])
    const second = await t.call('activityAwardGetLog', { pageNum: 2, pageSize: 2 }, { token })
    expect(second.data.list).toMatchObject([{ source: 'vip', items: [{ id: 2002, count: 10 }] }])
    const others = await t.call('activityAwardGetLog', {}, { token: other.token })
    expect(others.data.list).toHaveLength(1)
    expect(others.data.list[0]?.items).toEqual([{ id: 2002, count: 99 }])
  })

  it('refuses bad pages and signed-out callers', async () => {
    const { token } = await player()
    for (const bad of [
      { pageNum: 0 },
      { pageNum: 1.5 },
      { pageSize: 51 },
      { pageNum: -1 },
      { pageSize: '5' },
    ]) {
      const answer = await t.call('activityAwardGetLog', bad as never, { token })
      expect(answer.errcode).toBe(ERRORS.VALIDATION.code)
    }
    expect((await t.call('activityAwardGetLog', {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('bonusWageringList', {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })
})
