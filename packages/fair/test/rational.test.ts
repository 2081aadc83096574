import { describe, expect, it } from 'vitest'

import {
  addRational,
  compareRational,
  divideRational,
  multiplyRational,
  rational,
  rationalToNumber,
  subtractRational,
} from '../src/rational.ts'

describe('exact fractions', () => {
  it('keeps fractions reduced with a positive denominator', () => {
    expect(rational(6, -8)).toEqual({ num: -3n, den: 4n })
    expect(rational(0, 5)).toEqual({ num: 0n, den: 1n })
    expect(() => rational(1, 0)).toThrow(RangeError)
  })

  it('adds, subtracts, multiplies, divides and compares exactly', () => {
    const third = rational(1, 3)
    const sixth = rational(1, 6)
    expect(addRational(third, sixth)).toEqual(rational(1, 2))
    expect(subtractRational(sixth, third)).toEqual(rational(-1, 6))
    expect(multiplyRational(third, sixth)).toEqual(rational(1, 18))
    expect(divideRational(third, sixth)).toEqual(rational(2))
    expect(compareRational(third, sixth)).toBe(1)
    expect(compareRational(sixth, third)).toBe(-1)
    expect(compareRational(rational(2, 4), rational(1, 2))).toBe(0)
  })

  it('converts to the nearest double even beyond 2^53', () => {
    expect(rationalToNumber(rational(199, 216))).toBe(199 / 216)
    const big = 10n ** 40n
    expect(rationalToNumber(rational(big + 1n, 3n * big))).toBeCloseTo(1 / 3, 15)
    expect(rationalToNumber(rational(-7, 2))).toBe(-3.5)
  })
})
