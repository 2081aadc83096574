import { describe, expect, it } from 'vitest'

import { prizeSlots, ticketCost, ticketPrizeChance } from './lottery-odds.ts'

describe('lottery odds', () => {
  it('counts every prize’s winners as slots', () => {
    const prize = { productId: 80_001, name: 'x', items: [{ id: 2001, count: 1 }] }
    expect(
      prizeSlots({
        prizes: [
          { ...prize, winners: 1 },
          { ...prize, winners: 3 },
        ],
      }),
    ).toBe(4)
  })

  it('gives each ticket min(slots, sold) / sold, and nothing before a sale', () => {
    expect(ticketPrizeChance(0, 24)).toBe(0)
    expect(ticketPrizeChance(10, 24)).toBe(1)
    expect(ticketPrizeChance(240, 24)).toBeCloseTo(0.1)
  })

  it('prices tickets in coupons or points, and refuses points when the draw sells for coupons only', () => {
    const held = { coupons: 3, points: 250 }
    expect(ticketCost({ couponPrice: 1, pointsPrice: 100 }, 3, 'coupon', held)).toEqual({
      amount: 3,
      affordable: true,
    })
    expect(ticketCost({ couponPrice: 2, pointsPrice: 100 }, 2, 'coupon', held)).toEqual({
      amount: 4,
      affordable: false,
    })
    expect(ticketCost({ couponPrice: 1, pointsPrice: 100 }, 3, 'points', held)).toEqual({
      amount: 300,
      affordable: false,
    })
    expect(ticketCost({ couponPrice: 1, pointsPrice: null }, 1, 'points', held)).toEqual({
      amount: 0,
      affordable: false,
    })
  })
})
