import { ACTIVITY_ID } from '@panalo/contract/activity'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { deliverSandbox, FAST_WEBHOOKS, sandboxEvent } from './helpers/deposits.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const GCASH = 1
const LIVE = [
  ACTIVITY_ID.firstDeposit,
  ACTIVITY_ID.freeSign,
  ACTIVITY_ID.vip,
  ACTIVITY_ID.points,
  ACTIVITY_ID.bind,
  ACTIVITY_ID.luckyJackpot,
  ACTIVITY_ID.spinWheel,
]

/**
 * The activity platform over HTTP (decision 032): the live activities from the database for guests
 * and players, the player's figures in the after-login info, the award flags behind the red dots, and
 * the operator's schedule and pause.
 */
describe('activity calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
  })
  afterAll(() => t.close())

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('shows guests the live activities in their order, and none of the paused', async () => {
    const answer = await t.call('getActivityIds', {}, {})
    expect(answer.errcode).toBe(0)
    expect(answer.data.activityIds).toEqual(LIVE)
    expect(answer.data).toMatchObject({ hasTurntable: true, totalRecharge: 0, loginBonus3CanReceive: false })
    expect(answer.data.activityMap[String(ACTIVITY_ID.freeSign)]).toMatchObject({
      clickAction: '/activity/sign-in',
      clickType: 1,
      themeUrl: '/activities/sign-in.svg',
      unloginShowStatus: 0,
      texts: {
        'en-US': { title: 'Daily free sign-in' },
        'fil-PH': { title: 'Libreng araw-araw na sign-in' },
      },
      endsAt: null,
    })
    expect(answer.data.activityMap[String(ACTIVITY_ID.fund)]).toBeUndefined()
  })

  it('gives a player their own figures after login and their award flags', async () => {
    const session = await registerPlayer(t)
    const token = session.token
    const after = await t.call('getAfterLoginInfoWeb', {}, { token })
    expect(after.data).toMatchObject({
      activityIds: LIVE,
      totalRecharge: 0,
      firstRechargeDone: false,
      loginBonus3CanReceive: true,
    })
    expect((await t.call('activityGetStatusList', {}, { token })).data).toEqual({
      spinAwardFlag: false,
      // A mobile number bound at registration: its task's award waits.
      taskAwardFlag: true,
      agent5AwardFlag: false,
      vipAwardFlag: false,
      signInFlag: true,
      emailAwardFlag: false,
      canReceiveDrawChance: false,
      diamondMallRedDot: false,
    })
    expect((await t.call('loginBonus3UserReceive', {}, { token })).errcode).toBe(0)
    expect((await t.call('receiveTaskAward', { id: 101 }, { token })).errcode).toBe(0)
    expect((await t.call('activityGetStatusList', {}, { token })).data).toMatchObject({
      signInFlag: false,
      taskAwardFlag: false,
    })
    const opened = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: 300_00 }, { token })
    await deliverSandbox(t, sandboxEvent({ orderId: opened.data.orderId, amount: 300_00 }))
    expect((await t.call('getAfterLoginInfoWeb', {}, { token })).data).toMatchObject({
      totalRecharge: 300_00,
      firstRechargeDone: true,
      loginBonus3CanReceive: false,
    })
    expect((await t.call('activityGetStatusList', {}, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('lets the operator pause, schedule and reorder an activity, and refuses what does not make sense', async () => {
    expect((await run('activities')).output).toMatch(/#36\s+live\s+sort 10\s+Daily free sign-in/)
    expect(await run('activities', 'set', '8', '--status', 'paused')).toEqual({
      ok: true,
      output: 'Changed activity 8',
    })
    expect((await t.call('getActivityIds', {}, {})).data.activityIds).not.toContain(ACTIVITY_ID.vip)
    // Starts tomorrow: not live yet.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    expect((await run('activities', 'set', '8', '--status', 'live', '--from', tomorrow)).ok).toBe(true)
    expect((await t.call('getActivityIds', {}, {})).data.activityIds).not.toContain(ACTIVITY_ID.vip)
    expect((await run('activities', 'set', '8', '--from', 'none', '--sort', '5')).ok).toBe(true)
    expect((await t.call('getActivityIds', {}, {})).data.activityIds[0]).toBe(ACTIVITY_ID.vip)

    for (const bad of [
      ['set', '8', '--status', 'on'],
      ['set', '8', '--from', '2026-12-02T00:00+08:00', '--until', '2026-12-01T00:00+08:00'],
      ['set', '8', '--from', 'tomorrow'],
      ['set', '8', '--popup', '2'],
      ['set', '999', '--status', 'live'],
      ['set', String(ACTIVITY_ID.fund), '--status', 'live'],
      ['reset'],
    ])
      expect((await run('activities', ...bad)).ok).toBe(false)
    expect((await t.call('getActivityIds', {}, {})).data.activityIds).toEqual([
      ACTIVITY_ID.vip,
      44,
      36,
      9,
      4,
      47,
      48,
    ])
  })
})
