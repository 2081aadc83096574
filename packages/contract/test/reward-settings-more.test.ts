import { describe, expect, it } from 'vitest'

import { awardItemName } from '../src/award-items.ts'
import {
  diamondShopPreview,
  diamondShopSettingsSchema,
  lotteryPreview,
  pkPeriodsSettingSchema,
  redBluePreview,
  tasksPreview,
  type DiamondShopSettings,
} from '../src/ops/reward-settings.ts'

const figure = (preview: { figures: { key: string; value: string }[] }, key: string) =>
  preview.figures.find((entry) => entry.key === key)?.value

/** Decision 103's previews and checks: what the console shows before a save, and refuses. */
describe('reward settings previews, part 2', () => {
  it('adds up what tasks pay a day, a week and once', () => {
    const preview = tasksPreview([
      { id: 1, group: 'daily', kind: 'rounds', target: 10, award: [{ id: 2001, count: 1_50 }] },
      { id: 2, group: 'daily', kind: 'deposit', target: 100_00, award: [{ id: 2002, count: 20 }] },
      { id: 3, group: 'weekly', kind: 'rounds', target: 100, award: [{ id: 2001, count: 5_00 }] },
      { id: 4, group: 'newcomer', kind: 'bindPhone', target: 1, award: [{ id: 2002, count: 50 }] },
    ])
    expect(figure(preview, 'daily')).toBe('₱1.50 + 20 points')
    expect(figure(preview, 'week')).toBe('₱15.50 + 140 points')
    expect(figure(preview, 'newcomer')).toBe('50 points')
    expect(preview.rows).toEqual(['₱1.50', '20 points', '₱5', '50 points'])
  })

  it('prices a lottery draw against its ticket', () => {
    const preview = lotteryPreview({
      drawHour: 9,
      couponPrice: 2,
      pointsPrice: null,
      maxTicketsPerPlayer: 10,
      prizes: [
        { productId: 80_001, name: 'Phone', winners: 1, items: [{ id: 80_001, count: 1 }] },
        { productId: 80_002, name: '₱50', winners: 4, items: [{ id: 2001, count: 50_00 }] },
      ],
    })
    expect(figure(preview, 'price')).toBe('2 coupons')
    expect(figure(preview, 'drawAt')).toBe('09:00')
    expect(figure(preview, 'cost')).toBe('₱200 bonus coins + 1 goods')
    expect(figure(preview, 'perTicket')).toBe('₱2 / ₱0.20')
    expect(preview.rows).toEqual(['1 × goods', '4 × ₱50 = ₱200'])
  })

  it('refuses red-versus-blue periods that overlap, and shows a pool a day', () => {
    const week = { startsOn: '2026-12-07', endsOn: '2026-12-13', pool: 7_000_00, minContribution: 0 }
    expect(pkPeriodsSettingSchema.safeParse([week, week]).success).toBe(false)
    expect(pkPeriodsSettingSchema.safeParse([{ ...week, endsOn: '2026-12-06' }]).success).toBe(false)
    expect(figure(redBluePreview([week]), 'perDay')).toBe('₱1,000')
  })

  it('shows pesos per diamond and each card’s return; checks kinds and prizes', () => {
    const shop: DiamondShopSettings = {
      items: [
        {
          id: 1,
          kind: 'coin',
          name: '10 bonus coins',
          price: 50,
          coins: 10_00,
          stock: null,
          onSale: true,
          description: '',
        },
        {
          id: 2,
          kind: 'scratch',
          name: 'Card',
          price: 100,
          coins: null,
          stock: null,
          onSale: true,
          description: '',
        },
        {
          id: 3,
          kind: 'goods',
          name: 'Rice',
          price: 3_000,
          coins: null,
          stock: 5,
          onSale: false,
          description: '',
        },
      ],
      scratchPrizes: [
        { card: 2, items: [], weight: 1 },
        { card: 2, items: [{ id: 60_001, count: 160 }], weight: 1 },
      ],
    }
    expect(diamondShopSettingsSchema.safeParse(shop).success).toBe(true)
    // Bonus coins are not pesos (decision 108): a coin item named with ₱ is refused, saying why.
    const pesoNamed = {
      ...shop,
      items: shop.items.map((item) => (item.id === 1 ? { ...item, name: '₱10' } : item)),
    }
    expect(diamondShopSettingsSchema.safeParse(pesoNamed).error?.issues[0]?.message).toContain(
      'bonus coins are not pesos',
    )
    const preview = diamondShopPreview(shop)
    expect(figure(preview, 'onSale')).toBe('2 of 3')
    expect(figure(preview, 'coinRate')).toBe('₱0.20 – ₱0.20')
    expect(figure(preview, 'scratch')).toBe('80.0 % – 80.0 %')
    expect(preview.rows).toEqual(['₱0.20 a diamond', 'returns 80.0 %', '₱300 at the shop’s rate'])
    const oneprize = { ...shop, scratchPrizes: shop.scratchPrizes.slice(1) }
    expect(diamondShopSettingsSchema.safeParse(oneprize).success).toBe(false)
    const coinless = { ...shop, items: shop.items.map((item) => ({ ...item, coins: null })) }
    expect(diamondShopSettingsSchema.safeParse(coinless).success).toBe(false)
  })

  it('names award items for the console', () => {
    expect(awardItemName(2001)).toBe('Bonus coins')
    expect(awardItemName(1005)).toBe('Coupon 1005')
    expect(awardItemName(9)).toBe('Item 9')
  })
})
