import { useTranslation } from '../../i18n/i18n.ts'
import { Avatar } from '../../ui/avatar.tsx'
import styles from './activities.module.css'

/** One leaderboard row as getRankList returns it: the nickname arrives masked ("De***"). */
export interface RankRow {
  rank: number
  nickname: string
  avatar: number
  experience: number
}

/** The three steps left to right, 2nd, 1st, 3rd as on a real podium; a place nobody holds yet has no row. */
export function podiumOrder(list: readonly RankRow[]): { step: 1 | 2 | 3; row: RankRow | null }[] {
  return ([2, 1, 3] as const).map((step) => ({ step, row: list.find((row) => row.rank === step) ?? null }))
}

/**
 * /rank's top three on a podium, a real list (screen readers hear places 1 to 3 through the steps'
 * labels). A place nobody has reached this week is drawn as an open, dashed step: never a made-up player.
 */
export function RankPodium({
  list,
  number,
}: {
  list: readonly RankRow[]
  number: (value: number) => string
}) {
  const { t } = useTranslation()
  return (
    <ol className={styles.podium} data-testid="rank-podium" aria-label={t('activities.rank.podiumLabel')}>
      {podiumOrder(list).map(({ step, row }) =>
        row ? (
          <li
            key={step}
            className={`${styles.podiumPlace} ${styles[`podium${step}`] ?? ''}`}
            data-testid="podium-place"
            data-rank={step}
          >
            <Avatar avatar={row.avatar} size={step === 1 ? 56 : 44} label={row.nickname} />
            <span className={styles.rankName}>{row.nickname}</span>
            <span className={styles.podiumValue}>
              {t('activities.rank.exp', { exp: number(row.experience) })}
            </span>
            <span className={styles.podiumStep} aria-label={t('activities.rank.place', { rank: step })}>
              {step}
            </span>
          </li>
        ) : (
          <li
            key={step}
            className={`${styles.podiumPlace} ${styles.podiumOpen} ${styles[`podium${step}`] ?? ''}`}
            data-testid="podium-open"
            data-rank={step}
          >
            <span className={styles.podiumSeat} aria-hidden="true">
              ?
            </span>
            <span className={styles.rankName}>{t('activities.rank.openPlace')}</span>
            <span className={styles.podiumValue}>{t('activities.rank.openPlaceHint')}</span>
            <span className={styles.podiumStep} aria-label={t('activities.rank.place', { rank: step })}>
              {step}
            </span>
          </li>
        ),
      )}
    </ol>
  )
}
