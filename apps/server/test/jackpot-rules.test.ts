import { JACKPOT_TIERS, jackpotTierOf } from '@panalo/contract/award-items'
import { createHmac } from 'node:crypto'

import { cellOf, drawJackpotCell, jackpotAmountIn } from '@panalo/fair/jackpot'
import { scaleToInt } from '@panalo/fair/outcome'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { chanceState, jackpotPayout, sectionNow } from '../src/modules/jackpot/jackpot-rules.ts'
import { DEFAULT_JACKPOT_SETTINGS, jackpotSettingsSchema } from '../src/modules/jackpot/jackpot-settings.ts'

/**
 * The jackpot's pure rules (decision 040): the documented odds hold over a million fair draws, no
 * draw pays more than its pool holds, and chances follow the day's deposits and turnover.
 */
describe('jackpot rules', () => {
  it('matches the documented odds over a million draws of the fair scheme (99 % intervals)', () => {
    const weights = DEFAULT_JACKPOT_SETTINGS.cells.map((cell) => cell.weight)
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    const draws = 1_000_000
    const counts = new Array<number>(weights.length).fill(0)
    const serverSeed = 'a'.repeat(64)
    const clientSeed = 'simulation'
    // The scheme's first number, HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`) read as four
    // bytes, with node's HMAC (fast enough for a million); checked against the package's own below.
    const cellAt = (nonce: number) => {
      const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest()
      const float =
        (bytes[0] ?? 0) / 256 +
        (bytes[1] ?? 0) / 256 ** 2 +
        (bytes[2] ?? 0) / 256 ** 3 +
        (bytes[3] ?? 0) / 256 ** 4
      return cellOf(scaleToInt(float, total), weights)
    }
    for (let nonce = 0; nonce < 2_000; nonce += 1)
      expect(cellAt(nonce)).toBe(drawJackpotCell({ serverSeed, clientSeed, nonce }, weights).cell)
    for (let nonce = 0; nonce < draws; nonce++) {
      const cell = cellAt(nonce)
      counts[cell] = (counts[cell] ?? 0) + 1
    }
    // The documented odds: Mega 0.05 %, Major 0.25 %, Minor 0.7 %, Mini 2 %, any other prize 97 %.
    const documented = { mega: 0.0005, major: 0.0025, minor: 0.007, mini: 0.02 }
    const outcomes = [
      ...JACKPOT_TIERS.map((tier) => ({
        p: documented[tier],
        count:
          counts[DEFAULT_JACKPOT_SETTINGS.cells.findIndex((cell) => jackpotTierOf(cell.item.id) === tier)] ??
          0,
      })),
      {
        p: 0.97,
        count: DEFAULT_JACKPOT_SETTINGS.cells.reduce(
          (sum, cell, index) => sum + (jackpotTierOf(cell.item.id) ? 0 : (counts[index] ?? 0)),
          0,
        ),
      },
    ]
    // Each cell's own weight too, so a grid that moved weight between two prizes would fail.
    weights.forEach((weight, index) => outcomes.push({ p: weight / total, count: counts[index] ?? 0 }))
    for (const { p, count } of outcomes) {
      const sd = Math.sqrt(draws * p * (1 - p))
      // 99 % two-sided for each check, Bonferroni over the 15 checks: z = 3.39.
      expect(Math.abs(count - draws * p)).toBeLessThanOrEqual(3.39 * sd)
    }
  })

  it('never pays more than the pool holds, and seeds a pool below its floor to the Section minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.double({ min: 0, max: 0.999_999_999, noNaN: true }),
        (min, spread, pool, float) => {
          const section = { min, max: min + spread }
          const { seed, amount } = jackpotPayout(section, pool, float)
          expect(amount).toBeLessThanOrEqual(pool + seed)
          expect(amount).toBeGreaterThanOrEqual(Math.min(section.min, pool + seed))
          expect(amount).toBeLessThanOrEqual(section.max)
          expect(seed).toBe(Math.max(0, section.min - pool))
          const shown = sectionNow(section, pool)
          expect(amount).toBeLessThanOrEqual(shown.max)
          expect(amount).toBeGreaterThanOrEqual(shown.min)
        },
      ),
    )
    // An empty pool: seeded to its minimum, paid exactly that.
    expect(jackpotPayout({ min: 50_00, max: 200_00 }, 0, 0.99)).toEqual({ seed: 50_00, amount: 50_00 })
    // A pool inside its Section: never more than it holds.
    expect(jackpotPayout({ min: 50_00, max: 200_00 }, 120_00, 0.99)).toEqual({ seed: 0, amount: 120_00 })
    expect(jackpotAmountIn(0, { min: 5, max: 9 })).toBe(5)
    expect(jackpotAmountIn(0.999_999, { min: 5, max: 9 })).toBe(9)
  })

  it('earns a chance per deposit or turnover step, capped a day, and says what the next one needs', () => {
    const rules = { depositPerChance: 500_00, turnoverPerChance: 5_000_00, maxPerDay: 3 }
    expect(chanceState(rules, { deposited: 0, turnover: 0, received: 0 })).toEqual({
      earned: 0,
      pending: 0,
      needDeposit: 500_00,
      needTyping: 5_000_00,
    })
    expect(chanceState(rules, { deposited: 1_200_00, turnover: 4_000_00, received: 1 })).toEqual({
      earned: 2,
      pending: 1,
      needDeposit: 300_00,
      needTyping: 1_000_00,
    })
    expect(chanceState(rules, { deposited: 5_000_00, turnover: 0, received: 3 })).toEqual({
      earned: 3,
      pending: 0,
      needDeposit: 0,
      needTyping: 0,
    })
    expect(
      chanceState({ ...rules, turnoverPerChance: 0 }, { deposited: 0, turnover: 9e9, received: 0 }),
    ).toMatchObject({
      earned: 0,
      needTyping: 0,
    })
  })

  it('seeds settings that parse, and refuses a grid without each jackpot exactly once', () => {
    expect(jackpotSettingsSchema.safeParse(DEFAULT_JACKPOT_SETTINGS).success).toBe(true)
    const cells = DEFAULT_JACKPOT_SETTINGS.cells.map((cell, index) =>
      index === 0 ? { item: { id: 2001, count: 100 }, weight: cell.weight } : cell,
    )
    expect(jackpotSettingsSchema.safeParse({ ...DEFAULT_JACKPOT_SETTINGS, cells }).success).toBe(false)
    expect(
      jackpotSettingsSchema.safeParse({
        ...DEFAULT_JACKPOT_SETTINGS,
        cells: DEFAULT_JACKPOT_SETTINGS.cells.slice(1),
      }).success,
    ).toBe(false)
  })
})
