import { describe, expect, it } from 'vitest'

import { progressPercent, spinPesos, timeLeft, wheelKind, wheelRotation } from './invite-spin-view.ts'

describe('invite spin view', () => {
  it('shows 100% only once the target is reached', () => {
    expect(progressPercent(0, 300_00)).toBe(0)
    expect(progressPercent(180_00, 300_00)).toBe(60)
    expect(progressPercent(299_99, 300_00)).toBe(99)
    expect(progressPercent(300_00, 300_00)).toBe(100)
  })

  it('counts the time left in hours and minutes, never below zero', () => {
    const now = Date.parse('2026-11-26T00:00:00Z')
    expect(timeLeft('2026-11-29T00:00:00Z', now)).toEqual({ hours: 72, minutes: 0 })
    expect(timeLeft('2026-11-26T01:30:59Z', now)).toEqual({ hours: 1, minutes: 30 })
    expect(timeLeft('2026-11-25T00:00:00Z', now)).toEqual({ hours: 0, minutes: 0 })
  })

  it('turns the first spin’s wheel for a new campaign, else the next spin’s', () => {
    expect(wheelKind(null)).toBe('start')
    expect(wheelKind({ state: 'lapsed', nextKind: null })).toBe('start')
    expect(wheelKind({ state: 'active', nextKind: 'click' })).toBe('click')
    expect(wheelKind({ state: 'reached', nextKind: null })).toBe('invite')
  })

  it('lands the sector’s middle under the pointer after whole turns', () => {
    expect(wheelRotation(0, 4)).toBe(1800 + 315)
    expect(wheelRotation(3, 4)).toBe(1800 + 45)
  })
})

describe('spin amounts', () => {
  it('keeps centavos so a small spin never reads as nothing', () => {
    expect(spinPesos(50, 'en-US')).toBe('₱0.50')
    expect(spinPesos(300_00, 'en-US')).toBe('₱300')
    expect(spinPesos(1_234_56, 'en-US')).toBe('₱1,234.56')
  })
})
