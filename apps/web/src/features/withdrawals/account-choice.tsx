import type { ReceivingAccount } from '@panalo/contract/calls/withdrawals'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import styles from './withdrawals.module.css'

/** The logo-like badge of a receiving account's kind. */
export function KindBadge({ kind, label }: { kind: string; label: string }) {
  return (
    <span className={styles.badge} data-kind={kind}>
      {label}
    </span>
  )
}

/** Whether a receiving account is still waiting out the hold after it was added or changed. */
export function isOnHold(account: ReceivingAccount, now = Date.now()): boolean {
  return Date.parse(account.usableAt) > now
}

/**
 * One receiving account as a choice or a row: badge, bank name, masked number and holder, and while
 * it is on hold, when it can receive withdrawals.
 */
export function AccountSummary({ account }: { account: ReceivingAccount }) {
  const { t, locale } = useTranslation()
  return (
    <>
      <KindBadge kind={account.kind} label={account.kind === 'bank' ? 'Bank' : account.bankName} />
      <span className={styles.choiceText}>
        <span className={styles.choiceName}>{account.bankName}</span>
        <span className={styles.choiceDetail}>
          {account.maskedNumber}
          {account.holderName ? ` · ${account.holderName}` : ''}
        </span>
        {isOnHold(account) && (
          <span className={styles.hold} data-testid="account-hold">
            {t('withdrawal.usableFrom', { time: manilaTime(account.usableAt, locale) })}
          </span>
        )}
      </span>
    </>
  )
}
