import type { CallOutput } from '@panalo/contract/call-map'

import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import styles from './redblue.module.css'

type PkData = CallOutput<'pkData'>

/** How a round works and how its prize is wagered: shown before joining and on the rule page. */
export function RedBlueRules({ data }: { data: PkData }) {
  const { t, locale } = useTranslation()
  const { period, wagering } = data
  return (
    <ol className={styles.rules} data-testid="redblue-rules">
      <li>{t('redBlue.rules.camps')}</li>
      <li>{t('redBlue.rules.score')}</li>
      <li>{t('redBlue.rules.win')}</li>
      <li>
        {period
          ? t('redBlue.rules.minimum', { min: pesos(period.minContribution, locale) })
          : t('redBlue.rules.minimumGeneric')}
      </li>
      <li>{t('redBlue.rules.draw')}</li>
      <li>{t('redBlue.rules.payout')}</li>
      <li data-testid="redblue-wagering">
        {wagering.expiryDays === null
          ? t('redBlue.wageringNoExpiry', { multiple: wagering.multiple })
          : t('redBlue.wagering', { multiple: wagering.multiple, days: wagering.expiryDays })}
        {wagering.heldUntilFirstDeposit ? ` ${t('redBlue.heldUntilDeposit')}` : ''}
      </li>
    </ol>
  )
}
