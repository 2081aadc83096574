import { describe, expect, it } from 'vitest'

import { drawStepDelays, wheelDurationMs, wheelRotation } from './draw-schedule.ts'

describe('the draw animation’s step schedule (SPEC.md §4, §9)', () => {
  it('steps at 80 ms for 3 s, then 20 ms slower each step until one is over 300 ms, landing on the target', () => {
    // From cell 0 to cell 9: 37 fast steps + 12 slow = 49 lands on 9 with no extra.
    expect(drawStepDelays(0, 9)).toEqual([
      ...new Array<number>(37).fill(80),
      100,
      120,
      140,
      160,
      180,
      200,
      220,
      240,
      260,
      280,
      300,
      320,
    ])
    // To cell 0 from 0: one more lap needs 1 extra fast step (50 steps).
    expect(drawStepDelays(0, 0)).toEqual([
      ...new Array<number>(38).fill(80),
      ...drawStepDelays(0, 9).slice(37),
    ])
  })

  it('always lands on the target after at least 3 s at 80 ms', () => {
    for (let from = 0; from < 10; from++)
      for (let target = 0; target < 10; target++) {
        const delays = drawStepDelays(from, target)
        expect((from + delays.length) % 10).toBe(target)
        const fast = delays.filter((delay) => delay === 80)
        expect(fast.length * 80).toBeGreaterThanOrEqual(2_960)
        expect(fast.length).toBeLessThanOrEqual(46)
        expect(delays.at(-1)).toBe(320)
        expect(delays.at(-2)).toBe(300)
      }
  })

  it('spins the wheel 1800° plus the sector, for 4 to 6 s', () => {
    expect([0, 1, 2, 3].map((sector) => wheelRotation(sector))).toEqual([2115, 2025, 1935, 1845])
    expect(wheelDurationMs(0)).toBe(4_000)
    expect(wheelDurationMs(0.999)).toBeLessThan(6_000)
  })
})
