import type { LimitPeriod } from '@panalo/contract/self-limits'

/**
 * Calendar windows in Manila time. The Philippines keeps UTC+8 all year (no daylight saving), so a
 * Manila calendar date is the UTC date of the instant shifted by eight hours.
 */
const MANILA_OFFSET_MS = 8 * 60 * 60_000
const DAY_MS = 24 * 60 * 60_000

/** The first day (YYYY-MM-DD, Manila) of the day, week (from Monday) or month that holds `at`. */
export function periodStart(period: LimitPeriod, at: Date): string {
  const manila = new Date(at.getTime() + MANILA_OFFSET_MS)
  if (period === 'month') return isoDate(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), 1))
  const day = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate())
  if (period === 'day') return isoDate(day)
  const sinceMonday = (manila.getUTCDay() + 6) % 7
  return isoDate(day - sinceMonday * DAY_MS)
}

/** The instant a Manila calendar date (YYYY-MM-DD) begins. */
export function manilaMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date) - MANILA_OFFSET_MS)
}

/** The instant the window of `period` holding `at` begins. */
export function windowStart(period: LimitPeriod, at: Date): Date {
  return manilaMidnight(periodStart(period, at))
}

/** The instant the window of `period` holding `at` ends (the next one begins). */
export function windowEnd(period: LimitPeriod, at: Date): Date {
  const start = new Date(windowStart(period, at).getTime() + MANILA_OFFSET_MS)
  if (period === 'day') return new Date(start.getTime() - MANILA_OFFSET_MS + DAY_MS)
  if (period === 'week') return new Date(start.getTime() - MANILA_OFFSET_MS + 7 * DAY_MS)
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - MANILA_OFFSET_MS)
}

/** `at` plus whole calendar months (clamped to the month's last day, as 31 Aug + 6 months = 28 Feb). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

function isoDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10)
}
