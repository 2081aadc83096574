/** A clock a test moves by hand. */
export function testClock(start = '2026-11-18T04:00:00.000Z') {
  let current = new Date(start).getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
    set(iso: string) {
      current = new Date(iso).getTime()
    },
  }
}

export const HOUR = 60 * 60_000
export const DAY = 24 * HOUR
