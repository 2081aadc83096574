import { ERRORS } from '@panalo/contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * The reads behind the pages a guest may browse (decision 068): the VIP ladder, rebate rates, VIP
 * tasks, daily sign-in awards, the task list, the agent programme, the points shop and the spin
 * wheel answer without a session, with the offer as configured and nothing reached or claimable;
 * with a session they answer the player's own figures as before. Claims stay signed-in only.
 */
describe('guest reads', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('shows a guest the VIP ladder with every gift locked and nothing to claim', async () => {
    const guest = await t.call('getVipInfo', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data).toMatchObject({ vip: 0, vipExp: 0, levelsDown: 0, dailyClaimable: false })
    expect(guest.data?.levels.length).toBeGreaterThan(1)
    expect(guest.data?.nextLevel?.level).toBe(1)
    expect(guest.data?.levelGifts.every((gift) => gift.state === 'locked')).toBe(true)
    expect(guest.data?.vipAwardFlag).toBe(false)
    const { token } = await registerPlayer(t)
    const player = await t.call('getVipInfo', {}, { token })
    expect(player.data?.levels).toEqual(guest.data?.levels)
    expect(player.data?.dailyClaimable).toBe(player.data?.levels[0]?.dailyAward.length !== 0)
  })

  it('shows a guest level 0’s rebate rates and no rows; bad input is still refused', async () => {
    const guest = await t.call('betBonus', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data).toMatchObject({ vip: 0, rows: [], claimable: 0 })
    const { token } = await registerPlayer(t)
    expect((await t.call('betBonus', {}, { token })).data?.rates).toEqual(guest.data?.rates)
    expect((await t.call('betBonus', { type: 'poker' } as never, {})).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('betBonusReceive', {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('shows a guest this week’s VIP tasks without progress', async () => {
    const guest = await t.call('getVipTaskList', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data?.tasks.length).toBeGreaterThan(0)
    for (const entry of guest.data?.tasks ?? []) {
      expect(entry.progress).toBe(0)
      expect(entry.state).toBe(entry.task.minLevel > 0 ? 'locked' : 'inProgress')
    }
    expect(guest.data?.unclaimedLastWeek).toEqual([])
    const { token } = await registerPlayer(t)
    const player = await t.call('getVipTaskList', {}, { token })
    expect(player.data?.week).toBe(guest.data?.week)
    expect(player.data?.tasks.map((entry) => entry.task)).toEqual(
      guest.data?.tasks.map((entry) => entry.task),
    )
  })

  it('shows a guest the sign-in cycle from day 1 that only a player can claim', async () => {
    const guest = await t.call('loginBonus3User', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data).toMatchObject({ cycleDay: 1, streak: 0, signedToday: false, canReceive: false })
    expect(guest.data?.days.map((day) => day.state)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    const { token } = await registerPlayer(t)
    const player = await t.call('loginBonus3User', {}, { token })
    expect(player.data?.canReceive).toBe(true)
    expect(player.data?.days.map((day) => day.award)).toEqual(guest.data?.days.map((day) => day.award))
    expect((await t.call('loginBonus3UserReceive', {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('shows a guest every task without progress and nothing claimable', async () => {
    const guest = await t.call('getTaskUser', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data?.tasks.length).toBeGreaterThan(0)
    expect(guest.data?.tasks.every((entry) => entry.progress === 0 && entry.state === 'inProgress')).toBe(
      true,
    )
    expect(guest.data?.taskAwardFlag).toBe(false)
    const { token } = await registerPlayer(t)
    const player = await t.call('getTaskUser', {}, { token })
    expect(player.data?.tasks.map((entry) => entry.task.id)).toEqual(
      guest.data?.tasks.map((entry) => entry.task.id),
    )
    expect((await t.call('receiveTaskAward', { id: 101 }, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('shows a guest the agent programme with an empty team and no invite code', async () => {
    const guest = await t.call('appAgent5User', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data).toMatchObject({
      inviteCode: '',
      canFill: false,
      team: { level1: 0, level2: 0, valid: 0, excluded: 0 },
      commission: { today: 0, claimable: 0, claimed: 0 },
      members: [],
    })
    expect(guest.data?.levels.length).toBeGreaterThan(0)
    const { token } = await registerPlayer(t)
    const player = await t.call('appAgent5User', {}, { token })
    expect(player.data?.inviteCode).toMatch(/^[A-Z0-9]{8}$/)
    expect(player.data?.levels).toEqual(guest.data?.levels)
  })

  it('shows a guest the points shop with no points', async () => {
    const guest = await t.call('pointsInfo', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data).toMatchObject({ points: 0, vip: 0 })
    expect(guest.data?.shop.length).toBeGreaterThan(0)
    const { token } = await registerPlayer(t)
    const player = await t.call('pointsInfo', {}, { token })
    expect(player.data?.shop).toEqual(guest.data?.shop)
    expect(player.data?.earn).toEqual(guest.data?.earn)
  })

  it('shows a guest the spin wheel and its odds with no spins and no seeds', async () => {
    const guest = await t.call('turntableInfo', {}, {})
    expect(guest.errcode).toBe(0)
    expect(guest.data).toMatchObject({ spinsLeft: 0, spinsUsed: 0, serverSeedHash: '', nextNonce: 0 })
    const { token } = await registerPlayer(t)
    const player = await t.call('turntableInfo', {}, { token })
    expect(player.data?.sectors).toEqual(guest.data?.sectors)
    expect(player.data?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers a token of no live session with the guest view, not a sign-out', async () => {
    const answer = await t.call('getVipInfo', {}, { token: 'not-a-session-token' })
    expect(answer.errcode).toBe(0)
    expect(answer.data?.vip).toBe(0)
  })
})
