import { formatCoinsLabel } from '@panalo/contract/money'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { meKeys } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { useRechargeStatusQuery } from './api/use-recharge-status-query.ts'
import { rechargeKeys } from './api/use-recharge-trade-info-query.ts'
import styles from './deposits.module.css'

/**
 * After the gateway sends the player back: the deposit's state, asked again until the gateway's
 * webhook has settled it; once paid, the user info is fetched again so the balance rises.
 */
export function DepositStatus({ orderId, onDismiss }: { orderId: string; onDismiss(): void }) {
  const { t, locale } = useTranslation()
  const queryClient = useQueryClient()
  const status = useRechargeStatusQuery(orderId)
  const state = status.data?.state

  useEffect(() => {
    if (state !== 'paid') return
    void queryClient.invalidateQueries({ queryKey: meKeys.info })
    void queryClient.invalidateQueries({ queryKey: rechargeKeys.tradeInfo })
    void queryClient.invalidateQueries({ queryKey: [...rechargeKeys.all, 'records'] })
  }, [state, queryClient])

  if (status.isError) {
    return (
      <section className={`${styles.status} ${styles.statusBad}`} role="status">
        <p>{errorMessage(t, status.error)}</p>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('wallet.dismiss')}
        </Button>
      </section>
    )
  }
  if (!status.data) return <section className={styles.status}>{t('wallet.checking')}</section>
  const deposit = status.data
  const tone =
    deposit.state === 'paid'
      ? styles.statusGood
      : ['created', 'pending'].includes(deposit.state)
        ? ''
        : styles.statusBad
  const amount = `₱${formatCoinsLabel(deposit.amount + (deposit.state === 'paid' ? deposit.bonusAmount : 0), locale)}`
  return (
    <section
      className={`${styles.status} ${tone}`}
      role="status"
      aria-live="polite"
      data-testid="deposit-status"
    >
      <strong data-state={deposit.state}>{t(`wallet.states.${deposit.state}`)}</strong>
      <p>{t(`wallet.stateDetail.${deposit.state}`, { amount })}</p>
      <div className={styles.statusActions}>
        {deposit.checkoutUrl && (
          <Button
            size="sm"
            onClick={() => deposit.checkoutUrl && window.location.assign(deposit.checkoutUrl)}
          >
            {t('wallet.continuePayment')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('wallet.dismiss')}
        </Button>
      </div>
    </section>
  )
}
