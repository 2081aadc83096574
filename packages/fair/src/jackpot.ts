import { outcomeFloats, scaleToInt, type SeedPair } from './outcome.ts'

/**
 * The jackpot draw (docs/decisions/040-jackpot.md), provably fair like the Originals: the first
 * number of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`) picks the cell of the 10-cell grid
 * by weight, the second the amount of a jackpot win inside its Section. Pure, so the server draws
 * with it, a simulation tests its odds, and the browser can re-compute a draw once the seed is shown.
 */
export interface JackpotDraw {
  /** The cell of the grid, 0-based, in the configured order. */
  cell: number
  /** A number in [0, 1) that places a jackpot win inside its Section (jackpotAmountIn). */
  amountFloat: number
}

/** Picks a cell: cell i wins with probability weights[i] / sum(weights). */
export function drawJackpotCell(seeds: SeedPair, weights: readonly number[]): JackpotDraw {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (!(total > 0) || weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new Error('Jackpot weights are whole numbers ≥ 0 with a positive sum')
  const [cellFloat = 0, amountFloat = 0] = outcomeFloats(seeds, 2)
  return { cell: cellOf(scaleToInt(cellFloat, total), weights), amountFloat }
}

/** The cell whose cumulative weight range holds `ticket` (0 ≤ ticket < sum of weights). */
export function cellOf(ticket: number, weights: readonly number[]): number {
  let upTo = 0
  for (let cell = 0; cell < weights.length; cell++) {
    upTo += weights[cell] ?? 0
    if (ticket < upTo) return cell
  }
  return weights.length - 1
}

/** A whole amount in [min, max], placed by a float in [0, 1). */
export function jackpotAmountIn(amountFloat: number, section: { min: number; max: number }): number {
  return section.min + scaleToInt(amountFloat, section.max - section.min + 1)
}
