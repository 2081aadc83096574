/**
 * The minutes a five-field cron expression (minute hour day-of-month month day-of-week) names, read
 * in Manila time (UTC+8 all year, as the jobs' schedules are): chaos:cluster counts the scheduled jobs
 * that were due during its run. Fields take `*`, `*\/n`, numbers, ranges `a-b` and lists of those.
 */

const MANILA_OFFSET_MS = 8 * 60 * 60_000
const MINUTE_MS = 60_000
const FIELD_RANGES: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
]

function field(text: string, [low, high]: [number, number]): Set<number> {
  const values = new Set<number>()
  for (const part of text.split(',')) {
    const [range, stepText] = part.split('/')
    const step = stepText === undefined ? 1 : Number(stepText)
    const [from, to] =
      range === '*'
        ? [low, high]
        : range?.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText === undefined ? Number(range) : high]
    if (!Number.isInteger(from) || !Number.isInteger(to) || !Number.isInteger(step) || step < 1)
      throw new Error(`cron field "${text}" is not understood`)
    for (let value = from as number; value <= (to as number); value += step)
      values.add(value === 7 && high === 6 ? 0 : value)
  }
  return values
}

export function parseCron(expression: string): (at: Date) => boolean {
  const parts = expression.trim().split(/\s+/)
  if (parts.length !== 5) throw new Error(`cron "${expression}" needs five fields`)
  const [minutes, hours, days, months, weekdays] = parts.map((part, index) =>
    field(part, FIELD_RANGES[index] as [number, number]),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>]
  const anyDay = parts[2] === '*'
  const anyWeekday = parts[4] === '*'
  return (at) => {
    const manila = new Date(at.getTime() + MANILA_OFFSET_MS)
    const dayMatches = days.has(manila.getUTCDate())
    const weekdayMatches = weekdays.has(manila.getUTCDay())
    // Cron's rule: with both day fields restricted, either one matching is enough.
    const day = anyDay || anyWeekday ? dayMatches && weekdayMatches : dayMatches || weekdayMatches
    return (
      minutes.has(manila.getUTCMinutes()) &&
      hours.has(manila.getUTCHours()) &&
      months.has(manila.getUTCMonth() + 1) &&
      day
    )
  }
}

/** The occurrences in (from, to], oldest first. */
export function dueOccurrences(expression: string, from: Date, to: Date): Date[] {
  const matches = parseCron(expression)
  const occurrences: Date[] = []
  for (
    let at = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    at <= to.getTime();
    at += MINUTE_MS
  )
    if (matches(new Date(at))) occurrences.push(new Date(at))
  return occurrences
}

/** The first occurrence after `after`, looking at most a year and a day ahead. */
export function nextOccurrence(expression: string, after: Date): Date | null {
  const matches = parseCron(expression)
  const limit = after.getTime() + 366 * 24 * 60 * MINUTE_MS
  for (let at = Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS; at <= limit; at += MINUTE_MS)
    if (matches(new Date(at))) return new Date(at)
  return null
}
