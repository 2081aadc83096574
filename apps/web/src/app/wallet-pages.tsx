import { DepositPanel } from '../features/deposits/deposit-panel.tsx'
import { DepositRecordList } from '../features/deposits/deposit-record-list.tsx'
import { DepositStatus } from '../features/deposits/deposit-status.tsx'
import { WalletRecordsPage } from '../features/wallet/wallet-records-page.tsx'
import { WalletsPage } from '../features/wallet/wallets-page.tsx'
import { WithdrawalRecordList } from '../features/withdrawals/withdrawal-record-list.tsx'
import { WithdrawPanel } from '../features/withdrawals/withdraw-panel.tsx'

/**
 * The wallet pages are the wallet feature's shells around pieces of two others: deposits
 * (features/deposits) and withdrawals (features/withdrawals). Features do not import each other, so
 * the app layer joins them here.
 */
export function WalletsRoutePage() {
  return (
    <WalletsPage depositPanel={DepositPanel} depositStatus={DepositStatus} withdrawPanel={WithdrawPanel} />
  )
}

export function WalletRecordRoutePage() {
  return <WalletRecordsPage depositRecords={DepositRecordList} withdrawalRecords={WithdrawalRecordList} />
}
