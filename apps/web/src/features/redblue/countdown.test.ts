import { describe, expect, it } from 'vitest'

import { countdownParts } from './countdown.ts'

describe('countdownParts', () => {
  it('splits the time left into days and a padded clock', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0)
    const until = now + ((2 * 24 + 3) * 3_600 + 4 * 60 + 5) * 1_000 + 999
    expect(countdownParts(until, now)).toEqual({
      done: false,
      days: 2,
      hours: '03',
      minutes: '04',
      seconds: '05',
    })
  })

  it('stops at zero once the end has passed', () => {
    expect(countdownParts(1_000, 5_000)).toEqual({
      done: true,
      days: 0,
      hours: '00',
      minutes: '00',
      seconds: '00',
    })
  })
})
