import { describe, expect, it } from 'vitest'

import { dueOccurrences, nextOccurrence, parseCron } from '../src/cron.ts'

const utc = (text: string) => new Date(`${text}Z`)

describe('cron occurrences in Manila time', () => {
  it('lists every minute, every fifth and a daily minute in a window', () => {
    expect(dueOccurrences('* * * * *', utc('2026-11-28T23:58:30'), utc('2026-11-29T00:01:00'))).toEqual([
      utc('2026-11-28T23:59:00'),
      utc('2026-11-29T00:00:00'),
      utc('2026-11-29T00:01:00'),
    ])
    expect(dueOccurrences('*/5 * * * *', utc('2026-11-28T10:00:00'), utc('2026-11-28T10:12:00'))).toEqual([
      utc('2026-11-28T10:05:00'),
      utc('2026-11-28T10:10:00'),
    ])
    // 00:05 in Manila is 16:05 UTC the day before.
    expect(dueOccurrences('5 0 * * *', utc('2026-11-28T00:00:00'), utc('2026-11-29T00:00:00'))).toEqual([
      utc('2026-11-28T16:05:00'),
    ])
  })

  it('reads days of the week and of the month in Manila', () => {
    // Monday 30 November 2026, 00:20 Manila = Sunday 29 November, 16:20 UTC.
    expect(parseCron('20 0 * * 1')(utc('2026-11-29T16:20:00'))).toBe(true)
    expect(parseCron('20 0 * * 1')(utc('2026-11-30T16:20:00'))).toBe(false)
    expect(nextOccurrence('15 0 1 * *', utc('2026-11-28T00:00:00'))).toEqual(utc('2026-11-30T16:15:00'))
  })

  it('refuses what it does not understand', () => {
    expect(() => parseCron('* * * *')).toThrow(/five fields/)
    expect(() => parseCron('*/0 * * * *')).toThrow(/not understood/)
  })
})
