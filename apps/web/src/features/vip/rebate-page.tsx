import type { CallOutput } from '@panalo/contract/call-map'
import type { GameTypeCode } from '@panalo/contract/enums'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/button.tsx'
import { GuestBanner, GuestClaimButton } from '../../ui/guest-actions.tsx'
import { showToast } from '../../ui/toast.tsx'
import { centavos } from './rebate-amount.ts'
import { useRebateClaimMutation, useRebateQuery } from './api/use-rebate-query.ts'
import styles from './vip.module.css'

type RebateStatus = CallOutput<'betBonus'>

/** Basis points as a percentage: 30 → 0.3%, 100 → 1%. */
function percent(rate: number, locale: string): string {
  return `${(rate / 100).toLocaleString(locale, { maximumFractionDigits: 2 })}%`
}

/** /vip/rebate and /bonus/rebate: the rebate accruing per game type today and this week, claimable by type or all. */
export function RebatePage() {
  const { t, locale } = useTranslation()
  const status = useRebateQuery()
  const claim = useRebateClaimMutation()
  const signedIn = useSignedIn()
  if (!status.data) return <p className={styles.muted}>{t('vip.loading')}</p>
  const data = status.data
  const run = (type: GameTypeCode | undefined) =>
    claim.mutateAsync(type).catch((error: unknown) => showToast(errorMessage(t, error), 'error'))
  return (
    <div className={styles.page} data-testid="rebate-page">
      {!signedIn && <GuestBanner />}
      <section className={`${styles.card} ${styles.card1}`}>
        <p className={styles.cardNote}>{t('rebate.claimable')}</p>
        <p className={styles.exp} data-testid="rebate-claimable">
          {centavos(data.claimable, locale)}
        </p>
        <p className={styles.cardNote}>{t('rebate.explained', { level: data.vip })}</p>
        {signedIn ? (
          <Button
            disabled={data.claimable === 0}
            loading={claim.isPending}
            onClick={() => void run(undefined)}
            data-testid="rebate-claim-all"
          >
            {t('rebate.claimAll')}
          </Button>
        ) : (
          <GuestClaimButton />
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('rebate.byType')}</h2>
        {byType(data).map((entry) => (
          <div key={entry.type} className={styles.row} data-testid="rebate-type" data-type={entry.type}>
            <div>
              <p className={styles.rowTitle}>
                {t(`games.types.${entry.type}`)} · {percent(data.rates[entry.type], locale)}
              </p>
              <p className={styles.muted}>
                {t('rebate.turnover', { amount: centavos(entry.turnover, locale) })} ·{' '}
                {t('rebate.accrued', { amount: centavos(entry.accrued, locale) })}
              </p>
            </div>
            <Button
              variant={entry.claimable > 0 ? 'primary' : 'secondary'}
              disabled={entry.claimable === 0}
              loading={claim.isPending}
              onClick={() => void run(entry.type)}
            >
              {entry.claimable > 0 ? centavos(entry.claimable, locale) : t('vip.claim')}
            </Button>
          </div>
        ))}
      </section>
      <p className={styles.muted}>{t('rebate.rules')}</p>
    </div>
  )
}

/** The week's rows summed per game type, every type shown so the player sees each rate. */
function byType(data: RebateStatus) {
  const types = Object.keys(data.rates) as GameTypeCode[]
  return types.map((type) => {
    const rows = data.rows.filter((row) => row.gameType === type)
    const sum = (pick: (row: RebateStatus['rows'][number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0)
    return {
      type,
      turnover: sum((row) => row.turnover),
      accrued: sum((row) => row.accrued),
      claimable: sum((row) => row.claimable),
    }
  })
}
