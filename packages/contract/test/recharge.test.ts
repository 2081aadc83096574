import { describe, expect, it } from 'vitest'

import { rechargeConfigSchema, type RechargeChannel } from '../src/recharge.ts'
import {
  bonusAmount,
  channelMinimum,
  defaultChannel,
  DEFAULT_MIN_AMOUNT,
  DEFAULT_MIN_AMOUNT2,
  depositAmountProblem,
  depositWagering,
  eligibleBonusTypes,
  offeredItems,
} from '../src/recharge-rules.ts'

const channel = (id: number, extra: Partial<RechargeChannel> = {}): RechargeChannel => ({
  id,
  name: `Channel ${id}`,
  method: 'gcash',
  sort: id,
  maxAmount: 5_000_000,
  isDefault: 0,
  bankIds: [],
  items: [50, 100, 200, 500, 10_000, 20_000].map((price) => ({ price })),
  ...extra,
})

describe('the channel minimum (SPEC.md §5)', () => {
  it('is minAmount, or minAmount2 for a player who has deposited when minRechargeStatus is on', () => {
    const configured = channel(1, { minAmount: 5_000, minAmount2: 10_000 })
    expect(channelMinimum(configured, 1, 0)).toBe(5_000)
    expect(channelMinimum(configured, 1, 1)).toBe(10_000)
    expect(channelMinimum(configured, 0, 1)).toBe(5_000)
  })

  it('defaults to 100 and 10000 hundredths', () => {
    expect(channelMinimum(channel(1), 1, 0)).toBe(DEFAULT_MIN_AMOUNT)
    expect(channelMinimum(channel(1), 1, 500)).toBe(DEFAULT_MIN_AMOUNT2)
    expect([DEFAULT_MIN_AMOUNT, DEFAULT_MIN_AMOUNT2]).toEqual([100, 10_000])
  })

  it('offers only the items at or above it', () => {
    const prices = (total: number) => offeredItems(channel(1), 1, total).map((item) => item.price)
    expect(prices(0)).toEqual([100, 200, 500, 10_000, 20_000])
    expect(prices(100)).toEqual([10_000, 20_000])
  })

  it('bounds a custom amount by the minimum and maximum, in whole pesos', () => {
    const limited = channel(1, { minAmount: 5_000, maxAmount: 100_000 })
    expect(depositAmountProblem(limited, 4_900, 1, 0)).toBe('below_minimum')
    expect(depositAmountProblem(limited, 5_000, 1, 0)).toBeNull()
    expect(depositAmountProblem(limited, 100_000, 1, 0)).toBeNull()
    expect(depositAmountProblem(limited, 100_100, 1, 0)).toBe('above_maximum')
    expect(depositAmountProblem(limited, 5_050, 1, 0)).toBe('not_whole_pesos')
  })
})

describe('the default channel (SPEC.md §4)', () => {
  const channels = [channel(3, { sort: 3 }), channel(1, { sort: 1 }), channel(2, { sort: 2, isDefault: 1 })]

  it('is the current channel while it is offered, then the last used, then isDefault, then the first', () => {
    expect(defaultChannel(channels, 3, 1)?.id).toBe(3)
    expect(defaultChannel(channels, 9, 1)?.id).toBe(1)
    expect(defaultChannel(channels, null, 9)?.id).toBe(2)
    expect(
      defaultChannel(
        channels.map((item) => ({ ...item, isDefault: 0 as const })),
        null,
        null,
      )?.id,
    ).toBe(1)
    expect(defaultChannel([], null, null)).toBeUndefined()
  })
})

describe('recharge bonus types', () => {
  const first = {
    type: 1,
    name: 'First',
    rateBp: 2_000,
    maxBonus: 100_000,
    minDeposit: 10_000,
    firstDepositOnly: true,
    turnoverMultiplier: 3,
  }
  const reload = { ...first, type: 2, rateBp: 500, maxBonus: 1_000, firstDepositOnly: false }

  it('gives the rate of the amount, floored and capped', () => {
    expect(bonusAmount(first, 50_000)).toBe(10_000)
    expect(bonusAmount(first, 10_005)).toBe(2_001)
    expect(bonusAmount(reload, 1_000_000)).toBe(1_000)
  })

  it('offers first-deposit bonuses only before the first deposit, and each from its minimum', () => {
    const types = (total: number, amount?: number) =>
      eligibleBonusTypes([first, reload], total, amount).map((bonus) => bonus.type)
    expect(types(0)).toEqual([1, 2])
    expect(types(100)).toEqual([2])
    expect(types(0, 5_000)).toEqual([])
  })

  it("add their own wagering to the deposit's (decision 023)", () => {
    expect(depositWagering(1, 15_000)).toEqual({ deposit: 15_000, bonus: 0, total: 15_000 })
    expect(depositWagering(0, 15_000)).toEqual({ deposit: 0, bonus: 0, total: 0 })
    // ₱500 with 20 %: a ₱100 bonus × 3 = ₱300 more on top of the deposit's ₱500.
    expect(depositWagering(1, 50_000, first)).toEqual({ deposit: 50_000, bonus: 30_000, total: 80_000 })
  })

  it('are configured with types 1 to 13', () => {
    const config = { rechargeTypes: [], banks: [], turnoverMultiplier: 1 }
    expect(rechargeConfigSchema.safeParse({ ...config, bonusTypes: [{ ...first, type: 13 }] }).success).toBe(
      true,
    )
    expect(rechargeConfigSchema.safeParse({ ...config, bonusTypes: [{ ...first, type: 14 }] }).success).toBe(
      false,
    )
  })
})
