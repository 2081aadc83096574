import type { SelfLimit } from '@panalo/contract/calls/self-limits'

import { useTranslation } from '../../i18n/i18n.ts'
import { Button } from '../../ui/button.tsx'
import { duration, manilaTime, pesos } from './format.ts'
import styles from './self-limits.module.css'

export function LimitRow({ limit, onEdit }: { limit: SelfLimit; onEdit: () => void }) {
  const { t, locale } = useTranslation()
  const isTime = limit.kind === 'time'
  const show = (value: number) => (isTime ? duration(t, value) : pesos(value, locale))
  const ratio = limit.amount ? Math.min(1, limit.used / limit.amount) : limit.amount === 0 ? 1 : 0
  return (
    <li className={styles.limit} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.limitHead}>
        <span className={styles.limitPeriod}>
          {isTime ? t('selfLimits.timePeriod') : t(`selfLimits.period.${limit.period}`)}
        </span>
        <span className={styles.limitAmount} data-testid="limit-amount">
          {limit.amount === null ? t('selfLimits.noLimit') : show(limit.amount)}
        </span>
      </div>
      {limit.amount !== null && (
        <div
          className={styles.meter}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={limit.amount}
          aria-valuenow={Math.min(limit.used, limit.amount)}
          aria-label={t('selfLimits.used', { used: show(limit.used), limit: show(limit.amount) })}
        >
          <span style={{ width: `${Math.round(ratio * 100)}%` }} data-full={ratio >= 1 || undefined} />
        </div>
      )}
      <p className={styles.muted}>
        {limit.amount === null
          ? t('selfLimits.usedNoLimit', { used: show(limit.used) })
          : t('selfLimits.used', { used: show(limit.used), limit: show(limit.amount) })}
        {' · '}
        {t('selfLimits.resets', { time: manilaTime(limit.resetsAt, locale) })}
      </p>
      {limit.pending && (
        <p className={styles.pending} data-testid="limit-pending">
          {limit.pending.amount === null
            ? t('selfLimits.pendingRemove', { time: manilaTime(limit.pending.effectiveAt, locale) })
            : t('selfLimits.pendingRaise', {
                amount: show(limit.pending.amount),
                time: manilaTime(limit.pending.effectiveAt, locale),
              })}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={onEdit} data-testid="limit-edit">
        {limit.amount === null ? t('selfLimits.set') : t('selfLimits.edit')}
      </Button>
    </li>
  )
}
