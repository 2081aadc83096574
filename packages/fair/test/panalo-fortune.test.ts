import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { outcomeFloats, scaleToInt } from '../src/outcome.ts'
import {
  compileSlot,
  evaluateLine,
  evaluateSpin,
  PANALO_FORTUNE,
  spinPanaloFortune,
  type SlotConfig,
  type SlotRound,
} from '../src/panalo-fortune.ts'
import { exactRtpPanaloFortune } from '../src/panalo-fortune-rtp.ts'
import { rational, rationalToNumber } from '../src/rational.ts'
import { addReturn, createReturnStats, summarizeReturns, type ReturnStats } from '../src/rtp-stats.ts'

const seeds = {
  serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  clientSeed: 'panalo',
  nonce: 0,
}

const slot = compileSlot(PANALO_FORTUNE)
const symbol = (id: string) => slot.symbolIds.indexOf(id)
const line = (...ids: string[]) => evaluateLine(slot, ids.map(symbol))

// Short strips with frequent scatters: small enough to enumerate spin by spin, and retriggering often.
const small: SlotConfig = {
  ...PANALO_FORTUNE,
  reels: [
    ['jeepney', 'a', 'parol', 'ten', 'tarsier'],
    ['a', 'ten', 'jeepney', 'tarsier'],
    ['tarsier', 'parol', 'a', 'ten', 'jeepney', 'a'],
    ['ten', 'a', 'tarsier', 'ten'],
    ['parol', 'a', 'jeepney', 'ten', 'tarsier'],
  ],
  freeSpinsAwarded: [0, 0, 0, 3, 4, 6],
  freeSpinMultiplier: 2,
}

function expectValidRound(round: SlotRound, config: SlotConfig = PANALO_FORTUNE) {
  const ids = new Set(config.symbols.map((entry) => entry.id))
  let total = 0
  for (const spin of [round.base, ...round.freeSpins]) {
    expect(spin.grid).toHaveLength(config.reels.length)
    spin.grid.forEach((column, reel) => {
      const strip = config.reels[reel] ?? []
      const stop = spin.stops[reel] ?? -1
      expect(stop).toBeGreaterThanOrEqual(0)
      expect(stop).toBeLessThan(strip.length)
      expect(column).toEqual([0, 1, 2].map((row) => strip[(stop + row) % strip.length]))
      for (const id of column) expect(ids.has(id)).toBe(true)
    })
    const parts = [spin.scatterWin, ...spin.lineWins.map((win) => win.amount)]
    for (const amount of parts) {
      expect(Number.isSafeInteger(amount)).toBe(true)
      expect(amount).toBeGreaterThanOrEqual(0)
    }
    expect(spin.win).toBe(parts.reduce((sum, amount) => sum + amount, 0))
    total += spin.win
  }
  const awarded = [round.base, ...round.freeSpins].reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0)
  expect(round.freeSpins).toHaveLength(awarded)
  expect(round.totalWin).toBe(total)
}

describe('Panalo Fortune configuration', () => {
  it('has 20 distinct paylines across five reels of three rows', () => {
    expect(PANALO_FORTUNE.paylines).toHaveLength(20)
    expect(new Set(PANALO_FORTUNE.paylines.map((rows) => rows.join())).size).toBe(20)
    for (const rows of PANALO_FORTUNE.paylines) {
      expect(rows).toHaveLength(5)
      for (const row of rows) expect([0, 1, 2]).toContain(row)
    }
  })

  it('keeps strips between 30 and 60 symbols, with no symbol beside itself', () => {
    for (const strip of PANALO_FORTUNE.reels) {
      expect(strip.length).toBeGreaterThanOrEqual(30)
      expect(strip.length).toBeLessThanOrEqual(60)
      strip.forEach((id, index) => expect(id).not.toBe(strip[(index + 1) % strip.length]))
    }
  })

  it('never shows two scatters on one reel, which the pays by count assume', () => {
    for (const strip of PANALO_FORTUNE.reels)
      strip.forEach((_, stop) => {
        const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length])
        expect(window.filter((id) => id === 'parol').length).toBeLessThanOrEqual(1)
      })
  })

  it('splits every allowed bet into whole hundredths per line', () => {
    const { min, max, step } = PANALO_FORTUNE.bet
    expect(step % PANALO_FORTUNE.paylines.length).toBe(0)
    expect(min % step).toBe(0)
    expect(max % step).toBe(0)
  })
})

