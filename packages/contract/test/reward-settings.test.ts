import { describe, expect, it } from 'vitest'

import {
  jackpotPreview,
  nextManilaMidnight,
  nextManilaMonday,
  oddsOf,
  REWARD_AREA_NAMES,
  REWARD_AREAS,
  spinPreview,
  type JackpotSettings,
  type SpinSettings,
} from '../src/ops/reward-settings.ts'

const coin = (pesos: number, weight: number) => ({ item: { id: 2001, count: pesos * 100 }, weight })

/** The reward areas' previews (decision 098): what the console shows and the server answers. */
describe('reward settings previews', () => {
  const wheel: SpinSettings = {
    sectors: [
      coin(1, 1),
      coin(1, 1),
      coin(2, 1),
      coin(2, 1),
      coin(10, 0),
      coin(1, 0),
      coin(1, 0),
      { item: { id: 2002, count: 40 }, weight: 2 },
    ],
    chances: { depositPerSpin: 100_00, spinsPerTask: 1, maxPerDay: 4 },
  }

  it('prices a spin from the weights: odds, cost, points, RTP on the deposit that earns it, a day’s most', () => {
    const preview = spinPreview(wheel)
    const figure = (key: string) => preview.figures.find((entry) => entry.key === key)?.value
    // (1 + 1 + 2 + 2) / 6 pesos = ₱1 a spin; 40 points × 2/6.
    expect(figure('cost')).toBe('₱1')
    expect(figure('points')).toBe('13.3')
    expect(figure('rtp')).toBe('1.00 %')
    expect(figure('dailyCap')).toBe('₱4')
    expect(preview.rows).toEqual([
      '16.6667 %',
      '16.6667 %',
      '16.6667 %',
      '16.6667 %',
      '0.0000 %',
      '0.0000 %',
      '0.0000 %',
      '33.3333 %',
    ])
    const noDeposits = spinPreview({ ...wheel, chances: { ...wheel.chances, depositPerSpin: 0 } })
    expect(noDeposits.figures.find((entry) => entry.key === 'rtp')?.value).toBe('no spins for deposits')
  })

  it('gives the jackpot’s contribution per ₱100 bet from its shares', () => {
    const settings = {
      shares: { mega: 20, major: 15, minor: 10, mini: 5 },
      cells: [{ item: { id: 50001, count: 1 }, weight: 1 }, coin(1, 3)],
    } as unknown as JackpotSettings
    const preview = jackpotPreview(settings)
    expect(preview.figures[0]).toMatchObject({ key: 'per100', value: '₱0.50' })
    expect(preview.figures.find((entry) => entry.key === 'per100.mega')?.value).toBe('₱0.20 · 25.000 %')
    expect(preview.figures.find((entry) => entry.key === 'drawCost')?.value).toBe('₱0.75')
  })

  it('odds are weight over the sum, and all 0 when nothing weighs', () => {
    expect(oddsOf([1, 3])).toEqual([0.25, 0.75])
    expect(oddsOf([0, 0])).toEqual([0, 0])
  })

  it('a change is in force from the next Manila midnight, or the next Manila Monday for a week', () => {
    // 23:30 Manila on Sunday 29 November 2026.
    const at = new Date('2026-11-29T15:30:00Z')
    expect(nextManilaMidnight(at).toISOString()).toBe('2026-11-29T16:00:00.000Z')
    expect(nextManilaMonday(at).toISOString()).toBe('2026-11-29T16:00:00.000Z')
    // 00:30 Manila on Monday 30 November: the next Monday is a week on.
    const monday = new Date('2026-11-29T16:30:00Z')
    expect(nextManilaMidnight(monday).toISOString()).toBe('2026-11-30T16:00:00.000Z')
    expect(nextManilaMonday(monday).toISOString()).toBe('2026-12-06T16:00:00.000Z')
  })

  it('every area has a title, a period and a note', () => {
    for (const name of REWARD_AREA_NAMES) {
      expect(REWARD_AREAS[name].title).not.toBe('')
      expect(REWARD_AREAS[name].periodNote).toMatch(/in force/i)
    }
  })
})
