import type { TFunction } from '../i18n/i18n.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface TimeLeft {
  days: number
  hours: number
  minutes: number
}

/**
 * What is left of a time-limited offer: whole days, hours and minutes (a part minute counts as one,
 * so it never reads "0m" before the end). Null once it has ended or when it never ends.
 */
export function timeLeft(endsAt: string | null, now: number): TimeLeft | null {
  if (endsAt === null) return null
  const end = Date.parse(endsAt)
  if (Number.isNaN(end) || end <= now) return null
  const total = Math.ceil((end - now) / MINUTE) * MINUTE
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
  }
}

/** "2d 4h left", "3h 5m left", "12m left": the two largest units, as the PH apps show it. */
export function formatTimeLeft(left: TimeLeft, t: TFunction): string {
  if (left.days > 0) return t('countdown.daysHours', { days: left.days, hours: left.hours })
  if (left.hours > 0) return t('countdown.hoursMinutes', { hours: left.hours, minutes: left.minutes })
  return t('countdown.minutes', { minutes: left.minutes })
}
