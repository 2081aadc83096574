import { describe, expect, it } from 'vitest'

import type { TextValues } from '../i18n/i18n.ts'
import { EN_US } from '../i18n/locales/en-US.ts'
import { formatTimeLeft, timeLeft } from './time-left.ts'

const NOW = Date.parse('2026-11-29T12:00:00Z')
const after = (ms: number) => new Date(NOW + ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** English texts' countdown strings, filled in as the translation layer does. */
const t = ((key: string, values: TextValues = {}) => {
  const template = EN_US.countdown[key.replace('countdown.', '') as keyof typeof EN_US.countdown]
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
}) as Parameters<typeof formatTimeLeft>[1]

/** The text for an offer ending `ms` from now. */
function shown(ms: number): string | null {
  const left = timeLeft(after(ms), NOW)
  return left && formatTimeLeft(left, t)
}

describe('timeLeft and formatTimeLeft', () => {
  it('shows the two largest units', () => {
    expect(shown(2 * DAY + 4 * HOUR + 30 * MINUTE)).toBe('2d 4h left')
    expect(shown(3 * HOUR + 5 * MINUTE)).toBe('3h 5m left')
    expect(shown(12 * MINUTE)).toBe('12m left')
    expect(shown(DAY)).toBe('1d 0h left')
  })

  it('counts a part minute as a whole one, so it never reads 0m before the end', () => {
    expect(timeLeft(after(1_000), NOW)).toEqual({ days: 0, hours: 0, minutes: 1 })
    expect(timeLeft(after(59 * MINUTE + 1), NOW)).toEqual({ days: 0, hours: 1, minutes: 0 })
  })

  it('is null once ended, when it never ends, or for a bad date', () => {
    expect(timeLeft(after(0), NOW)).toBeNull()
    expect(timeLeft(after(-HOUR), NOW)).toBeNull()
    expect(timeLeft(null, NOW)).toBeNull()
    expect(timeLeft('soon', NOW)).toBeNull()
  })
})
