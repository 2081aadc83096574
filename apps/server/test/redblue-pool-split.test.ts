import { describe, expect, it } from 'vitest'

import { splitPool, type PkContribution } from '../src/modules/redblue/pool-split.ts'

const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 0, 0, second))
const entry = (userId: number, camp: 'red' | 'blue', contribution: number, joined = userId) =>
  ({ userId, camp, contribution, joinedAt: at(joined) }) satisfies PkContribution

const total = (shares: Map<number, number>) => [...shares.values()].reduce((sum, share) => sum + share, 0)

/** The pure split rule of decision 054: outcome, eligibility and the centavo-exact division. */
describe('splitPool', () => {
  it('pays the whole pool to the leading camp by contribution', () => {
    const split = splitPool(1_000_00, 0, [entry(1, 'red', 300), entry(2, 'red', 100), entry(3, 'blue', 350)])
    expect(split.outcome).toBe('red')
    expect(split.scores).toEqual({ red: 400, blue: 350 })
    expect(Object.fromEntries(split.shares)).toEqual({ 1: 750_00, 2: 250_00 })
  })

  it('gives the centavos left by flooring to the largest remainders, then to the earlier join', () => {
    const split = splitPool(100, 0, [entry(1, 'blue', 1, 3), entry(2, 'blue', 1, 1), entry(3, 'blue', 1, 2)])
    expect(total(split.shares)).toBe(100)
    expect(Object.fromEntries(split.shares)).toEqual({ 1: 33, 2: 34, 3: 33 })
  })

  it('keeps members under the minimum out of the shares but in the camp’s score', () => {
    const split = splitPool(500, 100, [entry(1, 'red', 99), entry(2, 'red', 100), entry(3, 'blue', 150)])
    expect(split.outcome).toBe('red')
    expect(Object.fromEntries(split.shares)).toEqual({ 2: 500 })
  })

  it('pays nobody when no winner reached the minimum, or nobody played', () => {
    expect(splitPool(500, 1_000, [entry(1, 'red', 999), entry(2, 'blue', 10)]).shares.size).toBe(0)
    const none = splitPool(500, 0, [entry(1, 'red', 0), entry(2, 'blue', 0)])
    expect(none.outcome).toBe('none')
    expect(none.shares.size).toBe(0)
    expect(splitPool(500, 0, []).outcome).toBe('none')
  })

  it('lets both camps share a draw', () => {
    const split = splitPool(300, 0, [entry(1, 'red', 200), entry(2, 'blue', 100), entry(3, 'blue', 100)])
    expect(split.outcome).toBe('draw')
    expect(Object.fromEntries(split.shares)).toEqual({ 1: 150, 2: 75, 3: 75 })
  })

  it('stays exact past 2^53 for large pools and turnovers', () => {
    const split = splitPool(999_999_999_99, 0, [entry(1, 'red', 7_000_000_000_00), entry(2, 'red', 3)])
    expect(total(split.shares)).toBe(999_999_999_99)
  })
})
