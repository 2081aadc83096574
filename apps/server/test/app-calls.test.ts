import { ERRORS } from '@panalo/contract/errors'
import type { ClientEvent } from '@panalo/contract/client-events'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientEvents, devices, themes } from '../src/db/schema/app.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

const VALID_TOKEN = 'live-session-token-0123456789'

describe('start-up, config, theme, content and tracking calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      authenticate: async (token) => (token === VALID_TOKEN ? { userId: 42, sessionId: 1 } : null),
    })
  })
  afterAll(() => t.close())

  describe('anonymous/appConfig', () => {
    it('answers the full config and its version, then null while the version is current', async () => {
      const first = await t.call('anonymous/appConfig', {})
      expect(first.errcode).toBe(0)
      expect(first.data.config).toMatchObject({
        region: 'ph',
        minAge: 21,
        h5ClientMode: 1,
        lengths: { smsCode: { min: 6, max: 6 } },
        feedbackConfig: { imagesLimit: 3 },
        maintenance: { on: false },
      })
      const again = await t.call('anonymous/appConfig', { v: first.data.v })
      expect(again.data).toEqual({ v: first.data.v, config: null })
      const stale = await t.call('anonymous/appConfig', { v: 'an-old-version' })
      expect(stale.data.config).not.toBeNull()
    })

    it('changes its version when the config changes', async () => {
      const before = await t.call('anonymous/appConfig', {})
      const config = before.data.config
      if (!config) throw new Error('expected the full config')
      const { maintenance: _maintenance, ...stored } = config
      await t.services.appConfig.save({ ...stored, gameShowNum: config.gameShowNum + 1 })
      const after = await t.call('anonymous/appConfig', { v: before.data.v })
      expect(after.data.v).not.toBe(before.data.v)
      expect(after.data.config?.gameShowNum).toBe(config.gameShowNum + 1)
    })

    it('refuses a version that is not a short string', async () => {
      const { json } = await t.post('/app/v1/anonymous/appConfig', { ...CLIENT_FIELDS, v: 'x'.repeat(65) })
      expect(json.errcode).toBe(ERRORS.VALIDATION.code)
    })
  })

  describe('themes', () => {
    it('answers the default theme for a domain without its own', async () => {
      const { errcode, data } = await t.call('anonymous/appTheme', {})
      expect(errcode).toBe(0)
      expect(data.themeName).toBe('Panalo Night')
      expect(data.themeJsonData.colors.primary).toMatch(/^#/)
    })

    it('previews another theme by id', async () => {
      const [fiesta] = await t.database.db.select().from(themes).where(eq(themes.name, 'Fiesta'))
      if (!fiesta) throw new Error('the Fiesta theme is seeded')
      const { data } = await t.call('anonymous/appThemePreview', { themeViewId: fiesta.id })
      expect(data.themeName).toBe('Fiesta')
    })

    it('answers not found for an unknown theme and a validation error for a bad id', async () => {
      expect((await t.call('anonymous/appThemePreview', { themeViewId: 99_999 })).errcode).toBe(
        ERRORS.NOT_FOUND.code,
      )
      const negative = await t.post('/app/v1/anonymous/appThemePreview', {
        ...CLIENT_FIELDS,
        themeViewId: -1,
      })
      expect(negative.json.errcode).toBe(ERRORS.VALIDATION.code)
      const missing = await t.post('/app/v1/anonymous/appThemePreview', CLIENT_FIELDS)
      expect(missing.json.errcode).toBe(ERRORS.VALIDATION.code)
    })
  })

  describe('preLogin', () => {
    it('records the device and answers the start-up details', async () => {
      const { errcode, data } = await t.call('preLogin', {
        deviceId: 'device-abc-123',
        os: 'Android 14',
        deviceModel: 'Pixel 8',
        urlParams: { pid: 'INV123' },
        gameListVersion: '0',
      })
      expect(errcode).toBe(0)
      expect(data).toMatchObject({ signedIn: false, maintenance: { on: false } })
      expect(Date.parse(data.serverTime)).not.toBeNaN()
      const [device] = await t.database.db
        .select()
        .from(devices)
        .where(eq(devices.deviceId, 'device-abc-123'))
      expect(device).toMatchObject({
        os: 'Android 14',
        deviceModel: 'Pixel 8',
        urlParams: { pid: 'INV123' },
        appVersion: 'test',
      })
    })

    it('keeps what it knew about a device when a later sighting leaves it out', async () => {
      await t.call('preLogin', { deviceId: 'device-keep-1', os: 'iOS 18' })
      await t.call('preLogin', { deviceId: 'device-keep-1' })
      const [device] = await t.database.db.select().from(devices).where(eq(devices.deviceId, 'device-keep-1'))
      expect(device?.os).toBe('iOS 18')
    })

    it('answers 401 to a token the server no longer honours, so the client signs out', async () => {
      const answer = await t.call(
        'preLogin',
        { deviceId: 'device-dead-token' },
        { token: 'dead-token-0123456789' },
      )
      expect(answer.errcode).toBe(ERRORS.SIGNED_OUT.code)
    })

    it('says signed in for a live token and links the device to the player', async () => {
      const answer = await t.call('preLogin', { deviceId: 'device-live-token' }, { token: VALID_TOKEN })
      expect(answer.data.signedIn).toBe(true)
      const [device] = await t.database.db
        .select()
        .from(devices)
        .where(eq(devices.deviceId, 'device-live-token'))
      expect(device?.lastUserId).toBe(42)
    })

    it('refuses a missing or oversized device id', async () => {
      expect((await t.post('/app/v1/preLogin', CLIENT_FIELDS)).json.errcode).toBe(ERRORS.VALIDATION.code)
      const long = await t.post('/app/v1/preLogin', { ...CLIENT_FIELDS, deviceId: 'd'.repeat(65) })
      expect(long.json.errcode).toBe(ERRORS.VALIDATION.code)
    })
  })

  describe('anonymous/appEventLogClient', () => {
    const event = (overrides: Partial<ClientEvent> = {}): ClientEvent => ({
      eventName: 'pageView',
      eventTime: Date.now(),
      eventUserId: null,
      channel: 'WEB',
      appId: 'panalo-web',
      version: 'test',
      eventPage: '/faq',
      ...overrides,
    })
    const stored = async (name: string) =>
      (
        await t.database.db.select({ n: count() }).from(clientEvents).where(eq(clientEvents.eventName, name))
      )[0]?.n

    it('stores a batch of events with the signed-in player', async () => {
      const eventList = [
        event({ eventName: 'batchOk' }),
        event({ eventName: 'batchOk', eventInterfaceId: 'banner-1', eventShowType: 2 }),
        event({ eventName: 'batchOk', eventUserId: 42, eventInteractCount: 3 }),
      ]
      const answer = await t.call('anonymous/appEventLogClient', { eventList }, { token: VALID_TOKEN })
      expect(answer).toEqual({ errcode: 0, msg: '', data: { accepted: 3 } })
      const rows = await t.database.db
        .select()
        .from(clientEvents)
        .where(eq(clientEvents.eventName, 'batchOk'))
      expect(rows).toHaveLength(3)
      expect(rows.every((row) => row.userId === 42 && row.page === '/faq')).toBe(true)
      expect(rows[1]?.properties).toEqual({ eventInterfaceId: 'banner-1', eventShowType: 2 })
    })

    it('rejects the whole batch when one event is bad', async () => {
      const eventList = [
        event({ eventName: 'halfBad' }),
        event({ eventName: 'Bad Name!' }),
        event({ eventName: 'halfBad' }),
      ]
      const answer = await t.call('anonymous/appEventLogClient', { eventList })
      expect(answer.errcode).toBe(ERRORS.VALIDATION.code)
      expect(answer.msg).toMatch(/^eventList\.1\.eventName/)
      expect(await stored('halfBad')).toBe(0)
    })

    it('rejects an event with an unknown field', async () => {
      const eventList = [{ ...event({ eventName: 'extraField' }), balance: 1_000_000 }]
      const { json } = await t.post('/app/v1/anonymous/appEventLogClient', { ...CLIENT_FIELDS, eventList })
      expect(json.errcode).toBe(ERRORS.VALIDATION.code)
      expect(await stored('extraField')).toBe(0)
    })

    it('rejects an empty batch and a batch over 200 events', async () => {
      expect((await t.call('anonymous/appEventLogClient', { eventList: [] })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
      const eventList = Array.from({ length: 201 }, () => event({ eventName: 'tooMany' }))
      expect((await t.call('anonymous/appEventLogClient', { eventList })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
      expect(await stored('tooMany')).toBe(0)
    })

    it('accepts exactly 200 events', async () => {
      const eventList = Array.from({ length: 200 }, () => event({ eventName: 'fullBatch' }))
      expect((await t.call('anonymous/appEventLogClient', { eventList })).data).toEqual({ accepted: 200 })
    })

    it('rejects events from the far past or the future', async () => {
      for (const eventTime of [Date.now() - 30 * 86_400_000, Date.now() + 3 * 86_400_000]) {
        const eventList = [event({ eventName: 'outOfTime' }), event({ eventName: 'outOfTime', eventTime })]
        const answer = await t.call('anonymous/appEventLogClient', { eventList })
        expect(answer.errcode).toBe(ERRORS.VALIDATION.code)
      }
      expect(await stored('outOfTime')).toBe(0)
    })
  })

  describe('content', () => {
    it.each(['about-us', 'terms-of-use', 'privacy-policy'] as const)(
      'answers %s in both locales',
      async (page) => {
        for (const locale of ['en-US', 'fil-PH'] as const) {
          const { errcode, data } = await t.call('anonymous/appContent', { page, locale })
          expect(errcode).toBe(0)
          expect(data.locale).toBe(locale)
          expect(data.blocks.length).toBeGreaterThan(2)
        }
      },
    )

    it('answers English when no locale is given', async () => {
      expect((await t.call('anonymous/appContent', { page: 'about-us' })).data.locale).toBe('en-US')
    })

    it('refuses an unknown page or locale', async () => {
      const page = await t.post('/app/v1/anonymous/appContent', { ...CLIENT_FIELDS, page: '../etc/passwd' })
      expect(page.json.errcode).toBe(ERRORS.VALIDATION.code)
      const locale = await t.post('/app/v1/anonymous/appContent', {
        ...CLIENT_FIELDS,
        page: 'about-us',
        locale: 'xx',
      })
      expect(locale.json.errcode).toBe(ERRORS.VALIDATION.code)
    })

    it('answers the FAQ by category', async () => {
      const { data } = await t.call('anonymous/faqList', { locale: 'fil-PH' })
      expect(data.locale).toBe('fil-PH')
      expect(data.categories.map((category) => category.id)).toContain('account')
      expect(data.categories.every((category) => category.items.length > 0)).toBe(true)
    })
  })
})
