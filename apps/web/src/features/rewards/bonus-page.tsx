import type { Bonus } from '@panalo/contract/calls/rewards'

import { Link } from 'react-router'

import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { BonusCoinAmount } from '../../ui/award-items.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { useBonusWageringQuery } from './api/use-bonus-wagering-query.ts'
import styles from './rewards.module.css'

/**
 * /bonus/reward: the player's bonuses, each with its wagering progress (what most operators hide), the
 * turnover still to wager before a withdrawal, and the way to the reward record.
 */
export function BonusPage() {
  const { t, locale } = useTranslation()
  const bonuses = useBonusWageringQuery()
  const list = bonuses.data?.list ?? []
  return (
    <div className={styles.page} data-testid="bonus-page">
      <section className={styles.summary}>
        <span className={styles.summaryLabel}>{t('rewards.turnoverLeft')}</span>
        <strong className={styles.summaryFigure} data-testid="bonus-turnover-left">
          {pesos(bonuses.data?.bet ?? 0, locale)}
        </strong>
        <p className={styles.muted}>{t('rewards.turnoverExplained')}</p>
      </section>
      <Link className={styles.vipLink} to={PATHS.vip} data-testid="bonus-vip-link">
        <span>{t('rewards.vipLink')}</span>
        <span aria-hidden="true">›</span>
      </Link>
      <Link className={styles.vipLink} to={PATHS.bonusRebate} data-testid="bonus-rebate-link">
        <span>{t('rewards.rebateLink')}</span>
        <span aria-hidden="true">›</span>
      </Link>
      <Link className={styles.vipLink} to={PATHS.points} data-testid="bonus-points-link">
        <span>{t('rewards.pointsLink')}</span>
        <span aria-hidden="true">›</span>
      </Link>
      <h2 className={styles.heading}>{t('rewards.bonusesHeading')}</h2>
      {bonuses.isLoading ? (
        <p className={styles.muted}>{t('rewards.loading')}</p>
      ) : list.length === 0 ? (
        <EmptyState
          picture="coins"
          line={t('rewards.noBonuses')}
          action={{ label: t('rewards.noBonusesAction'), to: PATHS.bonus }}
        />
      ) : (
        <ul className={styles.bonuses}>
          {list.map((bonus) => (
            <BonusRow key={bonus.id} bonus={bonus} />
          ))}
        </ul>
      )}
    </div>
  )
}

function BonusRow({ bonus }: { bonus: Bonus }) {
  const { t, locale } = useTranslation()
  const percent = bonus.requirement === 0 ? 100 : Math.floor((bonus.wagered * 100) / bonus.requirement)
  return (
    <li className={styles.bonus} data-testid="bonus-row" data-state={bonus.state}>
      <div className={styles.recordHead}>
        <span className={styles.source}>
          {t(`rewards.sources.${bonus.bonusType}`)} · <BonusCoinAmount hundredths={bonus.amount} />
        </span>
        <span className={`${styles.badge} ${styles[bonus.state]}`} data-testid="bonus-state" data-keep-clear>
          {t(`rewards.states.${bonus.state}`)}
        </span>
      </div>
      {bonus.state === 'held' ? (
        <p className={styles.held}>{t('rewards.heldExplained')}</p>
      ) : (
        <>
          <div
            className={styles.progress}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('rewards.wagered')}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.muted}>
            {t('rewards.wageredOf', {
              wagered: pesos(bonus.wagered, locale),
              requirement: pesos(bonus.requirement, locale),
              multiple: bonus.multiple,
            })}
          </p>
        </>
      )}
      {bonus.state === 'active' && bonus.expireTime && (
        <p className={styles.muted}>{t('rewards.expires', { time: manilaTime(bonus.expireTime, locale) })}</p>
      )}
      {bonus.state === 'expired' && bonus.expireTime && (
        <p className={styles.muted} data-testid="bonus-expired">
          {t('rewards.expired', { time: manilaTime(bonus.expireTime, locale) })}
        </p>
      )}
    </li>
  )
}
