import { ACTIVITY_ID } from '@panalo/contract/activity'
import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { nextManilaMidnight, nextManilaMonday, spinPreview } from '@panalo/contract/ops/reward-settings'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  readSpinSettings,
  SPIN_SETTING,
  writeSpinSettings,
  type SpinSettings,
} from '../src/modules/draws/spin-settings.ts'
import { readPromotion } from '../src/modules/promotions/promotion-settings.ts'
import { readSettingInForce, writeSettingFrom } from '../src/modules/settings/settings.service.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const png = () =>
  sharp({ create: { width: 96, height: 64, channels: 4, background: { r: 250, g: 120, b: 20, alpha: 1 } } })
    .png()
    .toBuffer()

/**
 * The promotions desk over HTTP (decisions 097 and 098): the activities (pause, schedule, reorder, art)
 * and the reward settings editors, each call for marketing and admin only, audited before and after.
 */
describe('promotions desk', () => {
  let t: TestApp
  let marketing: TestStaff
  let admin: TestStaff
  let finance: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    marketing = await signedInStaff(t, 'marketing')
    admin = await signedInStaff(t, 'admin')
    finance = await signedInStaff(t, 'finance')
  })
  afterAll(() => t.close())

  const lastAudit = async (action: string) =>
    (await opsCall(t, 'auditLog', { action }, { cookie: admin.cookie })).data.list[0]
  const liveIds = async () => (await t.call('getActivityIds', {}, {})).data.activityIds

  it('lists the activities with their state; a pause hides one from players, a resume shows it again', async () => {
    const list = await opsCall(t, 'activityList', {}, { cookie: marketing.cookie })
    expect(list.errcode).toBe(0)
    const spin = list.data.list.find((activity) => activity.id === ACTIVITY_ID.spinWheel)
    expect(spin).toMatchObject({ status: 'live', state: 'live' })
    expect(await liveIds()).toContain(ACTIVITY_ID.spinWheel)

    const paused = await opsCall(
      t,
      'activityUpdate',
      { id: ACTIVITY_ID.spinWheel, status: 'paused' },
      { cookie: marketing.cookie },
    )
    expect(paused.data.activity).toMatchObject({ status: 'paused', state: 'paused' })
    expect(await liveIds()).not.toContain(ACTIVITY_ID.spinWheel)
    expect((await t.call('getActivityIds', {}, {})).data.hasTurntable).toBe(false)
    expect(await lastAudit('activities.update')).toMatchObject({
      staff: marketing.account,
      role: 'marketing',
      target: `activity:${ACTIVITY_ID.spinWheel}`,
      before: { status: 'live' },
      after: { status: 'paused' },
    })

    await opsCall(
      t,
      'activityUpdate',
      { id: ACTIVITY_ID.spinWheel, status: 'live' },
      { cookie: admin.cookie },
    )
    expect(await liveIds()).toContain(ACTIVITY_ID.spinWheel)
  })

  it('a paused daily sign-in pays nothing and shows nothing to claim until it is resumed', async () => {
    const { token } = await registerPlayer(t)
    await opsCall(
      t,
      'activityUpdate',
      { id: ACTIVITY_ID.freeSign, status: 'paused' },
      { cookie: marketing.cookie },
    )
    expect((await t.call('loginBonus3User', {}, { token })).data.canReceive).toBe(false)
    expect((await t.call('loginBonus3UserReceive', {}, { token })).errcode).toBe(ERRORS.ACTIVITY_PAUSED.code)
    expect((await t.call('activityGetStatusList', {}, { token })).data.signInFlag).toBe(false)
    await opsCall(
      t,
      'activityUpdate',
      { id: ACTIVITY_ID.freeSign, status: 'live' },
      { cookie: marketing.cookie },
    )
    expect((await t.call('loginBonus3User', {}, { token })).data.canReceive).toBe(true)
    expect((await t.call('loginBonus3UserReceive', {}, { token })).errcode).toBe(0)
  })

  it('schedules an activity: scheduled before its start, ended after its end, and refuses an end before the start', async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString()
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const scheduled = await opsCall(
      t,
      'activityUpdate',
      { id: ACTIVITY_ID.vip, startsAt: soon, endsAt: later },
      { cookie: marketing.cookie },
    )
    expect(scheduled.data.activity).toMatchObject({ state: 'scheduled', startsAt: soon, endsAt: later })
    expect(await liveIds()).not.toContain(ACTIVITY_ID.vip)

    const backwards = await opsCall(
      t,
      'activityUpdate',
      { id: ACTIVITY_ID.vip, startsAt: later, endsAt: soon },
      { cookie: marketing.cookie },
    )
    expect(backwards.errcode).toBe(ERRORS.VALIDATION.code)

    const ended = await opsCall(
      t,
      'activityUpdate',
      { id: ACTIVITY_ID.vip, startsAt: null, endsAt: new Date(Date.now() - 60_000).toISOString() },
      { cookie: marketing.cookie },
    )
    expect(ended.data.activity.state).toBe('ended')
    expect(await lastAudit('activities.update')).toMatchObject({
      before: { startsAt: soon, endsAt: later },
      after: { startsAt: null },
    })
    await opsCall(t, 'activityUpdate', { id: ACTIVITY_ID.vip, endsAt: null }, { cookie: marketing.cookie })
    expect(await liveIds()).toContain(ACTIVITY_ID.vip)
  })

  it('reorders the activities as players see them, and refuses an order that leaves one out', async () => {
    const before = await liveIds()
    const all = (await opsCall(t, 'activityList', {}, { cookie: marketing.cookie })).data.list.map(
      (activity) => activity.id,
    )
    const reversed = [...all].reverse()
    const answer = await opsCall(t, 'activityReorder', { ids: reversed }, { cookie: marketing.cookie })
    expect(answer.data.list.map((activity) => activity.id)).toEqual(reversed)
    expect(await liveIds()).toEqual([...before].reverse())
    expect(await lastAudit('activities.reorder')).toMatchObject({ before: all, after: reversed })

    const short = await opsCall(
      t,
      'activityReorder',
      { ids: reversed.slice(1) },
      { cookie: marketing.cookie },
    )
    expect(short.errcode).toBe(ERRORS.VALIDATION.code)
    const twice = await opsCall(
      t,
      'activityReorder',
      { ids: [reversed[0], ...reversed.slice(0, -1)] },
      { cookie: marketing.cookie },
    )
    expect(twice.errcode).toBe(ERRORS.VALIDATION.code)
    await opsCall(t, 'activityReorder', { ids: all }, { cookie: marketing.cookie })
  })

  it('uploads art through the checked uploads path; players fetch it; a non-image is refused', async () => {
    const answer = await opsCall(
      t,
      'activityUploadArt',
      { id: ACTIVITY_ID.points, image: (await png()).toString('base64') },
      { cookie: marketing.cookie },
    )
    expect(answer.errcode).toBe(0)
    const url = answer.data.activity.themeUrl
    expect(url).toMatch(/^\/art\/[0-9a-f]{32}$/)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(96)
    const seen = await t.call('getActivityIds', {}, {})
    expect(seen.data.activityMap[String(ACTIVITY_ID.points)]?.themeUrl).toBe(url)
    expect(await lastAudit('activities.art')).toMatchObject({
      target: `activity:${ACTIVITY_ID.points}`,
      before: { themeUrl: '/activities/points.svg' },
      after: { themeUrl: url, width: 96, height: 64 },
    })

    const text = await opsCall(
      t,
      'activityUploadArt',
      { id: ACTIVITY_ID.points, image: Buffer.from('<svg onload=alert(1)>').toString('base64') },
      { cookie: marketing.cookie },
    )
    expect(text.errcode).not.toBe(0)
    expect(text.status).toBeLessThan(500)
    expect((await t.app.inject({ method: 'GET', url: '/art/nothere' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/art/${'0'.repeat(32)}` })).statusCode).toBe(404)
    const missing = await opsCall(
      t,
      'activityUploadArt',
      { id: 999_998, image: (await png()).toString('base64') },
      { cookie: marketing.cookie },
    )
    expect(missing.errcode).toBe(ERRORS.NOT_FOUND.code)
  })

  it('refuses the activities desk signed out, to other roles and with bad input', async () => {
    expect((await opsCall(t, 'activityList', {})).errcode).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
    for (const [name, input] of [
      ['activityList', {}],
      ['activityUpdate', { id: ACTIVITY_ID.vip, status: 'paused' }],
      ['activityReorder', { ids: [1] }],
      ['activityUploadArt', { id: ACTIVITY_ID.vip, image: 'AAAA' }],
    ] as const)
      expect((await opsCall(t, name, input, { cookie: finance.cookie })).errcode).toBe(
        OPS_ERRORS.ROLE_REFUSED.code,
      )
    for (const input of [
      { id: ACTIVITY_ID.vip, status: 'gone' },
      { id: -1, status: 'paused' },
      { id: ACTIVITY_ID.vip, startsAt: 'tomorrow' },
    ])
      expect((await opsCall(t, 'activityUpdate', input, { cookie: marketing.cookie })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    expect(
      (await opsCall(t, 'activityUpdate', { id: 999_998, status: 'paused' }, { cookie: marketing.cookie }))
        .errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
    expect(await liveIds()).toContain(ACTIVITY_ID.vip)
  })

  it('edits the wheel: the preview is the contract’s, the change waits for the next Manila day, the audit keeps both', async () => {
    const got = await opsCall(t, 'rewardSettingsGet', { area: 'spin' }, { cookie: marketing.cookie })
    expect(got.errcode).toBe(0)
    const current = got.data.value as SpinSettings
    expect(got.data.preview).toEqual(spinPreview(current))
    // Stored, as the CLI stores it (until then the server answers its defaults).
    await writeSpinSettings(t.services.database.db, current)
    expect(got.data.pending).toBeNull()
    const rtp = got.data.preview.figures.find((figure) => figure.key === 'rtp')?.value
    expect(rtp).toMatch(/ %$/)

    // All the weight on the ₱100 sector: the cost per spin is ₱100.
    const next: SpinSettings = {
      ...current,
      sectors: current.sectors.map((sector) => ({
        ...sector,
        weight: sector.item.count === 100_00 && sector.item.id === 2001 ? 1 : 0,
      })),
    }
    const saved = await opsCall(
      t,
      'rewardSettingsSave',
      { area: 'spin', value: next },
      { cookie: marketing.cookie },
    )
    expect(saved.errcode).toBe(0)
    expect(saved.data.from).toBe(nextManilaMidnight(new Date()).toISOString())
    expect(saved.data.preview.figures.find((figure) => figure.key === 'cost')?.value).toBe('₱100')

    // Still the old wheel for players today; the new one from the next Manila midnight.
    expect(await readSpinSettings(t.services.database.db)).toEqual(current)
    const spinInfo = await t.call('turntableInfo', {}, {})
    expect(
      spinInfo.data.sectors.map((sector: { weight?: number; chance: number }) => sector.chance),
    ).not.toContain(1)
    const again = await opsCall(t, 'rewardSettingsGet', { area: 'spin' }, { cookie: marketing.cookie })
    expect(again.data.pending).toMatchObject({ value: next, from: saved.data.from })

    expect(await lastAudit('settings.reward.spin')).toMatchObject({
      staff: marketing.account,
      target: `settings:${SPIN_SETTING}`,
      before: { value: current, waiting: null },
      after: { value: next, from: saved.data.from },
    })

    const from = new Date(saved.data.from)
    const tomorrow = new Date(from.getTime() + 1000)
    const db = t.services.database.db
    expect(await readSettingInForce(db, SPIN_SETTING, tomorrow)).toEqual(next)
    expect(await readSettingInForce(db, SPIN_SETTING, new Date(from.getTime() - 1))).toEqual(current)

    // Tomorrow's save folds today's change in and keeps the value it replaced for the day before.
    const later = { ...next, chances: { ...next.chances, maxPerDay: 9 } }
    await writeSettingFrom(db, SPIN_SETTING, later, new Date(from.getTime() + 86_400_000), tomorrow)
    expect(await readSettingInForce(db, SPIN_SETTING, tomorrow)).toEqual(next)
    expect(await readSettingInForce(db, SPIN_SETTING, new Date(from.getTime() - 1))).toEqual(current)
    expect(await readSettingInForce(db, SPIN_SETTING, new Date(from.getTime() + 86_400_000))).toEqual(later)
    // The CLI writes at once; a change not in force yet still waits.
    await writeSpinSettings(db, current)
    expect(await readSpinSettings(db)).toEqual(current)
    expect(
      (await opsCall(t, 'rewardSettingsGet', { area: 'spin' }, { cookie: marketing.cookie })).data.pending,
    ).toMatchObject({ value: later })
  })

  it('keeps the tournament’s prizes for the running week: a change is in force from next Monday', async () => {
    const got = await opsCall(t, 'rewardSettingsGet', { area: 'tournament' }, { cookie: marketing.cookie })
    const current = got.data.value as { minStake: number }
    expect(got.data.preview.figures.find((figure) => figure.key === 'pool')?.value).toBe('₱3,000')
    const saved = await opsCall(
      t,
      'rewardSettingsSave',
      { area: 'tournament', value: { ...current, minStake: 5_000_00 } },
      { cookie: marketing.cookie },
    )
    expect(saved.errcode).toBe(0)
    const monday = new Date(saved.data.from)
    expect(monday.toISOString()).toBe(nextManilaMonday(new Date()).toISOString())
    expect(new Date(monday.getTime() + 8 * 3_600_000).getUTCDay()).toBe(1)
    expect(monday.getUTCHours()).toBe(16)
    const db = t.services.database.db
    expect((await readPromotion(db, 'tournament')).minStake).toBe(current.minStake)
    expect((await readPromotion(db, 'tournament', monday)).minStake).toBe(5_000_00)
  })

  it('previews the jackpot’s contribution per ₱100 bet and saves the other areas the same way', async () => {
    const jackpot = await opsCall(t, 'rewardSettingsGet', { area: 'jackpot' }, { cookie: admin.cookie })
    expect(jackpot.data.preview.figures.find((figure) => figure.key === 'per100')?.value).toBe('₱0.50')
    const shares = { mega: 40, major: 30, minor: 20, mini: 10 }
    const saved = await opsCall(
      t,
      'rewardSettingsSave',
      { area: 'jackpot', value: { ...(jackpot.data.value as object), shares } },
      { cookie: admin.cookie },
    )
    expect(saved.data.preview.figures.find((figure) => figure.key === 'per100')?.value).toBe('₱1')
    expect(await lastAudit('settings.reward.jackpot')).toMatchObject({ after: { value: { shares } } })

    for (const area of [
      'signIn',
      'rebate',
      'vip',
      'pointsShop',
      'signUp',
      'bank',
      'follow',
      'fund',
    ] as const) {
      const got = await opsCall(t, 'rewardSettingsGet', { area }, { cookie: marketing.cookie })
      expect(got.errcode).toBe(0)
      expect(got.data.preview.figures.length).toBeGreaterThan(0)
      const again = await opsCall(
        t,
        'rewardSettingsSave',
        { area, value: got.data.value },
        { cookie: marketing.cookie },
      )
      expect(again.errcode).toBe(0)
      expect((await lastAudit(`settings.reward.${area}`))?.staff).toBe(marketing.account)
    }
  })

  it('refuses reward settings signed out, to other roles and with bad input, saving nothing', async () => {
    expect((await opsCall(t, 'rewardSettingsGet', { area: 'spin' })).errcode).toBe(
      OPS_ERRORS.STAFF_SIGNED_OUT.code,
    )
    expect((await opsCall(t, 'rewardSettingsSave', { area: 'spin', value: {} })).errcode).toBe(
      OPS_ERRORS.STAFF_SIGNED_OUT.code,
    )
    expect(
      (await opsCall(t, 'rewardSettingsGet', { area: 'spin' }, { cookie: finance.cookie })).errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    expect(
      (await opsCall(t, 'rewardSettingsSave', { area: 'spin', value: {} }, { cookie: finance.cookie }))
        .errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)

    const audits = (await opsCall(t, 'auditLog', {}, { cookie: admin.cookie })).data.total
    const spin = (await opsCall(t, 'rewardSettingsGet', { area: 'spin' }, { cookie: marketing.cookie })).data
      .value as SpinSettings
    const zero = { ...spin, sectors: spin.sectors.map((sector) => ({ ...sector, weight: 0 })) }
    for (const [area, value] of [
      ['spin', zero],
      ['spin', { ...spin, sectors: spin.sectors.slice(1) }],
      [
        'spin',
        { ...spin, sectors: [{ item: { id: 50001, count: 1 }, weight: 1 }, ...spin.sectors.slice(1)] },
      ],
      ['spin', 'wheel'],
      ['rebate', [{ slots: -1, fishing: 0, arcade: 0, table: 0, live: 0 }]],
      ['nowhere', {}],
    ] as const) {
      const answer = await opsCall(t, 'rewardSettingsSave', { area, value }, { cookie: marketing.cookie })
      expect(answer.errcode, `${area} ${JSON.stringify(value).slice(0, 60)}`).toBe(ERRORS.VALIDATION.code)
    }
    expect((await opsCall(t, 'auditLog', {}, { cookie: admin.cookie })).data.total).toBe(audits + 0)
  })
})
