import { describe, expect, it } from 'vitest'

import { AWARD_ITEM, classifyAwardItem, jackpotTierOf } from '../src/award-items.ts'
import { CALLS, isCallName } from '../src/call-map.ts'
import { isRechargeBonusType } from '../src/recharge-rules.ts'
import { errorByCode, ERRORS } from '../src/errors.ts'

describe('the error catalogue', () => {
  it('gives every error its own code and its own message key', () => {
    const entries = Object.values(ERRORS)
    expect(new Set(entries.map((entry) => entry.code)).size).toBe(entries.length)
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length)
    expect(entries.every((entry) => entry.code > 0 && entry.message.length > 0)).toBe(true)
  })

  it('has the codes SPEC.md names', () => {
    expect(ERRORS.SIGNED_OUT.code).toBe(401)
    expect([1001, 1002, 1003, 1004].map((code) => errorByCode(code)?.name)).toEqual([
      'JACKPOT_NO_DRAW_CHANCE',
      'JACKPOT_CLOSED',
      'JACKPOT_DRAW_IN_PROGRESS',
      'JACKPOT_DRAW_FAILED',
    ])
    expect(errorByCode(123_456)).toBeUndefined()
  })
})

describe('award item ids', () => {
  it.each([
    [1001, 'coupon'],
    [1099, 'coupon'],
    [1100, undefined],
    [1250, 'coupon'],
    [1399, 'coupon'],
    [100_005, 'coupon'],
    [110_003, 'lotteryCoupon'],
    [2001, 'coin'],
    [2002, 'points'],
    [4001, 'liveness'],
    [60_001, 'diamond'],
    [50_000, 'jackpot'],
    [50_004, 'jackpot'],
    [50_005, undefined],
    [40_002, 'newYear'],
    [80_003, 'lottery'],
    [0, undefined],
  ] as const)('classifies %i as %s', (id, kind) => {
    expect(classifyAwardItem(id)).toBe(kind)
  })

  it('maps the jackpot ids to their tiers', () => {
    expect(jackpotTierOf(AWARD_ITEM.jackpotMega)).toBe('mega')
    expect(jackpotTierOf(AWARD_ITEM.jackpotMini)).toBe('mini')
    expect(jackpotTierOf(AWARD_ITEM.jackpot)).toBeUndefined()
  })

  it('knows the recharge bonus types 1 to 13', () => {
    expect([0, 1, 13, 14, 2.5].map(isRechargeBonusType)).toEqual([false, true, true, false, false])
  })
})

describe('the call map', () => {
  it('names each call after its key', () => {
    for (const [name, call] of Object.entries(CALLS)) expect(call.name).toBe(name)
  })

  it('describes every call', () => {
    for (const call of Object.values(CALLS)) expect(call.description.length).toBeGreaterThan(10)
  })

  it('tells a call name from any other string', () => {
    expect(isCallName('anonymous/appConfig')).toBe(true)
    expect(isCallName('toString')).toBe(false)
  })
})
