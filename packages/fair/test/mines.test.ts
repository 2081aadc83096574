import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  exactRtpMines,
  minePositions,
  minesMultiplier,
  minesMultiplierBasisPoints,
  minesPayout,
  minesSurvival,
  settleMines,
} from '../src/mines.ts'
import { outcomeFloats, scaleToInt } from '../src/outcome.ts'
import { compareRational, multiplyRational, rational, subtractRational } from '../src/rational.ts'

const seeds = {
  serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  clientSeed: 'panalo',
  nonce: 0,
}
const NINETY_NINE_PERCENT = rational(99, 100)

describe('Mines multipliers and payouts', () => {
  it('is 0.99 × C(25, k) / C(25 − m, k)', () => {
    expect(minesMultiplier(1, 1)).toEqual(rational(99 * 25, 100 * 24))
    expect(minesMultiplier(3, 5)).toEqual(rational(99 * 53_130, 100 * 26_334))
    expect(minesMultiplier(24, 1)).toEqual(rational(99 * 25, 100))
    expect(minesMultiplier(1, 24)).toEqual(rational(99 * 25, 100))
    expect(minesMultiplierBasisPoints(3, 5)).toBe(19_973)
    expect(minesMultiplierBasisPoints(1, 1)).toBe(10_312)
  })

  it('pays floor(stake × multiplier) in hundredths', () => {
    expect(minesPayout(100, 3, 5)).toBe(199)
    expect(minesPayout(1000, 3, 5)).toBe(1997)
    expect(minesPayout(100, 1, 1)).toBe(103)
    expect(minesPayout(100_000, 12, 13)).toBe(514_829_700_000)
  })

  it('refuses impossible cash-outs and stakes', () => {
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError)
    expect(() => minesMultiplier(25, 1)).toThrow(RangeError)
    expect(() => minesMultiplier(3, 0)).toThrow(RangeError)
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError)
    expect(() => minesPayout(99, 3, 1)).toThrow(RangeError)
    expect(() => minesPayout(100.5, 3, 1)).toThrow(RangeError)
  })

  it('returns exactly 0.99 at every cash-out point before rounding', () => {
    for (let mines = 1; mines <= 24; mines++)
      for (let reveals = 1; reveals <= 25 - mines; reveals++)
        expect(exactRtpMines(mines, reveals)).toEqual(NINETY_NINE_PERCENT)
  })

  it('loses less than one hundredth per cash-out to rounding: 0.99 − survival / stake < RTP ≤ 0.99', () => {
    for (const stake of [100, 137, 1000, 10_000, 100_000])
      for (const [mines, reveals] of [
        [1, 1],
        [3, 5],
        [5, 10],
        [10, 3],
        [20, 5],
        [24, 1],
      ] as const) {
        const rtp = exactRtpMines(mines, reveals, stake)
        const floor = subtractRational(
          NINETY_NINE_PERCENT,
          multiplyRational(minesSurvival(mines, reveals), rational(1, stake)),
        )
        expect(compareRational(rtp, NINETY_NINE_PERCENT)).toBeLessThanOrEqual(0)
        expect(compareRational(rtp, floor)).toBeGreaterThan(0)
      }
  })
})

describe('minePositions', () => {
  it('shuffles with a shrinking pool: pick i = scaleToInt(float i, 25 − i) of the tiles left', () => {
    const floats = outcomeFloats(seeds, 10)
    const pool = Array.from({ length: 25 }, (_, tile) => tile)
    const picks = floats.map((float, index) => pool.splice(scaleToInt(float, 25 - index), 1)[0])
    expect(minePositions(seeds, 10)).toEqual(picks.sort((a = 0, b = 0) => a - b))
  })

  it('is deterministic and reproduces the known-answer vectors', () => {
    expect(minePositions(seeds, 3)).toEqual(minePositions({ ...seeds }, 3))
    expect([0, 1, 2].map((nonce) => minePositions({ ...seeds, nonce }, 3))).toEqual([
      [1, 4, 11],
      [0, 16, 24],
      [5, 8, 24],
    ])
    expect(minePositions(seeds, 10)).toEqual([1, 2, 4, 9, 11, 13, 19, 21, 22, 24])
  })

  it('places m distinct mines on tiles 0–24 for any seeds', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.integer({ min: 1, max: 24 }), (clientSeed, nonce, mines) => {
        const positions = minePositions({ ...seeds, clientSeed, nonce }, mines)
        expect(positions).toHaveLength(mines)
        expect(new Set(positions).size).toBe(mines)
        for (const tile of positions) {
          expect(Number.isInteger(tile)).toBe(true)
          expect(tile).toBeGreaterThanOrEqual(0)
          expect(tile).toBeLessThan(25)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a mine count outside 1–24', () => {
    for (const mines of [0, 25, 2.5]) expect(() => minePositions(seeds, mines)).toThrow(RangeError)
  })
})

describe('settleMines', () => {
  const positions = [1, 4, 11]

  it('pays the cash-out after the safe reveals', () => {
    expect(settleMines(positions, [0, 2, 3, 5, 6], 1000)).toEqual({
      safeReveals: 5,
      hitMine: false,
      payout: 1997,
    })
  })

  it('loses the stake at the first mine', () => {
    expect(settleMines(positions, [0, 4, 2], 1000)).toEqual({ safeReveals: 1, hitMine: true, payout: 0 })
    expect(settleMines(positions, [11], 1000)).toEqual({ safeReveals: 0, hitMine: true, payout: 0 })
  })

  it('refuses repeated, impossible or missing picks', () => {
    for (const picks of [[], [0, 0], [25], [-1], [1.5]])
      expect(() => settleMines(positions, picks, 1000)).toThrow(RangeError)
  })

  it('never pays a negative or fractional amount', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 100, max: 100_000 }),
        fc.shuffledSubarray(
          Array.from({ length: 25 }, (_, tile) => tile),
          { minLength: 1 },
        ),
        (nonce, mines, stake, picks) => {
          const outcome = settleMines(minePositions({ ...seeds, nonce }, mines), picks, stake)
          expect(Number.isSafeInteger(outcome.payout)).toBe(true)
          expect(outcome.payout).toBeGreaterThanOrEqual(0)
          if (outcome.hitMine) expect(outcome.payout).toBe(0)
          else expect(outcome.payout).toBe(minesPayout(stake, mines, picks.length))
        },
      ),
      { numRuns: 300 },
    )
  })
})
