import { WalletRecordsPage } from '../features/wallet/wallet-records-page.tsx'
import { WalletsPage } from '../features/wallet/wallets-page.tsx'
import { WithdrawalRecordList } from '../features/withdrawal/withdrawal-record-list.tsx'
import { WithdrawPanel } from '../features/withdrawal/withdraw-panel.tsx'

/**
 * The wallet pages compose two features: deposits (features/wallet) and withdrawals
 * (features/withdrawal). Features do not import each other, so the app layer joins them here.
 */
export function WalletsRoutePage() {
  return <WalletsPage withdrawPanel={WithdrawPanel} />
}

export function WalletRecordRoutePage() {
  return <WalletRecordsPage withdrawalRecords={WithdrawalRecordList} />
}
