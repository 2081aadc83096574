import type { Camp } from '@panalo/contract/calls/redblue'

/** Red's part of the score bar in percent (one decimal): half and half before anyone has played. */
export function redShare(scores: Record<Camp, number>): number {
  const total = scores.red + scores.blue
  return total === 0 ? 50 : Math.round((scores.red / total) * 1000) / 10
}
