import { describe, expect, it } from 'vitest'

import { drawLotteryNumbers, lotteryClientSeed } from '../src/lottery.ts'
import { outcomeFloats } from '../src/outcome.ts'

const seeds = { serverSeed: 'b'.repeat(64), clientSeed: lotteryClientSeed(7, 40), nonce: 0 }

describe('drawLotteryNumbers', () => {
  it('is fixed by the seeds: the first number follows the first float over all tickets', () => {
    const numbers = drawLotteryNumbers(seeds, 40, 5)
    expect(drawLotteryNumbers({ ...seeds }, 40, 5)).toEqual(numbers)
    expect(numbers[0]).toBe(1 + Math.floor((outcomeFloats(seeds, 1)[0] ?? 0) * 40))
    expect(drawLotteryNumbers({ ...seeds, clientSeed: lotteryClientSeed(7, 41) }, 41, 5)).not.toEqual(numbers)
  })

  it('draws distinct numbers in 1…sold, and no more than were sold', () => {
    const numbers = drawLotteryNumbers(seeds, 40, 10)
    expect(new Set(numbers).size).toBe(10)
    expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 40)).toBe(true)
    expect(drawLotteryNumbers(seeds, 3, 10).sort()).toEqual([1, 2, 3])
    expect(drawLotteryNumbers(seeds, 0, 10)).toEqual([])
  })

  it('gives every ticket the same chance of the first prize', () => {
    const counts = [0, 0, 0, 0]
    const draws = 20_000
    for (let index = 0; index < draws; index++) {
      const [first = 0] = drawLotteryNumbers({ ...seeds, clientSeed: `c${index}` }, 4, 2)
      counts[first - 1] = (counts[first - 1] ?? 0) + 1
    }
    for (const count of counts) expect(count / draws).toBeCloseTo(0.25, 1)
  })

  it('refuses counts that are not whole numbers', () => {
    expect(() => drawLotteryNumbers(seeds, -1, 1)).toThrow()
    expect(() => drawLotteryNumbers(seeds, 2, 1.5)).toThrow()
  })
})
