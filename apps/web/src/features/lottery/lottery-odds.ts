import type { LotteryDraw } from '@panalo/contract/calls/lottery'

/** How many prizes a draw hands out when enough tickets are sold (every prize's winners). */
export function prizeSlots(draw: Pick<LotteryDraw, 'prizes'>): number {
  return draw.prizes.reduce((sum, prize) => sum + prize.winners, 0)
}

/**
 * One ticket's chance of a prize when `sold` tickets take part: each slot takes a different ticket,
 * so min(slots, sold) of the sold tickets win. 0 before anything is sold.
 */
export function ticketPrizeChance(sold: number, slots: number): number {
  if (sold <= 0) return 0
  return Math.min(slots, sold) / sold
}

/** What `count` tickets cost, and whether the player holds it. */
export function ticketCost(
  draw: Pick<LotteryDraw, 'couponPrice' | 'pointsPrice'>,
  count: number,
  payWith: 'coupon' | 'points',
  held: { coupons: number; points: number },
): { amount: number; affordable: boolean } {
  if (payWith === 'points') {
    if (draw.pointsPrice === null) return { amount: 0, affordable: false }
    const amount = count * draw.pointsPrice
    return { amount, affordable: held.points >= amount }
  }
  const amount = count * draw.couponPrice
  return { amount, affordable: held.coupons >= amount }
}
