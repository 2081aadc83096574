/**
 * Running statistics of per-round returns (win ÷ stake) for RTP simulations: Welford's update, so ten
 * million rounds lose no precision, and Chan's merge, so parallel workers can be combined.
 */
export interface ReturnStats {
  rounds: number
  mean: number
  /** Sum of squared deviations from the mean. */
  m2: number
}

/** z for a two-sided 99 % normal interval. */
export const Z_99 = 2.5758

export interface ReturnSummary {
  rounds: number
  /** Measured RTP: the mean return per unit staked. */
  mean: number
  /** Sample standard deviation of one round's return. */
  sd: number
  /** mean ± Z_99 · sd / √rounds. */
  low: number
  high: number
}

/** Statistics of no rounds. */
export function createReturnStats(): ReturnStats {
  return { rounds: 0, mean: 0, m2: 0 }
}

/** Adds one round's return (win ÷ stake) in place. */
export function addReturn(stats: ReturnStats, value: number): void {
  stats.rounds++
  const delta = value - stats.mean
  stats.mean += delta / stats.rounds
  stats.m2 += delta * (value - stats.mean)
}

/** The statistics of two disjoint sets of rounds taken together. */
export function mergeReturnStats(a: ReturnStats, b: ReturnStats): ReturnStats {
  const rounds = a.rounds + b.rounds
  if (rounds === 0) return createReturnStats()
  const delta = b.mean - a.mean
  return {
    rounds,
    mean: a.mean + (delta * b.rounds) / rounds,
    m2: a.m2 + b.m2 + (delta * delta * a.rounds * b.rounds) / rounds,
  }
}

/** Mean, standard deviation and 99 % confidence interval (normal approximation) of the returns. */
export function summarizeReturns({ rounds, mean, m2 }: ReturnStats): ReturnSummary {
  const sd = rounds > 1 ? Math.sqrt(m2 / (rounds - 1)) : 0
  const half = rounds > 0 ? (Z_99 * sd) / Math.sqrt(rounds) : Infinity
  return { rounds, mean, sd, low: mean - half, high: mean + half }
}
