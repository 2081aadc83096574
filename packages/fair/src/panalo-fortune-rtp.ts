import { compileSlot, evaluateLine, PANALO_FORTUNE, type SlotConfig } from './panalo-fortune.ts'
import {
  addRational,
  divideRational,
  multiplyRational,
  rational,
  subtractRational,
  type Rational,
} from './rational.ts'

/** Every part of a slot's return to player, per unit of total bet, as exact fractions. */
export interface SlotRtp {
  /** Reel-stop combinations enumerated: the product of the strip lengths. */
  combinations: number
  /** Line wins of one spin without multiplier, in total bets. */
  lines: Rational
  /** Scatter wins of one spin without multiplier, in total bets. */
  scatter: Rational
  /** lines + scatter: what one spin returns, and what a free spin returns before its multiplier. */
  spin: Rational
  /** Probability that a spin shows enough scatters to award free spins. */
  trigger: Rational
  /** a = E[free spins awarded by one spin]. */
  awardedPerSpin: Rational
  /** E[free spins per paid spin] = a + a² + … = a / (1 − a). */
  freeSpinsPerPaidSpin: Rational
  /** What the free spins return per paid spin: multiplier × spin × a / (1 − a). */
  freeSpins: Rational
  /** spin + freeSpins. */
  total: Rational
  /** Paid spins with at least one line or scatter win (free spins aside). */
  hitRate: Rational
}

/**
 * The exact RTP of a slot, by enumerating every combination of reel stops of one spin and counting
 * each combination's line pays, scatters and free-spin awards with the same evaluateLine the draw uses.
 * Free spins play the same strips, so each returns `multiplier × spin` on average whatever came before
 * (Wald's identity), and awards a further `a` spins on average; with a < 1 their expected number per
 * paid spin is the geometric series a / (1 − a), which makes retriggers without a limit exact.
 */