describe('Panalo Fortune line pays', () => {
  it('pays three to five of a kind from the left, in line bets', () => {
    expect(line('tarsier', 'tarsier', 'tarsier', 'a', 'a')).toEqual({
      symbol: symbol('tarsier'),
      count: 3,
      pay: 30,
    })
    expect(line('ten', 'ten', 'ten', 'ten', 'ten')).toEqual({ symbol: symbol('ten'), count: 5, pay: 40 })
    expect(line('a', 'a', 'k', 'a', 'a')).toBeNull()
    expect(line('k', 'a', 'a', 'a', 'a')).toBeNull()
  })

  it('lets the wild stand in for any symbol but the scatter', () => {
    expect(line('jeepney', 'mango', 'jeepney', 'mango', 'q')).toEqual({
      symbol: symbol('mango'),
      count: 4,
      pay: 50,
    })
    expect(line('parol', 'parol', 'parol', 'a', 'a')).toBeNull()
    expect(line('jeepney', 'jeepney', 'parol', 'a', 'a')).toBeNull()
    expect(line('a', 'a', 'parol', 'a', 'a')).toBeNull()
  })

  it('pays leading wilds as wilds when that pays more than the symbol they complete', () => {
    expect(line('jeepney', 'jeepney', 'jeepney', 'jeepney', 'jeepney')).toEqual({
      symbol: symbol('jeepney'),
      count: 5,
      pay: 1000,
    })
    expect(line('jeepney', 'jeepney', 'jeepney', 'ten', 'k')).toEqual({
      symbol: symbol('jeepney'),
      count: 3,
      pay: 50,
    })
    expect(line('jeepney', 'jeepney', 'jeepney', 'jeepney', 'ten')).toEqual({
      symbol: symbol('jeepney'),
      count: 4,
      pay: 250,
    })
    expect(line('jeepney', 'jeepney', 'jeepney', 'tarsier', 'tarsier')).toEqual({
      symbol: symbol('tarsier'),
      count: 5,
      pay: 500,
    })
    expect(line('jeepney', 'jeepney', 'jeepney', 'parol', 'a')).toEqual({
      symbol: symbol('jeepney'),
      count: 3,
      pay: 50,
    })
  })

  it('pays scatters anywhere in total bets and multiplies every free-spin win', () => {
    // Reel stops chosen to show one parol on reels 1, 2 and 5 (strip positions 16, 15, 21).
    const stops = [16, 15, 0, 0, 21]
    const base = evaluateSpin(slot, stops, 10, 1)
    expect(base.scatters).toBe(3)
    expect(base.scatterWin).toBe(3 * 200)
    expect(base.freeSpinsAwarded).toBe(12)
    const free = evaluateSpin(slot, stops, 10, 3)
    expect(free.scatterWin).toBe(3 * base.scatterWin)
    expect(free.win).toBe(3 * base.win)
    expect(free.lineWins.map((win) => win.amount)).toEqual(base.lineWins.map((win) => win.amount * 3))
  })
})

