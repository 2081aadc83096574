import { useTranslation } from '../../i18n/i18n.ts'
import { usePkDataQuery } from './api/use-pk-data-query.ts'
import { RedBlueRules } from './redblue-rules.tsx'
import styles from './redblue.module.css'

/** /activity/redpkblue/rule: the rules of red versus blue, with this round's minimum and wagering. */
export function RedBlueRulePage() {
  const { t } = useTranslation()
  const status = usePkDataQuery()
  if (!status.data) return <p className={styles.muted}>{t('redBlue.loading')}</p>
  return (
    <div className={styles.page} data-testid="redblue-rule">
      <RedBlueRules data={status.data} />
    </div>
  )
}