export function exactRtpPanaloFortune(config: SlotConfig = PANALO_FORTUNE): SlotRtp {
  const slot = compileSlot(config)
  const { strips, symbolIds } = slot
  const symbolCount = symbolIds.length
  const lineCount = config.paylines.length
  if (strips.length !== 5) throw new Error('The enumeration is written for five reels.')

  // Pay in line bets of every 5-symbol line, indexed by its symbols in base `symbolCount`, from the
  // same evaluateLine the draw uses: the enumeration below then only looks pays up.
  const tuples = symbolCount ** 5
  const linePay = new Int32Array(tuples)
  const digits = new Uint8Array(5)
  for (let code = 0; code < tuples; code++) {
    for (let reel = 4, rest = code; reel >= 0; reel--, rest = Math.floor(rest / symbolCount))
      digits[reel] = rest % symbolCount
    linePay[code] = evaluateLine(slot, digits)?.pay ?? 0
  }

  // Per reel: the symbol each payline crosses at each stop (line-major), and the scatters in view.
  const reels = strips.map((reel, reelIndex) => {
    const length = reel.length
    const onLine = new Uint8Array(lineCount * length)
    const scatters = new Uint8Array(length)
    for (let stop = 0; stop < length; stop++) {
      config.paylines.forEach((rows, line) => {
        onLine[line * length + stop] = reel[(stop + (rows[reelIndex] ?? 0)) % length] ?? 0
      })
      for (let row = 0; row < config.rows; row++)
        if (reel[(stop + row) % length] === slot.scatter) scatters[stop] = (scatters[stop] ?? 0) + 1
    }
    return { length, onLine, scatters }
  })
  const [r0, r1, r2, r3, r4] = reels
  if (!r0 || !r1 || !r2 || !r3 || !r4) throw new Error('The enumeration is written for five reels.')

  // Line codes built reel by reel, so the innermost loop costs one look-up per payline.
  const code1 = new Int32Array(lineCount)
  const code2 = new Int32Array(lineCount)
  const code3 = new Int32Array(lineCount)
  const code4 = new Int32Array(lineCount)
  const byScatters = new Float64Array(config.rows * 5 + 1)
  const hitsByScatters = new Float64Array(config.rows * 5 + 1)
  const payByStop = new Int32Array(r4.length)
  let lineTotal = 0
  for (let s0 = 0; s0 < r0.length; s0++) {
    for (let l = 0; l < lineCount; l++) code1[l] = r0.onLine[l * r0.length + s0] ?? 0
    for (let s1 = 0; s1 < r1.length; s1++) {
      for (let l = 0; l < lineCount; l++)
        code2[l] = (code1[l] ?? 0) * symbolCount + (r1.onLine[l * r1.length + s1] ?? 0)
      for (let s2 = 0; s2 < r2.length; s2++) {
        for (let l = 0; l < lineCount; l++)
          code3[l] = (code2[l] ?? 0) * symbolCount + (r2.onLine[l * r2.length + s2] ?? 0)
        const scatters2 = (r0.scatters[s0] ?? 0) + (r1.scatters[s1] ?? 0) + (r2.scatters[s2] ?? 0)
        for (let s3 = 0; s3 < r3.length; s3++) {
          for (let l = 0; l < lineCount; l++)
            code4[l] = ((code3[l] ?? 0) * symbolCount + (r3.onLine[l * r3.length + s3] ?? 0)) * symbolCount
          const scatters3 = scatters2 + (r3.scatters[s3] ?? 0)
          // Payline by payline over the last reel's stops: typed arrays read in order.
          payByStop.fill(0)
          for (let l = 0; l < lineCount; l++) {
            const code = code4[l] ?? 0
            const offset = l * r4.length
            for (let s4 = 0; s4 < r4.length; s4++)
              payByStop[s4] = (payByStop[s4] ?? 0) + (linePay[code + (r4.onLine[offset + s4] ?? 0)] ?? 0)
          }
          for (let s4 = 0; s4 < r4.length; s4++) {
            const pay = payByStop[s4] ?? 0
            const scatters = scatters3 + (r4.scatters[s4] ?? 0)
            lineTotal += pay
            byScatters[scatters] = (byScatters[scatters] ?? 0) + 1
            if (pay > 0) hitsByScatters[scatters] = (hitsByScatters[scatters] ?? 0) + 1
          }
        }
      }
    }
  }

  const combinations = r0.length * r1.length * r2.length * r3.length * r4.length
  // Every count stays below 2^53, so the float sums above are exact integers.
  if (!Number.isSafeInteger(lineTotal) || !Number.isSafeInteger(combinations))
    throw new Error('The enumeration overflowed exact integers.')
  const at = (table: readonly number[], count: number) => table[Math.min(count, table.length - 1)] ?? 0
  let scatterTotal = 0n
  let triggers = 0n
  let awarded = 0n
  let hits = 0n
  byScatters.forEach((spins, scatters) => {
    const n = BigInt(spins)
    scatterTotal += n * BigInt(at(config.scatterPays, scatters))
    const award = BigInt(at(config.freeSpinsAwarded, scatters))
    awarded += n * award
    if (award > 0n) triggers += n
    hits += at(config.scatterPays, scatters) > 0 ? n : BigInt(hitsByScatters[scatters] ?? 0)
  })

  const lines = rational(lineTotal, combinations * lineCount)
  const scatter = rational(scatterTotal, BigInt(combinations))
  const spin = addRational(lines, scatter)
  const awardedPerSpin = rational(awarded, BigInt(combinations))
  if (awardedPerSpin.num >= awardedPerSpin.den) throw new Error('Free spins would never end on average.')
  const freeSpinsPerPaidSpin = divideRational(awardedPerSpin, subtractRational(rational(1), awardedPerSpin))
  const freeSpins = multiplyRational(
    multiplyRational(spin, rational(config.freeSpinMultiplier)),
    freeSpinsPerPaidSpin,
  )
  return {
    combinations,
    lines,
    scatter,
    spin,
    trigger: rational(triggers, BigInt(combinations)),
    awardedPerSpin,
    freeSpinsPerPaidSpin,
    freeSpins,
    total: addRational(spin, freeSpins),
    hitRate: rational(hits, BigInt(combinations)),
  }
}
