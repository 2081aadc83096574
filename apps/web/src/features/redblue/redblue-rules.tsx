import type { CallOutput } from '@panalo/contract/call-map'

import { useTranslation, type TFunction } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import styles from './redblue.module.css'

type PkData = CallOutput<'pkData'>

/** The two terms a player joins on: the least to bet for a share, and how a prize is wagered. */
export function prizeTerms(
  { period, wagering }: PkData,
  t: TFunction,
  locale: string,
): { minimum: string; wagering: string } {
  const wageringRule =
    wagering.expiryDays === null
      ? t('redBlue.wageringNoExpiry', { multiple: wagering.multiple })
      : t('redBlue.wagering', { multiple: wagering.multiple, days: wagering.expiryDays })
  return {
    minimum: period
      ? t('redBlue.rules.minimum', { min: pesos(period.minContribution, locale) })
      : t('redBlue.rules.minimumGeneric'),
    wagering: wagering.heldUntilFirstDeposit
      ? `${wageringRule} ${t('redBlue.heldUntilDeposit')}`
      : wageringRule,
  }
}

/** How a round works and how its prize is wagered: shown on the page before joining and on the rule page. */
export function RedBlueRules({ data }: { data: PkData }) {
  const { t, locale } = useTranslation()
  const terms = prizeTerms(data, t, locale)
  return (
    <ol className={styles.rules} data-testid="redblue-rules">
      <li>{t('redBlue.rules.camps')}</li>
      <li>{t('redBlue.rules.score')}</li>
      <li>{t('redBlue.rules.win')}</li>
      <li>{terms.minimum}</li>
      <li>{t('redBlue.rules.draw')}</li>
      <li>{t('redBlue.rules.payout')}</li>
      <li data-testid="redblue-wagering">{terms.wagering}</li>
    </ol>
  )
}
