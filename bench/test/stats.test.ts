import { describe, expect, it } from 'vitest'

import { pgbenchLatencies } from '../src/postgres.ts'
import { median, quantile } from '../src/stats.ts'

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([5, 1, 3])).toBe(3)
  })

  it('is the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
  })
})

describe('quantile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1)

  it('takes the nearest rank: the 99th percentile of 1…100 is 100, the median 51', () => {
    expect(quantile(hundred, 0.99)).toBe(100)
    expect(quantile(hundred, 0.5)).toBe(51)
    expect(quantile(hundred, 0)).toBe(1)
  })

  it('stays within the values for q = 1 and is NaN for none', () => {
    expect(quantile(hundred, 1)).toBe(100)
    expect(quantile([], 0.99)).toBeNaN()
  })

  it('reads typed arrays, as the paced load keeps its latencies', () => {
    expect(quantile(Float64Array.from([1, 2, 3, 4]), 0.75)).toBe(4)
  })
})

describe('pgbenchLatencies', () => {
  it('reads the time of each transaction, which under --rate runs from when it was due, in ms', () => {
    // Lines as pgbench 15 writes them with -l under --rate (times in µs; the last field is the
    // schedule lag, which the time already includes).
    const log = ['0 1 12366 0 1795338235 397604 98', '1 1 13643 0 1795338235 399136 84', ''].join('\n')
    expect(pgbenchLatencies(log)).toEqual([12.366, 13.643])
  })

  it('counts a failed or skipped transaction as infinitely late', () => {
    const log = '3 7 failed 0 1795338235 412000 0\n4 2 skipped 0 1795338235 413000 0\n'
    expect(pgbenchLatencies(log)).toEqual([Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY])
  })

  it('skips lines that are not a paced transaction (no schedule lag)', () => {
    expect(pgbenchLatencies('0 1 12366 0 1795338235 397604\nnot a log line\n')).toEqual([])
  })
})
