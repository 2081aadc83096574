import type { ReceivingAccount } from '@panalo/contract/calls/withdrawals'

import styles from './withdrawals.module.css'

/** The logo-like badge of a receiving account's kind. */
export function KindBadge({ kind, label }: { kind: string; label: string }) {
  return (
    <span className={styles.badge} data-kind={kind}>
      {label}
    </span>
  )
}

/** One receiving account as a choice or a row: badge, bank name, masked number and holder. */
export function AccountSummary({ account }: { account: ReceivingAccount }) {
  return (
    <>
      <KindBadge kind={account.kind} label={account.kind === 'bank' ? 'Bank' : account.bankName} />
      <span className={styles.choiceText}>
        <span className={styles.choiceName}>{account.bankName}</span>
        <span className={styles.choiceDetail}>
          {account.maskedNumber}
          {account.holderName ? ` · ${account.holderName}` : ''}
        </span>
      </span>
    </>
  )
}
