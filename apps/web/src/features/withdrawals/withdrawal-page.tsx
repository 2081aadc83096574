import { receivingKindSchema } from '@panalo/contract/calls/withdrawals'
import { useParams } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { WithdrawPanel } from './withdraw-panel.tsx'
import { WithdrawalRecordList } from './withdrawal-record-list.tsx'
import styles from './withdrawals.module.css'

/** /withdrawal/:name (gcash | maya | bank): withdraw to that kind of account, with the records below. */
export function WithdrawalPage() {
  const { t } = useTranslation()
  const { name } = useParams()
  const kind = receivingKindSchema.safeParse(name).data
  return (
    <div className={styles.page} data-testid="withdrawal-page">
      <WithdrawPanel kind={kind} />
      <h2 className={styles.sectionTitle}>{t('withdrawal.records')}</h2>
      <WithdrawalRecordList />
    </div>
  )
}
