/** Calendar days in Manila, as the records and the report count them. */
const MANILA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' })

export function manilaToday(now = new Date()): string {
  return MANILA.format(now)
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export type DayRange = 'today' | 'last7' | 'last30'
export const DAY_RANGES: readonly DayRange[] = ['today', 'last7', 'last30']

export function rangeDays(range: DayRange, today = manilaToday()): { from: string; to: string } {
  const span = range === 'today' ? 1 : range === 'last7' ? 7 : 30
  return { from: addDays(today, -(span - 1)), to: today }
}
