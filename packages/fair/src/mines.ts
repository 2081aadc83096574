import { outcomeFloats, scaleToInt, type SeedPair } from './outcome.ts'
import { multiplyRational, rational, type Rational } from './rational.ts'

/**
 * Mines: a 5×5 field hides m mines (1–24). The player reveals tiles one by one and may cash out after
 * any safe reveal; a mine loses the stake. After k safe reveals the multiplier is
 * (1 − edge) × C(25, k) / C(25 − m, k): the inverse of the chance of surviving k reveals, less a 1 %
 * edge, so every cash-out point returns exactly 99 % before rounding.
 */
export const MINES = {
  tiles: 25,
  minMines: 1,
  maxMines: 24,
  /** The house keeps 1/100. */
  houseEdge: { num: 1n, den: 100n },
  /** Stake in hundredths of a peso. */
  bet: { min: 100, max: 100_000 },
} as const

function assertMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES.minMines || mines > MINES.maxMines)
    throw new RangeError(`Mines are ${MINES.minMines} to ${MINES.maxMines}; got ${mines}.`)
}

function assertReveals(mines: number, safeReveals: number): void {
  assertMines(mines)
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > MINES.tiles - mines)
    throw new RangeError(`With ${mines} mines a cash-out follows 1 to ${MINES.tiles - mines} safe reveals.`)
}

function choose(n: number, k: number): bigint {
  let result = 1n
  for (let index = 0; index < k; index++) result = (result * BigInt(n - index)) / BigInt(index + 1)
  return result
}

/**
 * The mine tiles (0–24, row by row), ascending. Floats 0 … m − 1 of the seed pair drive a shuffle in
 * which the pool shrinks after each pick, as Stake's Mines does: pick i takes the tile at index
 * scaleToInt(float i, 25 − i) of the tiles not yet picked, kept in ascending order; the first m picks
 * are the mines.
 */
export function minePositions(seeds: SeedPair, mines: number): number[] {
  assertMines(mines)
  const pool = Array.from({ length: MINES.tiles }, (_, tile) => tile)
  const picked = outcomeFloats(seeds, mines).map(
    (float, index) => pool.splice(scaleToInt(float, MINES.tiles - index), 1)[0] ?? 0,
  )
  return picked.sort((a, b) => a - b)
}

/** The chance that k reveals are all safe: C(25 − m, k) / C(25, k). */
export function minesSurvival(mines: number, safeReveals: number): Rational {
  assertReveals(mines, safeReveals)
  return rational(choose(MINES.tiles - mines, safeReveals), choose(MINES.tiles, safeReveals))
}

/** The exact cash-out multiplier after k safe reveals: 99 × C(25, k) / (100 × C(25 − m, k)). */
export function minesMultiplier(mines: number, safeReveals: number): Rational {
  const survival = minesSurvival(mines, safeReveals)
  const { num, den } = MINES.houseEdge
  return multiplyRational(rational(den - num, den), rational(survival.den, survival.num))
}

/** The multiplier in basis points (1.9737× → 19 737), rounded down: for display, never for paying. */
export function minesMultiplierBasisPoints(mines: number, safeReveals: number): number {
  const { num, den } = minesMultiplier(mines, safeReveals)
  return Number((num * 10_000n) / den)
}

/**
 * What a cash-out pays, in hundredths: floor(stake × multiplier), computed exactly in BigInt. Rounding
 * down costs the player less than one hundredth per round, never more.
 */
export function minesPayout(stake: number, mines: number, safeReveals: number): number {
  if (!Number.isSafeInteger(stake) || stake < MINES.bet.min || stake > MINES.bet.max)
    throw new RangeError(`A Mines stake is ${MINES.bet.min} to ${MINES.bet.max} hundredths; got ${stake}.`)
  const { num, den } = minesMultiplier(mines, safeReveals)
  return Number((BigInt(stake) * num) / den)
}

export interface MinesOutcome {
  /** Safe tiles revealed before the cash-out or the mine. */
  safeReveals: number
  hitMine: boolean
  /** Hundredths: minesPayout on a cash-out, 0 on a mine. */
  payout: number
}

/**
 * Settles a round: reveals `picks` in order and cashes out after the last one, or stops at the first
 * mine. Picks must be distinct tiles and at least one must be revealed.
 */
export function settleMines(
  positions: readonly number[],
  picks: readonly number[],
  stake: number,
): MinesOutcome {
  const mines = new Set(positions)
  if (
    new Set(picks).size !== picks.length ||
    picks.some((tile) => !Number.isInteger(tile) || tile < 0 || tile >= MINES.tiles)
  )
    throw new RangeError('Picks are distinct tiles of the field.')
  if (picks.length === 0) throw new RangeError('A cash-out needs at least one safe reveal.')
  const firstMine = picks.findIndex((tile) => mines.has(tile))
  if (firstMine >= 0) return { safeReveals: firstMine, hitMine: true, payout: 0 }
  return { safeReveals: picks.length, hitMine: false, payout: minesPayout(stake, mines.size, picks.length) }
}

/**
 * The exact RTP of the strategy "with m mines, cash out after k safe reveals": survival × multiplier,
 * which is 99/100 exactly for every m and k. With a stake, the payout's rounding down is included:
 * 99/100 − survival / stake < RTP ≤ 99/100, since each cash-out loses less than one hundredth.
 */
export function exactRtpMines(mines: number, safeReveals: number, stake?: number): Rational {
  const survival = minesSurvival(mines, safeReveals)
  if (stake === undefined) return multiplyRational(survival, minesMultiplier(mines, safeReveals))
  return multiplyRational(survival, rational(minesPayout(stake, mines, safeReveals), stake))
}
