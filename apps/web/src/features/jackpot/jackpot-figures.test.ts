import { describe, expect, it } from 'vitest'

import { mostPayableNow } from './jackpot-figures.ts'

describe('mostPayableNow', () => {
  it('adds up what each tier can pay now, floors included when the pools are empty', () => {
    expect(
      mostPayableNow({
        megaJackpotSection: { min: 500_000, max: 500_000 },
        majorJackpotSection: { min: 100_000, max: 100_000 },
        minorJackpotSection: { min: 20_000, max: 20_000 },
        miniJackpotSection: { min: 5_000, max: 5_000 },
      }),
    ).toBe(625_000)
  })

  it('counts a tier up to its pool once the pool passes the floor', () => {
    expect(
      mostPayableNow({
        megaJackpotSection: { min: 500_000, max: 812_345 },
        majorJackpotSection: { min: 100_000, max: 500_000 },
        minorJackpotSection: { min: 20_000, max: 20_000 },
        miniJackpotSection: { min: 5_000, max: 7_500 },
      }),
    ).toBe(1_339_845)
  })
})
