import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { createRebateService } from '../src/modules/vip/rebate.service.ts'
import { manilaDay } from '../src/modules/vip/vip.service.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

/**
 * Rebates over HTTP (decision 027): a share of each Manila day's valid turnover per game type at the
 * level's rate, claimable as it accrues, by type or all at once, paid once however the claims come.
 */
describe('rebate calls', () => {
  let t: TestApp
  const games: Record<'slots' | 'arcade', number> = { slots: 0, arcade: 0 }
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp()
    games.slots = await gameIdOf(t.database.db, 'panalo-fortune')
    games.arcade = await gameIdOf(t.database.db, 'color-game')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function bet(userId: number, type: 'slots' | 'arcade', stake: number) {
    const answer = await t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      transactionId: `rebate-bet-${++seq}`,
      roundId: `rebate-round-${seq}`,
      gameId: games[type],
      amount: stake,
    })
    expect(answer.status).toBe('OK')
    await projectTurnoverFully(t.database.db)
  }

  /** A player who has deposited ₱10,000. */
  async function player() {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await fundPlayer(t.database.db, userId, 10_000_00, `rebate-${userId}`)
    return { token: session.token, userId }
  }

  it('a player with no turnover has nothing to claim', async () => {
    const { token, userId } = await player()
    const status = await t.call('betBonus', {}, { token })
    expect(status.data).toMatchObject({ vip: 0, rows: [], claimable: 0, today: manilaDay(new Date()) })
    expect(status.data.rates.slots).toBe(30)
    expect((await t.call('betBonusReceive', {}, { token })).errcode).toBe(ERRORS.REWARD_NOT_DUE.code)
    expect((await t.call('betBonusByTypeReceive', { type: 'slots' }, { token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    expect((await t.call('betBonusLog', {}, { token })).data).toMatchObject({ list: [], total: 0 })
    expect((await awardBalances(t.database.db, userId)).size).toBe(0)
  })

  it('accrues live per game type, claims by type, then the rest, each share once', async () => {
    const { token, userId } = await player()
    await bet(userId, 'slots', 5_000_00)
    await bet(userId, 'arcade', 1_000_00)
    const today = manilaDay(new Date())
    // Level 2 (6,000 experience): 0.5 % on slots and arcade.
    const status = await t.call('betBonus', {}, { token })
    expect(status.data).toMatchObject({ vip: 2, claimable: 30_00 })
    expect(status.data.rows).toEqual([
      {
        day: today,
        gameType: 'slots',
        turnover: 5_000_00,
        rate: 50,
        accrued: 25_00,
        paid: 0,
        claimable: 25_00,
      },
      {
        day: today,
        gameType: 'arcade',
        turnover: 1_000_00,
        rate: 50,
        accrued: 5_00,
        paid: 0,
        claimable: 5_00,
      },
    ])
    expect((await t.call('betBonus', { type: 'arcade' }, { token })).data).toMatchObject({
      claimable: 5_00,
      rows: [{ gameType: 'arcade' }],
    })

    const coins = (await playerBalances(t.database.db, userId)).coin
    const slots = await t.call('betBonusByTypeReceive', { type: 'slots' }, { token })
    expect(slots).toMatchObject({
      errcode: 0,
      data: { items: [{ id: AWARD_ITEM.coin, count: 25_00 }], heldCoins: 0 },
    })
    expect((await t.call('betBonusByTypeReceive', { type: 'slots' }, { token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )

    // More slots the same day: only the new share is due.
    await bet(userId, 'slots', 1_000_00)
    expect((await t.call('betBonus', { type: 'slots' }, { token })).data.rows[0]).toMatchObject({
      accrued: 30_00,
      paid: 25_00,
      claimable: 5_00,
    })
    const all = await t.call('betBonusReceive', {}, { token })
    expect(all.data.items).toEqual([{ id: AWARD_ITEM.coin, count: 10_00 }])
    expect((await t.call('betBonusReceive', {}, { token })).errcode).toBe(ERRORS.REWARD_NOT_DUE.code)
    expect((await t.call('betBonus', {}, { token })).data.claimable).toBe(0)

    expect((await playerBalances(t.database.db, userId)).coin).toBe(coins - 1_000_00 + 35_00)
    const log = await t.call('betBonusLog', {}, { token })
    expect(log.data.total).toBe(3)
    expect(log.data.list.map((row) => [row.gameType, row.amount, row.day])).toEqual([
      ['slots', 5_00, today],
      ['arcade', 5_00, today],
      ['slots', 25_00, today],
    ])
    const record = await t.call('activityAwardGetLog', {}, { token })
    expect(record.data.list.map((row) => row.source)).toEqual(['rebate', 'rebate', 'rebate'])
  })

  it('keeps a day claimable for seven Manila days', async () => {
    const { userId } = await player()
    await bet(userId, 'slots', 1_000_00)
    const later = (days: number) =>
      createRebateService({ db: t.database.db, now: () => new Date(Date.now() + days * 86_400_000) })
    expect((await later(6).status(userId)).claimable).toBe(4_00)
    expect((await later(7).status(userId)).claimable).toBe(0)
    await expect(later(7).claim(userId)).rejects.toMatchObject({ errorName: 'REWARD_NOT_DUE' })
    expect((await later(1).claim(userId, 'slots')).items).toEqual([{ id: AWARD_ITEM.coin, count: 4_00 }])
  })

  it('refuses bad types and signed-out callers, and grants nothing', async () => {
    const { token, userId } = await player()
    await bet(userId, 'slots', 1_000_00)
    for (const type of ['poker', 1, '', undefined]) {
      expect((await t.call('betBonusByTypeReceive', { type } as never, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    }
    expect((await t.call('betBonus', { type: 'poker' } as never, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    for (const input of [{ pageNum: 0 }, { pageSize: 51 }, { pageNum: 1.5 }])
      expect((await t.call('betBonusLog', input as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    const calls: CallName[] = ['betBonusReceive', 'betBonusLog']
    for (const name of calls)
      expect((await t.call(name, {} as never, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('betBonusByTypeReceive', { type: 'slots' }, {})).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
    expect((await awardBalances(t.database.db, userId)).size).toBe(0)
    expect((await t.call('betBonus', {}, { token })).data.claimable).toBe(4_00)
  })

  it.runIf(TEST_DATABASE_URL)('pays once when 20 claims race (PostgreSQL)', async () => {
    const { token, userId } = await player()
    await bet(userId, 'slots', 1_000_00)
    await bet(userId, 'arcade', 1_000_00)
    const before = (await playerBalances(t.database.db, userId)).coin
    const all = await settle(Array.from({ length: 20 }, () => t.call('betBonusReceive', {}, { token })))
    expect(all.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(
      all.ok.every((answer) =>
        [0, ERRORS.REWARD_ALREADY_CLAIMED.code, ERRORS.REWARD_NOT_DUE.code].includes(answer.errcode),
      ),
    ).toBe(true)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(before + 8_00)

    await bet(userId, 'arcade', 1_000_00)
    const byType = await settle(
      Array.from({ length: 20 }, () => t.call('betBonusByTypeReceive', { type: 'arcade' }, { token })),
    )
    expect(byType.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(before - 1_000_00 + 12_00)
    expect((await t.call('betBonusLog', {}, { token })).data.total).toBe(3)
  })
})
