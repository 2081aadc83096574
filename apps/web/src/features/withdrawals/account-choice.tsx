import type { ReceivingAccount } from '@panalo/contract/calls/withdrawals'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { PaymentMark } from '../../ui/payment-mark.tsx'
import styles from './withdrawals.module.css'

/** A receiving account's kind as the payment mark the deposit form shows for the same wallet. */
const MARK_OF_KIND = { gcash: 'gcash', maya: 'paymaya', bank: 'dob' } as const

/** The mark of a receiving account's kind, one size for every kind so the rows' texts line up. */
export function KindBadge({ kind, label }: { kind: ReceivingAccount['kind']; label: string }) {
  return (
    <span className={styles.badge} data-kind={kind}>
      <PaymentMark method={MARK_OF_KIND[kind]} />
      <span className="visually-hidden">{label}</span>
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
