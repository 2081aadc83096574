import { describe, expect, it } from 'vitest'

import { CALLS } from '../src/call-map.ts'
import { clientEventSchema, eventListSchema } from '../src/client-events.ts'
import { MAX_INTEGER_ID } from '../src/constants.ts'
import { themeTokensSchema } from '../src/theme.ts'
import { themeToCssVariables } from '../src/theme-tokens.ts'

describe('theme tokens', () => {
  it('become CSS custom properties', () => {
    const tokens = themeTokensSchema.parse({
      colors: { primary: '#FFC83D', navActive: '#fff' },
      radius: { md: 12 },
    })
    expect(themeToCssVariables(tokens)).toEqual({
      '--color-primary': '#FFC83D',
      '--color-nav-active': '#fff',
      '--radius-md': '12px',
    })
  })

  it('refuse anything that is not a hex colour, so a theme cannot inject CSS', () => {
    for (const primary of ['red', 'url(x)', '#FFF;} body{display:none', 'expression(alert(1))', '#12345']) {
      expect(themeTokensSchema.safeParse({ colors: { primary } }).success).toBe(false)
    }
    expect(themeTokensSchema.safeParse({ colors: { notAToken: '#fff' } }).success).toBe(false)
  })
})

describe('client events', () => {
  const event = {
    eventName: 'pageView',
    eventTime: 1_700_000_000_000,
    eventUserId: null,
    channel: 'WEB',
    appId: 'panalo-web',
    version: '1.0.0',
  }

  it('accept the fields SPEC.md lists', () => {
    const full = {
      ...event,
      eventInterfaceId: 'x',
      eventShowType: 1,
      eventRoomId: 'r',
      eventFrom: 'home',
      eventInteractCount: 2,
    }
    expect(clientEventSchema.parse(full)).toEqual(full)
  })

  it('refuse unknown fields, bad names and other channels', () => {
    expect(clientEventSchema.safeParse({ ...event, extra: 1 }).success).toBe(false)
    expect(clientEventSchema.safeParse({ ...event, eventName: 'Page View' }).success).toBe(false)
    expect(clientEventSchema.safeParse({ ...event, channel: 'APP' }).success).toBe(false)
  })

  it('come in batches of 1 to 200', () => {
    expect(eventListSchema.safeParse([]).success).toBe(false)
    expect(eventListSchema.safeParse(Array(200).fill(event)).success).toBe(true)
    expect(eventListSchema.safeParse(Array(201).fill(event)).success).toBe(false)
  })
})

describe('theme CSS variables without the schema', () => {
  it('drop values the schema would refuse, so the client can apply a stored theme safely', () => {
    const unsafe = { colors: { primary: 'red;}body{display:none', text: '#fff' }, radius: { md: 1e6, sm: 4 } }
    expect(themeToCssVariables(unsafe)).toEqual({ '--color-text': '#fff', '--radius-sm': '4px' })
  })
})

describe('request fields found wanting by the API fuzz test', () => {
  it('take only days on the calendar as date filters, in every call that has them', () => {
    const filters = [
      CALLS.appUserCoinDetail.request,
      CALLS.betRecord.request,
      CALLS.betRecordReport.request,
      CALLS.rechargeRecords.request,
    ]
    for (const request of filters) {
      expect(request.safeParse({ from: '2028-02-29', to: '2026-12-31' }).success).toBe(true)
      for (const day of ['2026-02-29', '2026-13-01', '2026-04-31', '1762-83-11', '2026-1-01', '0000-02-29'])
        expect(request.safeParse({ from: day }).success).toBe(false)
    }
  })

  it('take a theme id only within the integer column', () => {
    const request = CALLS['anonymous/appThemePreview'].request
    expect(request.safeParse({ themeViewId: MAX_INTEGER_ID }).success).toBe(true)
    expect(request.safeParse({ themeViewId: '7' }).success).toBe(true)
    expect(request.safeParse({ themeViewId: MAX_INTEGER_ID + 1 }).success).toBe(false)
  })
})
