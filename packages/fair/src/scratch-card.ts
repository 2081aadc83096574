import { outcomeFloats, scaleToInt, type SeedPair } from './outcome.ts'

/**
 * Scratch cards (docs/decisions/046-scratch-cards.md): a card's prize is one draw against the weights
 * of its prize table. The first float of the seed pair picks a ticket in [0, total weight); the prize
 * whose cumulative weight first passes it wins. The server draws with this when a card is bought, and
 * the browser re-computes it on /fair once the card's server seed is shown.
 */
export function drawScratchPrize(seeds: SeedPair, weights: readonly number[]): number {
  if (weights.length === 0) throw new Error('A prize table has at least one prize')
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 1))
    throw new Error('Each weight is a whole number above 0')
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const [float = 0] = outcomeFloats(seeds, 1)
  const ticket = scaleToInt(float, total)
  let cumulative = 0
  for (const [index, weight] of weights.entries()) {
    cumulative += weight
    if (ticket < cumulative) return index
  }
  return weights.length - 1
}
