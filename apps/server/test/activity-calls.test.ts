import { ACTIVITY_ID } from '@panalo/contract/activity'
import { ERRORS } from '@panalo/contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { deliverSandbox, FAST_WEBHOOKS, sandboxEvent } from './helpers/deposits.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const GCASH = 1
const LIVE = [
  ACTIVITY_ID.signUpBonus,
  ACTIVITY_ID.firstDeposit,
  ACTIVITY_ID.freeSign,
  ACTIVITY_ID.inviteUserSpin,
  ACTIVITY_ID.slotsTournament,
  ACTIVITY_ID.lottery,
  ACTIVITY_ID.redVersusBlue,
  ACTIVITY_ID.fund,
  ACTIVITY_ID.vip,
  ACTIVITY_ID.points,
  ACTIVITY_ID.bind,
  ACTIVITY_ID.bankBonus,
  ACTIVITY_ID.followRewards,
  ACTIVITY_ID.luckyJackpot,
  ACTIVITY_ID.spinWheel,
  ACTIVITY_ID.live,
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

  it('shows guests the live activities in their order', async () => {
    const answer = await t.call('getActivityIds', {}, {})
    expect(answer.errcode).toBe(0)
    expect(answer.data.activityIds).toEqual(LIVE)
    expect(answer.data).toMatchObject({ hasTurntable: true, totalRecharge: 0, loginBonus3CanReceive: false })
    expect(answer.data.activityMap[String(ACTIVITY_ID.freeSign)]).toMatchObject({
      clickAction: '/activity/sign-in',
      clickType: 1,
      themeUrl: '/activities/sign-in.svg',
      unloginShowStatus: 1,
      texts: {
        'en-US': { title: 'Daily check-in' },
        'fil-PH': { title: 'Daily check-in' },
      },
      endsAt: null,
    })
    // The invite spin (decision 058) is a start-up popup (type 1) opening its page.
    expect(answer.data.activityMap[String(ACTIVITY_ID.inviteUserSpin)]).toMatchObject({
      type: 1,
      clickAction: '/activity/invite-spin',
      themeUrl: '/activities/invite-spin.svg',
    })
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
      // The welcome mail, unread (decision 068).
      emailAwardFlag: true,
      canReceiveDrawChance: false,
      diamondMallRedDot: false,
      // A new player with a mobile number: the welcome bonus waits; no fund milestone or account yet.
      signUpBonusFlag: true,
      fundAwardFlag: false,
      freeBonusFlag: false,
      serviceReplyFlag: false,
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
    expect((await run('activities')).output).toMatch(/#36\s+live\s+sort 10\s+Daily check-in/)
    expect(await run('activities', 'set', '8', '--status', 'paused')).toEqual({
      ok: true,
      output: 'Changed activity 8',
    })
    expect((await t.call('getActivityIds', {}, {})).data.activityIds).not.toContain(ACTIVITY_ID.vip)
    // Starts tomorrow: not live yet.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    expect((await run('activities', 'set', '8', '--status', 'live', '--from', tomorrow)).ok).toBe(true)
    expect((await t.call('getActivityIds', {}, {})).data.activityIds).not.toContain(ACTIVITY_ID.vip)
    expect((await run('activities', 'set', '8', '--from', 'none', '--sort', '1')).ok).toBe(true)
    expect((await t.call('getActivityIds', {}, {})).data.activityIds[0]).toBe(ACTIVITY_ID.vip)

    for (const bad of [
      ['set', '8', '--status', 'on'],
      ['set', '8', '--from', '2026-12-02T00:00+08:00', '--until', '2026-12-01T00:00+08:00'],
      ['set', '8', '--from', 'tomorrow'],
      ['set', '8', '--popup', '2'],
      ['set', '999', '--status', 'live'],
      ['reset'],
    ])
      expect((await run('activities', ...bad)).ok).toBe(false)
    expect((await t.call('getActivityIds', {}, {})).data.activityIds).toEqual([
      ACTIVITY_ID.vip,
      ...LIVE.filter((id) => id !== ACTIVITY_ID.vip),
    ])
  })

  it('lets the operator create and edit an activity from a file, all or none, validated', async () => {
    const file = join(tmpdir(), `activities-${process.pid}.json`)
    const fiesta = {
      id: 501,
      sort: 2,
      type: 0,
      themeUrl: 'https://cdn.example.ph/fiesta.png',
      clickAction: '/bonus/tasks',
      clickType: 1,
      unloginShowStatus: 1,
      homeFloatShowStatus: 0,
      status: 'live',
      texts: {
        'en-US': { title: 'Fiesta week', summary: 'Double task points all week.' },
        'fil-PH': { title: 'Linggo ng fiesta', summary: 'Dobleng task points buong linggo.' },
      },
    }
    await writeFile(file, JSON.stringify(fiesta))
    expect(await run('activities', 'save', file)).toEqual({ ok: true, output: 'Saved activities 501' })
    let answer = await t.call('getActivityIds', {}, {})
    expect(answer.data.activityMap['501']).toMatchObject({
      clickAction: '/bonus/tasks',
      unloginShowStatus: 1,
    })

    // An edit of the same id; a bad second entry keeps the whole file out.
    const bad = [
      { ...fiesta, texts: { ...fiesta.texts, 'en-US': { title: 'Fiesta!', summary: 'Edited.' } } },
      { ...fiesta, id: 502, clickType: 2, clickAction: 'http://insecure.example' },
    ]
    await writeFile(file, JSON.stringify(bad))
    const refused = await run('activities', 'save', file)
    expect(refused.ok).toBe(false)
    expect(refused.output).toContain('clickAction')
    answer = await t.call('getActivityIds', {}, {})
    expect(answer.data.activityMap['501']?.texts['en-US'].title).toBe('Fiesta week')
    expect(answer.data.activityMap['502']).toBeUndefined()

    await writeFile(file, JSON.stringify([bad[0], { ...fiesta, id: 503, themeUrl: '', status: 'live' }]))
    expect((await run('activities', 'save', file)).output).toContain('without art')
    // Saved paused without art, it cannot be set live either.
    await writeFile(file, JSON.stringify([bad[0], { ...fiesta, id: 504, themeUrl: '', status: 'paused' }]))
    expect((await run('activities', 'save', file)).ok).toBe(true)
    expect(await run('activities', 'set', '504', '--status', 'live')).toMatchObject({
      ok: false,
      output: expect.stringContaining('no art') as unknown,
    })
    answer = await t.call('getActivityIds', {}, {})
    expect(answer.data.activityMap['501']?.texts['en-US'].title).toBe('Fiesta!')
    expect((await run('activities', 'set', '501', '--status', 'paused')).ok).toBe(true)
  })
})
