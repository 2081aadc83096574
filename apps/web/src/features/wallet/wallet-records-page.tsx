import { useState, type ComponentType } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { Tabs } from '../../ui/tabs.tsx'
import styles from './wallet.module.css'

type RecordTab = 'deposits' | 'withdrawals'
const PANEL_ID = 'wallet-records-panel'

/** /wallets/record: Deposits | Withdrawals; the lists come from the deposits and withdrawals features. */
export function WalletRecordsPage({
  depositRecords: DepositRecords,
  withdrawalRecords: WithdrawalRecords,
}: {
  depositRecords: ComponentType
  withdrawalRecords: ComponentType
}) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<RecordTab>('deposits')
  return (
    <div className={styles.page} data-testid="wallet-records-page">
      <Tabs<RecordTab>
        items={[
          { key: 'deposits', label: t('wallet.depositsTab') },
          { key: 'withdrawals', label: t('wallet.withdrawalsTab') },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t('pages.walletRecord')}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel">
        {tab === 'deposits' ? <DepositRecords /> : <WithdrawalRecords />}
      </div>
    </div>
  )
}
