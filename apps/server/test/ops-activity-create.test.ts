import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const texts = {
  'en-US': { title: 'Weekend spins', summary: 'Spin the wheel all weekend.' },
  'fil-PH': { title: 'Ikot sa Sabado', summary: 'Iikot ang gulong buong weekend.' },
}
const draft = { texts, clickType: 1, clickAction: '/activity/spin' }

/** Creating an activity and editing its texts from the console (decision 104), over HTTP. */
describe('activity create and edit texts', () => {
  let t: TestApp
  let marketing: TestStaff
  let admin: TestStaff
  let support: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    marketing = await signedInStaff(t, 'marketing')
    admin = await signedInStaff(t, 'admin')
    support = await signedInStaff(t, 'support')
  })
  afterAll(() => t.close())

  const audit = async (target: string) =>
    (await opsCall(t, 'auditLog', { target }, { cookie: admin.cookie })).data.list
  const activityIds = async () => (await t.call('getActivityIds', {}, {})).data

  it('creates a paused activity of an existing kind that players see once it has art and is resumed', async () => {
    const created = await opsCall(t, 'activityCreate', draft, { cookie: marketing.cookie })
    expect(created.errcode).toBe(0)
    const { activity } = created.data
    expect(activity.id).toBeGreaterThanOrEqual(1001)
    expect(activity).toMatchObject({ status: 'paused', state: 'paused', themeUrl: '', texts })
    const list = (await opsCall(t, 'activityList', {}, { cookie: marketing.cookie })).data.list
    expect(list.at(-1)?.id).toBe(activity.id)
    expect((await activityIds()).activityIds).not.toContain(activity.id)

    // No art yet: it cannot go live.
    const early = await opsCall(
      t,
      'activityUpdate',
      { id: activity.id, status: 'live' },
      { cookie: marketing.cookie },
    )
    expect(early.errcode).toBe(ERRORS.VALIDATION.code)
    const image = (
      await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 9, g: 99, b: 200 } } })
        .png()
        .toBuffer()
    ).toString('base64')
    expect(
      (await opsCall(t, 'activityUploadArt', { id: activity.id, image }, { cookie: marketing.cookie }))
        .errcode,
    ).toBe(0)
    expect(
      (await opsCall(t, 'activityUpdate', { id: activity.id, status: 'live' }, { cookie: marketing.cookie }))
        .errcode,
    ).toBe(0)
    const seen = await activityIds()
    expect(seen.activityIds).toContain(activity.id)
    expect(seen.activityMap[String(activity.id)]).toMatchObject({ clickAction: '/activity/spin', texts })

    const second = await opsCall(
      t,
      'activityCreate',
      { ...draft, clickType: 2, clickAction: 'https://panalo.example/promo' },
      { cookie: admin.cookie },
    )
    expect(second.data.activity.id).toBe(activity.id + 1)

    expect(await audit(`activity:${activity.id}`)).toContainEqual(
      expect.objectContaining({
        action: 'activities.create',
        staff: marketing.account,
        before: null,
        after: expect.objectContaining({ status: 'paused', clickAction: '/activity/spin', texts }),
      }),
    )
  })

  it('edits the texts in both languages, audited before and after; players read them at once', async () => {
    const { activity } = (await opsCall(t, 'activityCreate', draft, { cookie: marketing.cookie })).data
    const edited = {
      'en-US': { title: '  Big weekend  ', summary: 'New rules: one spin a day.' },
      'fil-PH': { title: 'Malaking weekend', summary: 'Bagong tuntunin: isang ikot bawat araw.' },
    }
    const answer = await opsCall(
      t,
      'activityEditTexts',
      { id: activity.id, texts: edited },
      { cookie: admin.cookie },
    )
    expect(answer.errcode).toBe(0)
    expect(answer.data.activity.texts['en-US'].title).toBe('Big weekend')
    const [entry] = await audit(`activity:${activity.id}`)
    expect(entry).toMatchObject({
      action: 'activities.texts',
      staff: admin.account,
      before: texts,
      after: { 'en-US': { title: 'Big weekend' }, 'fil-PH': { title: 'Malaking weekend' } },
    })
    const spin = (await opsCall(t, 'activityList', {}, { cookie: marketing.cookie })).data.list.find(
      (row) => row.id === activity.id,
    )
    expect(spin?.texts['fil-PH'].summary).toBe('Bagong tuntunin: isang ikot bawat araw.')
  })

  it('keeps rules apart from the description, in both languages; set at creation, edited, cleared; audited; players read them', async () => {
    const rules = {
      'en-US': '  1. One spin a day.\n2. Coins wager 5× within 7 days.  ',
      'fil-PH': '1. Isang ikot bawat araw.\n2. Ang coins ay may 5× na taya sa loob ng 7 araw.',
    }
    const created = await opsCall(t, 'activityCreate', { ...draft, rules }, { cookie: marketing.cookie })
    expect(created.errcode).toBe(0)
    const { activity } = created.data
    expect(activity.rules).toEqual({ ...rules, 'en-US': rules['en-US'].trim() })
    expect(activity.texts).toEqual(texts)
    // Without `rules`, a texts edit leaves them as they are.
    const textsOnly = await opsCall(
      t,
      'activityEditTexts',
      { id: activity.id, texts },
      { cookie: admin.cookie },
    )
    expect(textsOnly.data.activity.rules?.['fil-PH']).toBe(rules['fil-PH'])
    const longer = { 'en-US': 'x'.repeat(4000), 'fil-PH': 'Mahabang patakaran.' }
    const edited = await opsCall(
      t,
      'activityEditTexts',
      { id: activity.id, texts, rules: longer },
      { cookie: marketing.cookie },
    )
    expect(edited.errcode).toBe(0)
    expect(edited.data.activity.rules).toEqual(longer)
    const [entry] = await audit(`activity:${activity.id}`)
    expect(entry).toMatchObject({
      action: 'activities.rules',
      staff: marketing.account,
      before: { 'fil-PH': rules['fil-PH'] },
      after: longer,
    })

    // Players read the rules with the activity once it is live.
    const image = (
      await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 200, g: 9, b: 9 } } })
        .png()
        .toBuffer()
    ).toString('base64')
    await opsCall(t, 'activityUploadArt', { id: activity.id, image }, { cookie: marketing.cookie })
    await opsCall(t, 'activityUpdate', { id: activity.id, status: 'live' }, { cookie: marketing.cookie })
    expect((await activityIds()).activityMap[String(activity.id)]?.rules).toEqual(longer)

    const cleared = await opsCall(
      t,
      'activityEditTexts',
      { id: activity.id, texts, rules: { 'en-US': ' ', 'fil-PH': '' } },
      { cookie: marketing.cookie },
    )
    expect(cleared.data.activity.rules).toBeNull()
    expect((await activityIds()).activityMap[String(activity.id)]?.rules).toBeNull()
    expect((await audit(`activity:${activity.id}`))[0]).toMatchObject({
      action: 'activities.rules',
      before: longer,
      after: null,
    })
    // An activity of the seed has no rules until one is written.
    expect((await activityIds()).activityMap['36']?.rules).toBeNull()
  })

  it('refuses bad input, changing nothing', async () => {
    const before = (await opsCall(t, 'activityList', {}, { cookie: marketing.cookie })).data.list.length
    for (const bad of [
      { ...draft, clickAction: 'javascript:alert(1)' },
      { ...draft, clickType: 2, clickAction: 'http://plain.example' },
      { ...draft, clickType: 3 },
      { ...draft, texts: { 'en-US': texts['en-US'] } },
      { ...draft, texts: { ...texts, 'en-US': { title: ' ', summary: 'x' } } },
      { ...draft, texts: { ...texts, 'en-US': { title: 'x'.repeat(61), summary: 'x' } } },
      { ...draft, rules: { 'en-US': 'Only in English.', 'fil-PH': '  ' } },
      { ...draft, rules: { 'en-US': 'x'.repeat(4001), 'fil-PH': 'y' } },
      { ...draft, rules: { 'en-US': 'No Filipino key' } },
      { ...draft, rules: 'A plain string' },
    ]) {
      const answer = await opsCall(t, 'activityCreate', bad, { cookie: marketing.cookie })
      expect(answer.errcode, JSON.stringify(bad)).toBe(ERRORS.VALIDATION.code)
      expect(answer.status).toBeLessThan(500)
    }
    expect((await opsCall(t, 'activityList', {}, { cookie: marketing.cookie })).data.list).toHaveLength(
      before,
    )
    const noTexts = await opsCall(t, 'activityEditTexts', { id: 36, texts: {} }, { cookie: marketing.cookie })
    expect(noTexts.errcode).toBe(ERRORS.VALIDATION.code)
    for (const rules of [{ 'en-US': '', 'fil-PH': 'Tagalog lang.' }, { 'en-US': 5, 'fil-PH': 'x' }, null]) {
      const answer = await opsCall(t, 'activityEditTexts', { id: 36, texts, rules } as never, {
        cookie: marketing.cookie,
      })
      expect(answer.errcode, JSON.stringify(rules)).toBe(ERRORS.VALIDATION.code)
    }
    expect((await activityIds()).activityMap['36']?.rules ?? null).toBeNull()
    const unknown = await opsCall(
      t,
      'activityEditTexts',
      { id: 999_999, texts },
      { cookie: marketing.cookie },
    )
    expect(unknown.errcode).toBe(ERRORS.NOT_FOUND.code)
  })

  it('is marketing’s and admin’s only, and never signed out', async () => {
    const finance = await signedInStaff(t, 'finance')
    for (const [name, input] of [
      ['activityCreate', draft],
      ['activityEditTexts', { id: 36, texts }],
      ['activityEditTexts', { id: 36, texts, rules: { 'en-US': 'Rule', 'fil-PH': 'Tuntunin' } }],
    ] as const) {
      for (const cookie of [support.cookie, finance.cookie])
        expect((await opsCall(t, name, input, { cookie })).errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)
      expect((await opsCall(t, name, input, {})).errcode).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
    }
    const sign = (await opsCall(t, 'activityList', {}, { cookie: marketing.cookie })).data.list.find(
      (row) => row.id === 36,
    )
    expect(sign?.texts['en-US'].title).not.toBe('Weekend spins')
    expect(sign?.rules).toBeNull()
  })
})