describe('Panalo Fortune exact RTP', () => {
  const rtp = exactRtpPanaloFortune()

  it('is 0.96 within 0.01 %, by enumerating all 65 302 848 stop combinations', () => {
    expect(rtp.combinations).toBe(34 * 36 * 36 * 38 * 39)
    expect(Math.abs(rationalToNumber(rtp.total) - 0.96)).toBeLessThanOrEqual(0.0001)
    expect(rtp.total).toEqual(rational(371_491_290_491n, 386_970_392_250n))
  })

  it('adds up: spin = lines + scatter, total = spin × (1 + multiplier × a / (1 − a))', () => {
    const a = rationalToNumber(rtp.awardedPerSpin)
    const spin = rationalToNumber(rtp.spin)
    expect(spin).toBeCloseTo(rationalToNumber(rtp.lines) + rationalToNumber(rtp.scatter), 14)
    expect(rationalToNumber(rtp.total)).toBeCloseTo(spin * (1 + (3 * a) / (1 - a)), 14)
    expect(a).toBeLessThan(1)
  })

  it('agrees with the line pays computed from symbol frequencies alone', () => {
    // Each row of a reel shows each strip position once per cycle of stops, so a payline's five
    // symbols are independent with the strips' frequencies: an independent route to the line RTP.
    const frequencies = slot.strips.map((strip) => {
      const counts = new Array<number>(slot.symbolIds.length).fill(0)
      for (const id of strip) counts[id] = (counts[id] ?? 0) + 1
      return counts.map((count) => count / strip.length)
    })
    let expected = 0
    const walk = (reel: number, symbols: number[], probability: number): void => {
      if (probability === 0) return
      if (reel === 5) {
        expected += probability * (evaluateLine(slot, symbols)?.pay ?? 0)
        return
      }
      frequencies[reel]?.forEach((p, id) => walk(reel + 1, [...symbols, id], probability * p))
    }
    walk(0, [], 1)
    // Twenty lines of one line bet each make one total bet: the per-line expectation is the line RTP.
    expect(rationalToNumber(rtp.lines)).toBeCloseTo(expected, 12)
  })

  it('matches spin-by-spin evaluation of every stop combination of a small slot', () => {
    const compiled = compileSlot(small)
    const lengths = small.reels.map((strip) => strip.length)
    let combinations = 0
    let won = 0
    let awarded = 0
    const stops = [0, 0, 0, 0, 0]
    const visit = (reel: number): void => {
      if (reel === 5) {
        // A line bet of one hundredth makes every amount a count of line bets.
        const spin = evaluateSpin(compiled, stops, 1, 1)
        combinations++
        won += spin.win
        awarded += spin.freeSpinsAwarded
        return
      }
      for (let stop = 0; stop < (lengths[reel] ?? 0); stop++) {
        stops[reel] = stop
        visit(reel + 1)
      }
    }
    visit(0)
    const rtp = exactRtpPanaloFortune(small)
    expect(rtp.combinations).toBe(combinations)
    expect(rtp.spin).toEqual(rational(won, combinations * 20))
    expect(rtp.awardedPerSpin).toEqual(rational(awarded, combinations))
  })
  it('matches the simulated return of a small slot with frequent free spins and retriggers', () => {
    const rtp = exactRtpPanaloFortune(small)
    const returns = createReturnStats()
    const freeSpins = createReturnStats()
    for (let nonce = 0; nonce < 40_000; nonce++) {
      const round = spinPanaloFortune({ ...seeds, nonce }, 200, small)
      addReturn(returns, round.totalWin / round.bet)
      addReturn(freeSpins, round.freeSpins.length)
    }
    // Deterministic seeds, so this either always passes or always fails; the values sit well inside.
    const within = (stats: ReturnStats, exact: number) => {
      const { low, high } = summarizeReturns(stats)
      expect(exact).toBeGreaterThan(low)
      expect(exact).toBeLessThan(high)
    }
    expect(rationalToNumber(rtp.freeSpinsPerPaidSpin)).toBeGreaterThan(1)
    within(returns, rationalToNumber(rtp.total))
    within(freeSpins, rationalToNumber(rtp.freeSpinsPerPaidSpin))
    // 40,000 spins take ~2 s on a quiet machine and 10 s on a two-core one running other tests.
  }, 30_000)
})

