import { Link } from 'react-router'

import { useMeQuery } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime } from '../../lib/format.ts'
import { PATHS } from '../../lib/paths.ts'
import { Avatar } from '../../ui/avatar.tsx'
import styles from './activities.module.css'
import { useRankQuery } from './api/use-rank-query.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { RankPodium } from './rank-podium.tsx'

/**
 * /rank (auth-activity; decision 034): this Manila week's leaderboard of VIP experience, names masked,
 * with the player's own row. Taking part needs a bound mobile number, one person per place.
 */
export function RankPage() {
  const { t, locale } = useTranslation()
  const me = useMeQuery().data
  const bound = Boolean(me?.mobile)
  const rank = useRankQuery({ enabled: bound })
  if (me && !bound)
    return (
      <div className={styles.page} data-testid="rank-bind">
        <p>{t('activities.rank.bindFirst')}</p>
        <Link className={styles.cta} to={PATHS.authBind}>
          {t('activities.rank.bind')}
        </Link>
      </div>
    )
  if (!rank.data) return <p className={styles.muted}>{t('activities.rank.loading')}</p>
  const { list, me: own, week } = rank.data
  const number = (value: number) => value.toLocaleString(locale)
  return (
    <div className={styles.page} data-testid="rank-page">
      <section className={styles.hero} data-testid="rank-me">
        <p className={styles.heroNote}>{t('activities.rank.yourPlace')}</p>
        <p className={styles.heroFigure}>
          {own.rank === null ? t('activities.rank.notYet') : `#${number(own.rank)}`}
        </p>
        <p className={styles.heroNote}>
          {t('activities.rank.yourExperience', { exp: number(own.experience) })}
        </p>
      </section>
      <p className={styles.muted}>
        {t('activities.rank.explained', { since: manilaTime(`${week}T00:00:00+08:00`, locale) })}
      </p>
      {list.length === 0 ? (
        <EmptyState
          picture="trophy"
          line={t('activities.rank.empty')}
          action={{ label: t('activities.rank.playToRank'), to: PATHS.index }}
        />
      ) : (
        <>
          <RankPodium list={list} number={number} />
          {list.length < 3 ? (
            <p className={styles.muted} data-testid="rank-few">
              {/* Chosen by hand, not by plural rules: fil-PH's "one" form also covers 2. */}
              {t(list.length === 1 ? 'activities.rank.fewPlayersOne' : 'activities.rank.fewPlayersTwo')}
            </p>
          ) : (
            <ol className={styles.ranks} start={4}>
              {list
                .filter((row) => row.rank > 3)
                .map((row) => (
                  <li
                    key={`${row.rank}-${row.nickname}-${row.experience}`}
                    className={styles.rankRow}
                    data-testid="rank-row"
                  >
                    <span className={styles.rankPlace}>{row.rank}</span>
                    <Avatar avatar={row.avatar} size={32} label={row.nickname} />
                    <span className={styles.rankName}>{row.nickname}</span>
                    <span className={styles.rankValue}>
                      {t('activities.rank.exp', { exp: number(row.experience) })}
                    </span>
                  </li>
                ))}
            </ol>
          )}
        </>
      )}
    </div>
  )
}
