import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { createVipService, manilaDay, manilaWeekStart } from '../src/modules/vip/vip.service.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

/**
 * VIP over HTTP (decision 026): experience follows valid turnover through the projector; level
 * gifts, the daily and the weekly award are paid once each, and refused with a clear errcode when
 * not due, not reached, or claimed before.
 */
describe('VIP calls', () => {
  let t: TestApp
  let slots: number
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
    slots = await gameIdOf(t.database.db, 'panalo-fortune')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  /** A player who has deposited ₱10,000 and staked `stake` hundredths on slots, projected. */
  async function player(stake = 0) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await fundPlayer(t.database.db, userId, 10_000_00, `vip-${userId}`)
    if (stake > 0) {
      const answer = await t.services.providerWallet.bet({
        providerId: 'originals',
        userId,
        transactionId: `vip-bet-${++seq}`,
        roundId: `vip-round-${seq}`,
        gameId: slots,
        amount: stake,
      })
      expect(answer.status).toBe('OK')
      await projectTurnoverFully(t.database.db)
    }
    return { token: session.token, userId }
  }

  it('a new player is level 0 with every gift locked, and nothing to claim', async () => {
    const { token } = await player()
    const info = await t.call('getVipInfo', {}, { token })
    expect(info.data).toMatchObject({ vip: 0, vipExp: 0, dailyClaimable: false, vipAwardFlag: false })
    expect(info.data.nextLevel).toMatchObject({ level: 1, experience: 1_000 })
    expect(info.data.levelGifts.every((gift) => gift.state === 'locked')).toBe(true)
    expect((await t.call('appVipUserReceiveDaily', {}, { token })).errcode).toBe(ERRORS.REWARD_NOT_DUE.code)
    expect((await t.call('appVipUserReceiveSignInAward', {}, { token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    expect((await t.call('receiveVipBonusUser', { level: 1 }, { token })).errcode).toBe(
      ERRORS.VIP_LEVEL_NOT_REACHED.code,
    )
  })

  it('levels up with valid turnover; each gift, the daily and the weekly award pay once', async () => {
    const { token, userId } = await player(5_000_00)
    const me = await t.call('refreshData', {}, { token })
    expect(me.data).toMatchObject({ vip: 2, userLevel: 2, vipExp: 5_000 })
    const info = await t.call('getVipInfo', {}, { token })
    expect(info.data).toMatchObject({
      vip: 2,
      vipExp: 5_000,
      dailyClaimable: true,
      weeklyClaimable: true,
      vipAwardFlag: true,
    })
    expect(info.data.levelGifts.slice(0, 3)).toEqual([
      { level: 1, state: 'claimable' },
      { level: 2, state: 'claimable' },
      { level: 3, state: 'locked' },
    ])

    const coinsBefore = (await playerBalances(t.database.db, userId)).coin
    const gift = await t.call('receiveVipBonusUser', { level: 1 }, { token })
    expect(gift).toMatchObject({
      errcode: 0,
      data: {
        items: [
          { id: AWARD_ITEM.coin, count: 18_00 },
          { id: AWARD_ITEM.points, count: 18 },
        ],
        heldCoins: 0,
      },
    })
    expect((await t.call('receiveVipBonusUser', { level: 1 }, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )
    expect((await t.call('receiveVipBonusUser', { level: 3 }, { token })).errcode).toBe(
      ERRORS.VIP_LEVEL_NOT_REACHED.code,
    )

    const daily = await t.call('appVipUserReceiveDaily', {}, { token })
    expect(daily.data.items).toEqual([{ id: AWARD_ITEM.points, count: 10 }])
    expect((await t.call('appVipUserReceiveDaily', {}, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )
    const weekly = await t.call('appVipUserReceiveSignInAward', {}, { token })
    expect(weekly.data.items).toEqual([{ id: AWARD_ITEM.coin, count: 10_00 }])
    expect((await t.call('appVipUserReceiveSignInAward', {}, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )

    expect((await playerBalances(t.database.db, userId)).coin).toBe(coinsBefore + 18_00 + 10_00)
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(28)
    const after = await t.call('getVipInfo', {}, { token })
    expect(after.data).toMatchObject({ dailyClaimable: false, weeklyClaimable: false, vipAwardFlag: true })
    expect(after.data.levelGifts[0]).toEqual({ level: 1, state: 'claimed' })
    const record = await t.call('activityAwardGetLog', {}, { token })
    expect(record.data.list.map((row) => row.source)).toEqual(['vip', 'vip', 'vip'])
  })

  it('reports the month’s turnover against the level’s betLimit', async () => {
    const { token } = await player(5_000_00)
    const audit = await t.call('getVipLevelAudit', {}, { token })
    expect(audit.data).toMatchObject({
      vip: 2,
      turnover: 5_000_00,
      betLimit: 2_000_00,
      kept: true,
      floor: 2,
      rule: 'monthly',
    })
  })

  it('refuses bad levels and signed-out callers, and grants nothing', async () => {
    const { token, userId } = await player(5_000_00)
    for (const level of [0, -1, 1.5, 51, '1']) {
      expect((await t.call('receiveVipBonusUser', { level } as never, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    }
    const calls: CallName[] = ['appVipUserReceiveDaily', 'appVipUserReceiveSignInAward', 'getVipLevelAudit']
    for (const name of calls)
      expect((await t.call(name, {} as never, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('receiveVipBonusUser', { level: 1 }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await awardBalances(t.database.db, userId)).size).toBe(0)
  })

  it('counts Manila days and weeks', () => {
    expect(manilaDay(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26')
    expect(manilaDay(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25')
    // Sunday 29 Nov 2026, 23:00 in Manila, is still the week of Monday 23 Nov.
    expect(manilaWeekStart(new Date('2026-11-29T15:00:00Z'))).toBe('2026-11-23')
    expect(manilaWeekStart(new Date('2026-11-29T16:00:00Z'))).toBe('2026-11-30')
  })

  it.runIf(TEST_DATABASE_URL)('pays a level gift once when 20 claims race (PostgreSQL)', async () => {
    const { token, userId } = await player(5_000_00)
    const before = (await playerBalances(t.database.db, userId)).coin
    const { ok } = await settle(
      Array.from({ length: 20 }, () => t.call('receiveVipBonusUser', { level: 2 }, { token })),
    )
    expect(ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(ok.filter((answer) => answer.errcode === ERRORS.REWARD_ALREADY_CLAIMED.code)).toHaveLength(19)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(before + 38_00)
    const daily = await settle(
      Array.from({ length: 20 }, () => t.call('appVipUserReceiveDaily', {}, { token })),
    )
    expect(daily.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
  })

  it('a claim at a day’s end and the next day’s are two awards', async () => {
    const { userId } = await player(5_000_00)
    const late = createVipService({ db: t.database.db, now: () => new Date('2026-11-25T15:59:00Z') })
    const early = createVipService({ db: t.database.db, now: () => new Date('2026-11-25T16:01:00Z') })
    await late.claimDaily(userId)
    await expect(late.claimDaily(userId)).rejects.toMatchObject({ errorName: 'REWARD_ALREADY_CLAIMED' })
    await early.claimDaily(userId)
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(20)
  })
})
