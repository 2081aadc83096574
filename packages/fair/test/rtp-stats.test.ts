import { describe, expect, it } from 'vitest'

import { addReturn, createReturnStats, mergeReturnStats, summarizeReturns, Z_99 } from '../src/rtp-stats.ts'

const statsOf = (values: number[]) => {
  const stats = createReturnStats()
  for (const value of values) addReturn(stats, value)
  return stats
}

describe('RTP simulation statistics', () => {
  it('gives the mean, the sample standard deviation and a 99 % interval', () => {
    const summary = summarizeReturns(statsOf([0, 2, 0, 2, 1, 1]))
    expect(summary.rounds).toBe(6)
    expect(summary.mean).toBeCloseTo(1, 15)
    expect(summary.sd).toBeCloseTo(Math.sqrt(4 / 5), 15)
    expect(summary.high - summary.mean).toBeCloseTo((Z_99 * Math.sqrt(4 / 5)) / Math.sqrt(6), 15)
    expect(summary.mean - summary.low).toBeCloseTo(summary.high - summary.mean, 15)
  })

  it('merges two runs into the statistics of both', () => {
    const values = Array.from({ length: 1000 }, (_, index) => ((index * 7919) % 101) / 50)
    const whole = summarizeReturns(statsOf(values))
    const merged = summarizeReturns(
      mergeReturnStats(statsOf(values.slice(0, 337)), statsOf(values.slice(337))),
    )
    expect(merged.rounds).toBe(whole.rounds)
    expect(merged.mean).toBeCloseTo(whole.mean, 12)
    expect(merged.sd).toBeCloseTo(whole.sd, 12)
  })

  it('has an unbounded interval before any round', () => {
    expect(summarizeReturns(createReturnStats())).toMatchObject({ rounds: 0, low: -Infinity, high: Infinity })
  })
})
