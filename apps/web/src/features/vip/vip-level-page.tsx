import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { useVipInfoQuery } from './api/use-vip-info-query.ts'
import { VipBadge } from './vip-badge.tsx'
import styles from './vip.module.css'

/** /vip/level: the ladder in its showType colours, the player's level marked, what each level gives. */
export function VipLevelPage() {
  const { t, locale } = useTranslation()
  const info = useVipInfoQuery()
  if (!info.data) return <p className={styles.muted}>{t('vip.loading')}</p>
  const { vip, vipExp, levels } = info.data
  return (
    <div className={styles.page} data-testid="vip-level-page">
      <p className={styles.muted}>{t('vip.experience', { exp: vipExp.toLocaleString(locale) })}</p>
      <ol className={styles.ladder}>
        {levels.map((rung) => (
          <li
            key={rung.level}
            className={`${styles.rung} ${rung.level === vip ? styles.current : ''}`}
            data-testid="vip-rung"
            aria-current={rung.level === vip ? 'true' : undefined}
          >
            <div className={styles.cardHead}>
              <VipBadge level={rung.level} showType={rung.showType} />
              <span className={styles.muted}>
                {t('vip.needs', { exp: rung.experience.toLocaleString(locale) })}
              </span>
            </div>
            {rung.levelUpAward.length > 0 && (
              <div className={styles.rungLine}>
                <span className={styles.rungLabel}>{t('vip.gift')}</span>
                <AwardItems items={rung.levelUpAward} />
              </div>
            )}
            {rung.dailyAward.length > 0 && (
              <div className={styles.rungLine}>
                <span className={styles.rungLabel}>{t('vip.daily')}</span>
                <AwardItems items={rung.dailyAward} />
              </div>
            )}
            {rung.weeklyAward.length > 0 && (
              <div className={styles.rungLine}>
                <span className={styles.rungLabel}>{t('vip.weekly')}</span>
                <AwardItems items={rung.weeklyAward} />
              </div>
            )}
            <p className={styles.muted}>
              {t('vip.withdrawLimit', { amount: pesos(rung.withdrawDailyLimit, locale) })}
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
