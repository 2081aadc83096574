import { manilaToday } from '@panalo/contract/account-rules'

/**
 * Calendar days in the players' time zone. Manila is UTC+8 all year (no daylight saving), so a Manila
 * day is a UTC day shifted by eight hours; days are YYYY-MM-DD strings, weeks start on Monday.
 */

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const MANILA_OFFSET_MS = 8 * HOUR_MS

/** The Manila calendar day of an instant (the contract's rule, which the forms apply too). */
export function manilaDay(at: Date): string {
  return manilaToday(at)
}

/** The Monday that starts the Manila week of an instant. */
export function manilaWeekStart(at: Date): string {
  const local = new Date(at.getTime() + MANILA_OFFSET_MS)
  const sinceMonday = (local.getUTCDay() + 6) % 7
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The instant a Manila day starts. */
export function manilaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`)
}
