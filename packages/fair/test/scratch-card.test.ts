import { describe, expect, it } from 'vitest'

import { outcomeFloats } from '../src/outcome.ts'
import { drawScratchPrize } from '../src/scratch-card.ts'

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 0 }

describe('drawScratchPrize', () => {
  it('is fixed by the seed pair and follows the first float across the cumulative weights', () => {
    const weights = [50, 30, 20]
    const first = drawScratchPrize(seeds, weights)
    expect(drawScratchPrize({ ...seeds }, weights)).toBe(first)
    const ticket = Math.floor((outcomeFloats(seeds, 1)[0] ?? 0) * 100)
    expect(first).toBe(ticket < 50 ? 0 : ticket < 80 ? 1 : 2)
  })

  it('matches the weights over many client seeds', () => {
    const weights = [700, 250, 50]
    const counts = [0, 0, 0]
    const draws = 20_000
    for (let index = 0; index < draws; index++) {
      const prize = drawScratchPrize({ ...seeds, clientSeed: `c${index}` }, weights)
      counts[prize] = (counts[prize] ?? 0) + 1
    }
    expect((counts[0] ?? 0) / draws).toBeCloseTo(0.7, 1)
    expect((counts[1] ?? 0) / draws).toBeCloseTo(0.25, 1)
    expect((counts[2] ?? 0) / draws).toBeCloseTo(0.05, 1)
  })

  it('refuses an empty table and bad weights', () => {
    expect(() => drawScratchPrize(seeds, [])).toThrow()
    expect(() => drawScratchPrize(seeds, [1, 0])).toThrow()
    expect(() => drawScratchPrize(seeds, [1.5])).toThrow()
    expect(drawScratchPrize(seeds, [1])).toBe(0)
  })
})
