import { formatExactLabel } from '@panalo/contract/money'

import type { TFunction } from '../../i18n/i18n.ts'

/** How a settled round came out against its stake: only `net-win` is a win to celebrate. */
export type OutcomeKind = 'net-win' | 'even' | 'returned' | 'none'

export interface Outcome {
  kind: OutcomeKind
  text: string
}

/**
 * The honest result of a round: a payout smaller than the stake is a loss and says so, with what came
 * back and the net (a loss shown as a win is a known harm pattern; issue 23).
 */
export function roundOutcome(t: TFunction, win: number, stake: number, locale: string): Outcome {
  const exact = (hundredths: number) => formatExactLabel(hundredths, locale)
  if (win <= 0) return { kind: 'none', text: t('originals.noWin') }
  if (win > stake)
    return {
      kind: 'net-win',
      text: t('originals.outcome.netWin', { win: exact(win), net: exact(win - stake) }),
    }
  if (win === stake) return { kind: 'even', text: t('originals.outcome.even', { stake: exact(stake) }) }
  return {
    kind: 'returned',
    text: t('originals.outcome.returned', { win: exact(win), stake: exact(stake), loss: exact(stake - win) }),
  }
}
