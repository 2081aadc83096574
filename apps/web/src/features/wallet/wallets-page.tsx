import type { ComponentType } from 'react'
import { Link, useSearchParams } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import { Tabs } from '../../ui/tabs.tsx'
import styles from './wallet.module.css'

type WalletTab = 'deposit' | 'withdraw'
const PANEL_ID = 'wallet-panel'

/**
 * /wallets?name=deposit|withdraw[&back=1]: the Deposit | Withdraw switch. The panels and the deposit's
 * status belong to the deposits and withdrawals features; the app layer hands them in, since features
 * do not import each other. `orderId` is set when a payment gateway sends the player back; back=1
 * offers a way back to the page that opened the wallet (a game, a popup).
 */
export function WalletsPage({
  depositPanel: DepositPanel,
  depositStatus: DepositStatus,
  withdrawPanel: WithdrawPanel,
}: {
  depositPanel: ComponentType
  depositStatus: ComponentType<{ orderId: string; onDismiss(): void }>
  withdrawPanel: ComponentType
}) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: WalletTab = params.get('name') === 'withdraw' ? 'withdraw' : 'deposit'
  const orderId = params.get('orderId')

  function select(next: WalletTab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.set('name', next)
        updated.delete('orderId')
        return updated
      },
      { replace: true },
    )
  }

  function dismissStatus() {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.delete('orderId')
        return updated
      },
      { replace: true },
    )
  }

  return (
    <div className={styles.page} data-testid="wallets-page">
      <Tabs<WalletTab>
        items={[
          { key: 'deposit', label: t('wallet.depositTab') },
          { key: 'withdraw', label: t('wallet.withdrawTab') },
        ]}
        selected={tab}
        onSelect={select}
        label={t('pages.wallets')}
        panelId={PANEL_ID}
      />
      {tab === 'deposit' && orderId && <DepositStatus orderId={orderId} onDismiss={dismissStatus} />}
      <div id={PANEL_ID} role="tabpanel">
        {tab === 'deposit' ? <DepositPanel /> : <WithdrawPanel />}
      </div>
      <div className={styles.footerLinks}>
        <Link className={styles.textLink} to={PATHS.walletRecord}>
          {t('wallet.records')}
        </Link>
      </div>
    </div>
  )
}
