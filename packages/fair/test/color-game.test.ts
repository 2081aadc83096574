import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  COLOR_GAME,
  exactRtpColorGame,
  rollColorGame,
  settleColorGame,
  type Colour,
} from '../src/color-game.ts'
import { outcomeFloats } from '../src/outcome.ts'
import { rational, subtractRational } from '../src/rational.ts'

const seeds = {
  serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  clientSeed: 'panalo',
  nonce: 0,
}
const colours = COLOR_GAME.colours.map((colour) => colour.id)

describe('Color Game', () => {
  it('has the six perya colours', () => {
    expect(colours).toEqual(['yellow', 'white', 'pink', 'blue', 'green', 'red'])
  })

  it('returns exactly 1 − 17/216 on any colour', () => {
    for (const colour of colours) {
      expect(exactRtpColorGame(colour)).toEqual(subtractRational(rational(1), rational(17, 216)))
      expect(exactRtpColorGame(colour)).toEqual(rational(199, 216))
    }
  })

  it('pays 1:1, 2:1 or 3:1 by how many dice show the colour', () => {
    const bet = (colour: Colour) => [{ colour, amount: 1000 }]
    expect(settleColorGame(['red', 'blue', 'green'], bet('yellow')).payout).toBe(0)
    expect(settleColorGame(['red', 'blue', 'green'], bet('red')).payout).toBe(2000)
    expect(settleColorGame(['red', 'red', 'green'], bet('red')).payout).toBe(3000)
    expect(settleColorGame(['red', 'red', 'red'], bet('red')).payout).toBe(4000)
  })

  it('settles several colour bets independently', () => {
    const settlement = settleColorGame(
      ['pink', 'pink', 'white'],
      [
        { colour: 'pink', amount: 500 },
        { colour: 'white', amount: 250 },
        { colour: 'red', amount: 100 },
      ],
    )
    expect(settlement).toEqual({
      bets: [
        { colour: 'pink', amount: 500, matches: 2, payout: 1500 },
        { colour: 'white', amount: 250, matches: 1, payout: 500 },
        { colour: 'red', amount: 100, matches: 0, payout: 0 },
      ],
      stake: 850,
      payout: 2000,
    })
  })

  it('refuses amounts that are not whole hundredths within the limits', () => {
    for (const amount of [0, -100, 99, 100.5, 500_001, Number.NaN])
      expect(() => settleColorGame(['red', 'red', 'red'], [{ colour: 'red', amount }])).toThrow(RangeError)
  })

  it('rolls die i from float i, face = floor(float × 6)', () => {
    const floats = outcomeFloats(seeds, 3)
    expect(rollColorGame(seeds)).toEqual(floats.map((float) => colours[Math.floor(float * 6)]))
  })

  it('is deterministic and reproduces the known-answer vectors', () => {
    expect(rollColorGame(seeds)).toEqual(rollColorGame({ ...seeds }))
    expect([0, 1, 2].map((nonce) => rollColorGame({ ...seeds, nonce }))).toEqual([
      ['white', 'yellow', 'pink'],
      ['blue', 'red', 'yellow'],
      ['red', 'white', 'white'],
    ])
  })

  it('settles any roll and bets into whole, non-negative hundredths', () => {
    const colour = fc.constantFrom(...colours)
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(),
        fc.array(fc.record({ colour, amount: fc.integer({ min: 100, max: 500_000 }) }), { maxLength: 6 }),
        (clientSeed, nonce, bets) => {
          const roll = rollColorGame({ ...seeds, clientSeed, nonce })
          expect(roll).toHaveLength(3)
          for (const die of roll) expect(colours).toContain(die)
          const settlement = settleColorGame(roll, bets)
          for (const bet of settlement.bets) {
            expect(Number.isSafeInteger(bet.payout)).toBe(true)
            expect(bet.payout).toBeGreaterThanOrEqual(0)
            expect(bet.payout).toBe(bet.matches > 0 ? bet.amount * (bet.matches + 1) : 0)
          }
          expect(settlement.payout).toBe(settlement.bets.reduce((sum, bet) => sum + bet.payout, 0))
          expect(settlement.stake).toBe(bets.reduce((sum, bet) => sum + bet.amount, 0))
        },
      ),
      { numRuns: 300 },
    )
  })
})
