import { Link, useSearchParams } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { cardEditPath, withdrawalPath } from '../../lib/paths.ts'
import { FormError } from '../../ui/field.tsx'
import { ChevronRightIcon } from '../../ui/icons.tsx'
import { PageSkeleton } from '../../ui/skeleton.tsx'
import { AccountSummary, KindBadge } from './account-choice.tsx'
import { useBankInfoListQuery } from './api/use-bank-info-list-query.ts'
import styles from './withdrawals.module.css'

/** /wallets/card/list: the player's receiving accounts, one per bank, and the ones they can add. */
export function ReceivingAccountsPage() {
  const { t } = useTranslation()
  const accounts = useBankInfoListQuery()
  const returnTo = useSearchParams()[0].get('returnTo')
  if (accounts.isLoading) return <PageSkeleton lines={4} />
  if (!accounts.data) return <FormError message={errorMessage(t, accounts.error)} />
  const saved = new Set(accounts.data.list.map((account) => account.bankId))
  const kinds = (['gcash', 'maya', 'bank'] as const).filter((kind) =>
    accounts.data.banks.some((bank) => bank.kind === kind && !saved.has(bank.bankId)),
  )
  return (
    <div className={styles.page} data-testid="receiving-accounts-page">
      {accounts.data.list.length === 0 && <p className={styles.muted}>{t('withdrawal.noAccountYet')}</p>}
      <ul className={styles.choices}>
        {accounts.data.list.map((account) => (
          <li key={account.bankId} className={styles.choice} data-testid="receiving-account">
            <AccountSummary account={account} />
            <span className={styles.choiceText}>
              <Link className={styles.link} to={cardEditPath({ bankId: account.bankId }, returnTo)}>
                {t('withdrawal.change')}
              </Link>
              <Link className={styles.link} to={withdrawalPath(account.kind)}>
                {t('withdrawal.withdrawHere')}
              </Link>
            </span>
          </li>
        ))}
      </ul>
      {kinds.length > 0 && <h2 className={styles.sectionTitle}>{t('withdrawal.addAccount')}</h2>}
      <ul className={styles.choices}>
        {kinds.map((kind) => (
          <li key={kind}>
            <Link className={styles.choice} to={cardEditPath({ kind }, returnTo)} data-testid={`add-${kind}`}>
              <KindBadge kind={kind} label={t(`withdrawal.kinds.${kind}`)} />
              <span className={styles.choiceName}>{t(`withdrawal.addKind.${kind}`)}</span>
              <ChevronRightIcon width={18} height={18} aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
