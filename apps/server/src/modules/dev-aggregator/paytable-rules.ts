import { createHash } from 'node:crypto'

import { DEV_CHANCE_TOTAL, type DevOutcomeSheet, type DevWagerSheet } from '@panalo/contract/dev-aggregator'

/**
 * What every paytable of the development aggregator is built from: a stable choice per game code, the
 * target RTP, and wagers whose chances are whole parts of DEV_CHANCE_TOTAL with the RTP computed from them.
 */

/** A stable number 0…n−1 from a game code, so each game gets its own RTP and paytable. */
export function pick(code: string, salt: string, n: number): number {
  return createHash('sha256').update(`${salt}:${code}`).digest().readUInt32BE(0) % n
}

/** The target RTP of a game, 95.00–97.00 %, as a fraction. */
export function targetRtp(code: string): number {
  return (9_500 + pick(code, 'rtp', 201)) / 10_000
}

/** RTP in hundredths of a percent of a set of outcomes (chances of DEV_CHANCE_TOTAL, returns in hundredths). */
export function rtpOf(outcomes: readonly { chance: number; returns: number }[]): number {
  const paid = outcomes.reduce((sum, outcome) => sum + outcome.chance * outcome.returns, 0)
  return Math.floor((paid * 100) / DEV_CHANCE_TOTAL)
}

/** A wager from (label, exact probability, returns) rows; what the rounding leaves goes to the last row. */
export function wager(id: string, label: string, rows: [string, number, number][]): DevWagerSheet {
  const outcomes: DevOutcomeSheet[] = rows.map(([text, probability, returns], index) => ({
    id: `o${index}`,
    label: text,
    chance: Math.floor(probability * DEV_CHANCE_TOTAL),
    returns,
  }))
  const used = outcomes.reduce((sum, outcome) => sum + outcome.chance, 0)
  const last = outcomes.at(-1)
  if (last) last.chance += DEV_CHANCE_TOTAL - used
  return { id, label, rtp: rtpOf(outcomes), outcomes }
}

/** A wager that wins `returns` with the chance that gives the target RTP, and loses otherwise. */
export function hitOrMiss(
  id: string,
  label: string,
  returns: number,
  rtp: number,
  hit: string,
  miss: string,
) {
  return wager(id, label, [
    [hit, (rtp * 100) / returns, returns],
    [miss, 1 - (rtp * 100) / returns, 0],
  ])
}
