import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { turnoverDays } from '../src/db/schema/turnover.ts'
import { paidDepositsTotal } from '../src/modules/deposits/deposits.service.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { DEFAULT_VIP_TASKS, writeVipTasks } from '../src/modules/vip/vip-task-settings.ts'
import { createVipTaskService } from '../src/modules/vip/vip-tasks.service.ts'
import { manilaWeekStart } from '../src/modules/vip/vip.service.ts'
import { depositPaid, FAST_WEBHOOKS } from './helpers/deposits.ts'
import { gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { projectTurnoverCaughtUp } from './helpers/turnover.ts'
import { fundPlayer } from './helpers/wallet.ts'

const DAY_MS = 86_400_000

/**
 * Weekly VIP tasks over HTTP (decision 029): progress from this Manila week's real turnover, days
 * played and deposits; each task pays once a week, by itself or with every other unclaimed one, and
 * what was done last week and not claimed stays claimable until this week ends.
 */
describe('VIP task calls', () => {
  let t: TestApp
  let slotsGame = 0
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
    slotsGame = await gameIdOf(t.database.db, 'panalo-fortune')
    await writeVipTasks(t.database.db, DEFAULT_VIP_TASKS)
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function player(funds = 10_000_00) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    if (funds > 0) await fundPlayer(t.database.db, userId, funds, `vip-task-${userId}`)
    return { token: session.token, userId }
  }

  async function betSlots(userId: number, stake: number) {
    seq += 1
    const answer = await t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      transactionId: `vip-task-bet-${seq}`,
      roundId: `vip-task-round-${seq}`,
      gameId: slotsGame,
      amount: stake,
    })
    expect(answer.status).toBe('OK')
    await projectTurnoverCaughtUp(t.database.db)
  }

  const stateOf = (list: { task: { id: number }; state: string }[], id: number) =>
    list.find((entry) => entry.task.id === id)?.state

  it('shows a new player the week: one open task, the rest locked by level, nothing to claim', async () => {
    const { token, userId } = await player(0)
    const answer = await t.call('getVipTaskList', {}, { token })
    expect(answer.errcode).toBe(0)
    const week = manilaWeekStart(new Date())
    expect(answer.data).toMatchObject({
      vip: 0,
      week,
      endsAt: new Date(Date.parse(`${week}T00:00:00+08:00`) + 7 * DAY_MS).toISOString(),
      unclaimedLastWeek: [],
    })
    expect(answer.data.tasks.map((entry) => [entry.task.id, entry.state, entry.progress])).toEqual([
      [1, 'inProgress', 0],
      [2, 'locked', 0],
      [3, 'locked', 0],
      [4, 'locked', 0],
      [5, 'locked', 0],
      [6, 'locked', 0],
      [7, 'locked', 0],
    ])
    expect((await t.call('receiveVipTask', { id: 1 }, { token })).errcode).toBe(ERRORS.REWARD_NOT_DUE.code)
    expect((await t.call('receiveVipTask', { id: 2 }, { token })).errcode).toBe(
      ERRORS.VIP_LEVEL_NOT_REACHED.code,
    )
    expect((await t.call('receiveVipTask', { id: 999 }, { token })).errcode).toBe(ERRORS.NOT_FOUND.code)
    expect((await t.call('receiveVipTaskUnReceiveBonus', {}, { token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    expect((await awardBalances(t.database.db, userId)).size).toBe(0)
  })

  it('pays a turnover task once its target is wagered this week, once', async () => {
    const { token, userId } = await player()
    await betSlots(userId, 1_500_00)
    let list = (await t.call('getVipTaskList', {}, { token })).data
    // ₱1,500 of turnover reaches VIP 1: the slots task opens, three quarters done.
    expect(list.vip).toBe(1)
    expect(list.tasks.find((entry) => entry.task.id === 2)).toMatchObject({
      progress: 1_500_00,
      state: 'inProgress',
    })
    expect((await t.call('receiveVipTask', { id: 2 }, { token })).errcode).toBe(ERRORS.REWARD_NOT_DUE.code)

    await betSlots(userId, 1_000_00)
    list = (await t.call('getVipTaskList', {}, { token })).data
    expect(list.tasks.find((entry) => entry.task.id === 2)).toMatchObject({
      progress: 2_000_00,
      state: 'claimable',
    })
    const coins = (await playerBalances(t.database.db, userId)).coin
    const claimed = await t.call('receiveVipTask', { id: 2 }, { token })
    expect(claimed).toMatchObject({
      errcode: 0,
      data: { items: [{ id: AWARD_ITEM.coin, count: 5_00 }], heldCoins: 0 },
    })
    expect((await t.call('receiveVipTask', { id: 2 }, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )
    expect((await t.call('receiveVipTaskUnReceiveBonus', {}, { token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coins + 5_00)
    expect(stateOf((await t.call('getVipTaskList', {}, { token })).data.tasks, 2)).toBe('claimed')
    const record = await t.call('activityAwardGetLog', {}, { token })
    expect(record.data.list[0]).toMatchObject({ source: 'vip' })
  })

  it('counts deposits paid this week and days played, and claims every finished task at once', async () => {
    const { token, userId } = await player(0)
    await depositPaid(t, token, 1_000_00)
    await betSlots(userId, 1_000_00)
    expect(await paidDepositsTotal(t.database.db, userId, { from: new Date(0), to: new Date() })).toBe(
      1_000_00,
    )
    // Two more days played this week, as the projector would have written them.
    const week = manilaWeekStart(new Date())
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const otherDays = [0, 1, 2, 3, 4, 5, 6]
      .map((offset) => new Date(Date.parse(`${week}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10))
      .filter((day) => day !== today)
      .slice(0, 2)
    await t.database.db
      .insert(turnoverDays)
      .values(otherDays.map((day) => ({ userId, day, gameType: 'table', stake: 10_00, bets: 1 })))

    const list = (await t.call('getVipTaskList', {}, { token })).data
    expect(list.tasks.find((entry) => entry.task.id === 1)).toMatchObject({ progress: 3, state: 'claimable' })
    expect(list.tasks.find((entry) => entry.task.id === 3)).toMatchObject({
      progress: 500_00,
      state: 'claimable',
    })
    const points = (await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points) ?? 0
    const all = await t.call('receiveVipTaskUnReceiveBonus', {}, { token })
    expect(all).toMatchObject({
      errcode: 0,
      data: {
        items: [
          { id: AWARD_ITEM.coin, count: 8_00 },
          { id: AWARD_ITEM.points, count: 50 },
        ],
        heldCoins: 0,
      },
    })
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(points + 50)
    expect((await t.call('receiveVipTask', { id: 1 }, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )
    expect((await t.call('receiveVipTaskUnReceiveBonus', {}, { token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
  })

  it('keeps last week’s finished tasks claimable this week, and pays them once', async () => {
    const { token, userId } = await player()
    await betSlots(userId, 2_000_00)
    await t.call('receiveVipTask', { id: 2 }, { token })
    await depositPaid(t, token, 500_00)
    const nextWeek = createVipTaskService({
      db: t.database.db,
      paidDepositsTotal,
      now: () => new Date(Date.now() + 7 * DAY_MS),
    })
    const list = await nextWeek.list(userId)
    // Task 2 was claimed last week; the deposit task was finished and not.
    expect(list.unclaimedLastWeek.map((task) => task.id)).toEqual([3])
    expect(list.tasks.find((entry) => entry.task.id === 3)).toMatchObject({
      progress: 0,
      state: 'inProgress',
    })
    await expect(nextWeek.claim(userId, 3)).rejects.toMatchObject({ errorName: 'REWARD_NOT_DUE' })
    expect((await nextWeek.claimUnclaimed(userId)).items).toEqual([
      { id: AWARD_ITEM.coin, count: 8_00 },
      { id: AWARD_ITEM.points, count: 30 },
    ])
    expect((await nextWeek.list(userId)).unclaimedLastWeek).toEqual([])
    // Two weeks on it has lapsed.
    const later = createVipTaskService({
      db: t.database.db,
      paidDepositsTotal,
      now: () => new Date(Date.now() + 14 * DAY_MS),
    })
    expect((await later.list(userId)).unclaimedLastWeek).toEqual([])
  })

  it('does not pay one player for what another did', async () => {
    const done = await player()
    await betSlots(done.userId, 2_000_00)
    const other = await player()
    await betSlots(other.userId, 1_000_00)
    expect((await t.call('receiveVipTask', { id: 2 }, { token: other.token })).errcode).toBe(
      ERRORS.REWARD_NOT_DUE.code,
    )
    expect((await awardBalances(t.database.db, other.userId)).size).toBe(0)
    expect((await t.call('receiveVipTask', { id: 2 }, { token: done.token })).errcode).toBe(0)
  })

  it('refuses bad ids and signed-out callers, and grants nothing', async () => {
    const { token, userId } = await player()
    await betSlots(userId, 2_000_00)
    for (const id of [0, -1, 1.5, '2', null, 10_000, undefined])
      expect((await t.call('receiveVipTask', { id } as never, { token })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    const calls: CallName[] = ['receiveVipTaskUnReceiveBonus']
    for (const name of calls)
      expect((await t.call(name, {} as never, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await t.call('receiveVipTask', { id: 2 }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect((await awardBalances(t.database.db, userId)).size).toBe(0)
    expect(stateOf((await t.call('getVipTaskList', {}, { token })).data.tasks, 2)).toBe('claimable')
  })

  it.runIf(TEST_DATABASE_URL)('pays once when 20 claims race (PostgreSQL)', async () => {
    const { token, userId } = await player()
    await betSlots(userId, 2_000_00)
    const before = (await playerBalances(t.database.db, userId)).coin
    const one = await settle(Array.from({ length: 20 }, () => t.call('receiveVipTask', { id: 2 }, { token })))
    expect(one.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(one.ok.every((answer) => [0, ERRORS.REWARD_ALREADY_CLAIMED.code].includes(answer.errcode))).toBe(
      true,
    )
    expect((await playerBalances(t.database.db, userId)).coin).toBe(before + 5_00)

    await depositPaid(t, token, 500_00)
    const all = await settle(
      Array.from({ length: 20 }, () => t.call('receiveVipTaskUnReceiveBonus', {}, { token })),
    )
    expect(all.ok.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(
      all.ok.every((answer) =>
        [0, ERRORS.REWARD_ALREADY_CLAIMED.code, ERRORS.REWARD_NOT_DUE.code].includes(answer.errcode),
      ),
    ).toBe(true)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(before + 5_00 + 500_00 + 8_00)
  })
})
