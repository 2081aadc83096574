import { randomInt } from 'node:crypto'

import { DEV_CHANCE_TOTAL, type DevGameSheet, type DevRoundDetail } from '@panalo/contract/dev-aggregator'

/**
 * The development aggregator's engines: slots draw three of a kind on the middle line (or none) from
 * the symbols' chances; fishing, table and arcade games draw one outcome of the chosen wager. Every
 * draw comes from node:crypto's CSPRNG on the aggregator's server side, never from the page.
 */
export interface RoundOutcome {
  /** What the round returns, hundredths of the stake (0: lost). */
  returns: number
  detail: DevRoundDetail
}

/** Picks an index by chances of DEV_CHANCE_TOTAL; past the last chance, null (slots: no line). */
function drawIndex(chances: readonly number[], random: (n: number) => number): number | null {
  let roll = random(DEV_CHANCE_TOTAL)
  for (const [index, chance] of chances.entries()) {
    if (roll < chance) return index
    roll -= chance
  }
  return null
}

/** Answers null for a wager the game does not offer. */
export function playRound(
  sheet: DevGameSheet,
  wagerId: string | undefined,
  random: (n: number) => number = randomInt,
): RoundOutcome | null {
  const { paytable } = sheet
  if (paytable.engine === 'slots') {
    if (wagerId !== undefined) return null
    const symbols = paytable.symbols
    const line = drawIndex(
      symbols.map((symbol) => symbol.chance),
      random,
    )
    const any = () => random(symbols.length)
    let middle: [number, number, number]
    if (line === null) {
      // A losing line never shows three of a kind.
      do middle = [any(), any(), any()]
      while (middle[0] === middle[1] && middle[1] === middle[2])
    } else middle = [line, line, line]
    const reels = middle.map((symbol): [number, number, number] => [any(), symbol, any()])
    return {
      returns: line === null ? 0 : (symbols[line]?.pays ?? 0),
      detail: { engine: 'slots', reels, line },
    }
  }
  const wager = paytable.wagers.find((entry) => entry.id === wagerId)
  if (!wager) return null
  const index = drawIndex(
    wager.outcomes.map((outcome) => outcome.chance),
    random,
  )
  const outcome = wager.outcomes[index ?? wager.outcomes.length - 1]
  if (!outcome) return null
  return {
    returns: outcome.returns,
    detail: { engine: paytable.engine, wager: wager.id, outcome: outcome.id },
  }
}
