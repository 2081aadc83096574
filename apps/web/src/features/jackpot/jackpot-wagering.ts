import type { JackpotInfo } from '@panalo/contract/calls/jackpot'

import type { TFunction } from '../../i18n/i18n.ts'

export type JackpotWagering = JackpotInfo['rules']['jackpotWagering']

/** How a jackpot win is paid, read from the award engine's `jackpot` rule: "no wagering" only at 0×. */
export function jackpotWageringText(t: TFunction, wagering: JackpotWagering): string {
  if (wagering.multiple === 0) return t('jackpot.wagering.none')
  if (wagering.expiryDays === null) return t('jackpot.wagering.multiple', { multiple: wagering.multiple })
  return t('jackpot.wagering.multipleDays', { multiple: wagering.multiple, days: wagering.expiryDays })
}
