import type { Camp, PkOutcome } from '@panalo/contract/calls/redblue'

/**
 * How a period's pool is split (docs/decisions/054-red-versus-blue.md), a pure rule: a camp's score is
 * its members' contributions; the higher score wins, equal scores are a draw (both camps share), and
 * no turnover at all is no result. The winners' members who reached the minimum contribution share
 * the pool in proportion to their contributions, floored to the centavo; the centavos left go one each
 * by the largest remainder (then the earlier join), so the whole pool is paid and nothing more.
 */

export interface PkContribution {
  userId: number
  camp: Camp
  /** Hundredths of valid turnover since joining. */
  contribution: number
  joinedAt: Date
}

export interface PkSplit {
  outcome: PkOutcome
  scores: Record<Camp, number>
  /** Hundredths per player; players who get nothing are absent. */
  shares: Map<number, number>
}

export function splitPool(
  pool: number,
  minContribution: number,
  entries: readonly PkContribution[],
): PkSplit {
  const scores = { red: 0, blue: 0 }
  for (const entry of entries) scores[entry.camp] += entry.contribution
  const outcome: PkOutcome =
    scores.red + scores.blue === 0
      ? 'none'
      : scores.red === scores.blue
        ? 'draw'
        : scores.red > scores.blue
          ? 'red'
          : 'blue'
  const shares = new Map<number, number>()
  if (outcome === 'none') return { outcome, scores, shares }

  const eligible = entries.filter(
    (entry) =>
      (outcome === 'draw' || entry.camp === outcome) &&
      entry.contribution > 0 &&
      entry.contribution >= minContribution,
  )
  const total = BigInt(eligible.reduce((sum, entry) => sum + entry.contribution, 0))
  if (total === 0n) return { outcome, scores, shares }

  // BigInt: a pool times a contribution passes 2^53 for large figures.
  const parts = eligible.map((entry) => {
    const exact = BigInt(pool) * BigInt(entry.contribution)
    return { entry, share: Number(exact / total), remainder: exact % total }
  })
  let left = pool - parts.reduce((sum, part) => sum + part.share, 0)
  const byRemainder = [...parts].sort(
    (a, b) =>
      (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
      a.entry.joinedAt.getTime() - b.entry.joinedAt.getTime() ||
      a.entry.userId - b.entry.userId,
  )
  for (const part of byRemainder) {
    if (left === 0) break
    part.share += 1
    left -= 1
  }
  for (const part of parts) if (part.share > 0) shares.set(part.entry.userId, part.share)
  return { outcome, scores, shares }
}