describe('spinPanaloFortune', () => {
  it('is deterministic', () => {
    expect(spinPanaloFortune(seeds, 200)).toEqual(spinPanaloFortune({ ...seeds }, 200))
    expect(spinPanaloFortune(seeds, 200)).not.toEqual(spinPanaloFortune({ ...seeds, nonce: 1 }, 200))
  })

  it('stops each reel at scaleToInt(float i, strip length)', () => {
    const floats = outcomeFloats(seeds, 5)
    const lengths = PANALO_FORTUNE.reels.map((strip) => strip.length)
    expect(spinPanaloFortune(seeds, 200).base.stops).toEqual(
      floats.map((float, reel) => scaleToInt(float, lengths[reel] ?? 0)),
    )
  })

  it('reproduces the known-answer vectors', () => {
    // Recorded from this implementation and checked by hand against the strips and paytable; the
    // browser verifier must reproduce them.
    expect(spinPanaloFortune(seeds, 200)).toEqual({
      bet: 200,
      base: {
        stops: [6, 2, 15, 12, 2],
        grid: [
          ['sampaguita', 'jeepney', 'ten'],
          ['a', 'ten', 'q'],
          ['jeepney', 'mango', 'ten'],
          ['q', 'a', 'k'],
          ['q', 'mango', 'ten'],
        ],
        multiplier: 1,
        lineWins: [
          { line: 4, symbol: 'ten', count: 3, amount: 50 },
          { line: 5, symbol: 'a', count: 3, amount: 100 },
          { line: 14, symbol: 'ten', count: 3, amount: 50 },
          { line: 15, symbol: 'ten', count: 3, amount: 50 },
          { line: 16, symbol: 'ten', count: 3, amount: 50 },
        ],
        scatters: 0,
        scatterWin: 0,
        freeSpinsAwarded: 0,
        win: 300,
      },
      freeSpins: [],
      totalWin: 300,
    })
    const wilds = spinPanaloFortune({ ...seeds, nonce: 1 }, 200)
    expect(wilds.base.stops).toEqual([21, 35, 0, 24, 10])
    expect(wilds.base.lineWins).toEqual([
      { line: 8, symbol: 'k', count: 5, amount: 800 },
      { line: 9, symbol: 'k', count: 5, amount: 800 },
      { line: 10, symbol: 'k', count: 3, amount: 80 },
    ])
    expect(wilds.totalWin).toBe(1680)
  })

  it('plays free spins from floats 5 + 5k onwards (known-answer vector with a trigger)', () => {
    const trigger = { ...seeds, nonce: 320 }
    const round = spinPanaloFortune(trigger, 200)
    expect(round.base).toMatchObject({ stops: [1, 15, 19, 19, 21], scatters: 3, scatterWin: 600, win: 600 })
    expect(round.freeSpins.map((spin) => spin.win)).toEqual([
      1050, 150, 1500, 180, 0, 0, 180, 0, 750, 0, 0, 0,
    ])
    expect(round.freeSpins.every((spin) => spin.multiplier === 3)).toBe(true)
    expect(round.totalWin).toBe(4410)
    const floats = outcomeFloats(trigger, 5 + 5 * 12)
    const lengths = PANALO_FORTUNE.reels.map((strip) => strip.length)
    round.freeSpins.forEach((spin, k) =>
      expect(spin.stops).toEqual(
        lengths.map((length, reel) => scaleToInt(floats[5 + 5 * k + reel] ?? 0, length)),
      ),
    )
  })

  it('refuses bets off the ₱0.20 grid or outside the limits', () => {
    for (const bet of [0, 80, 110, 100_020, 150.5, Number.NaN])
      expect(() => spinPanaloFortune(seeds, bet)).toThrow(RangeError)
    expect(() => spinPanaloFortune(seeds, 100)).not.toThrow()
  })

  it('produces a valid round from any seeds and bet', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(),
        fc.integer({ min: 5, max: 5000 }).map((steps) => steps * 20),
        (clientSeed, nonce, bet) => {
          const round = spinPanaloFortune({ ...seeds, clientSeed, nonce }, bet)
          expect(round.bet).toBe(bet)
          expectValidRound(round)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('keeps free-spin rounds valid too', () => {
    // The first five rounds of this seed pair that trigger free spins: random seeds rarely reach them.
    let checked = 0
    for (let nonce = 0; checked < 5; nonce++) {
      const round = spinPanaloFortune({ ...seeds, nonce }, 200)
      if (round.freeSpins.length === 0) continue
      expectValidRound(round)
      checked++
    }
  })
})
