import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { TournamentPrize } from '@panalo/contract/calls/promotions'
import { Link } from 'react-router'

import { useSignedIn } from '../../api/queries/use-me-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { manilaTime, pesos } from '../../lib/format.ts'
import { loginPath, PATHS } from '../../lib/paths.ts'
import { AwardItems } from '../../ui/award-items.tsx'
import { Avatar } from '../../ui/avatar.tsx'
import styles from './promotions.module.css'
import { useSlotsTournamentQuery } from './api/use-promotions-query.ts'
import { WageringNote } from './promotion-parts.tsx'

/** The coins all the prizes pay together: each place's coins times its places. */
function poolOf(prizes: readonly TournamentPrize[]): number {
  return prizes.reduce(
    (sum, prize) =>
      sum +
      (prize.toRank - prize.fromRank + 1) *
        prize.award.reduce((coins, item) => coins + (item.id === AWARD_ITEM.coin ? item.count : 0), 0),
    0,
  )
}

/**
 * /activity/slotshack, the weekly slots tournament (decision 050): the pool, when it ends, the rules,
 * the prizes, the leaderboard of valid slots turnover with the player's own place, and last week's
 * winners. Prizes are paid by the slotshack-settle job on Monday.
 */
export function SlotsTournamentPage() {
  const { t, locale } = useTranslation()
  const signedIn = useSignedIn()
  const status = useSlotsTournamentQuery()
  if (!status.data) return <p className={styles.muted}>{t('promotions.loading')}</p>
  const { endsAt, minStake, prizes, list, me, lastWeek } = status.data
  const number = (value: number) => value.toLocaleString(locale)
  return (
    <div className={styles.page} data-testid="slots-tournament">
      <section className={styles.hero} data-testid="tournament-hero">
        <p className={styles.heroNote}>{t('promotions.tournament.pool')}</p>
        <p className={styles.heroFigure}>{pesos(poolOf(prizes), locale)}</p>
        <p className={styles.heroNote}>
          {t('promotions.tournament.endsIn', { time: manilaTime(endsAt, locale) })}
        </p>
      </section>
      {me ? (
        <section className={styles.rankRowPlain} data-testid="tournament-me">
          <span className={styles.rankPlace}>{me.rank === null ? '–' : `#${number(me.rank)}`}</span>
          <span className={styles.rankName}>
            {me.rank === null ? t('promotions.tournament.notYet') : t('promotions.tournament.yourPlace')}
          </span>
          {me.rank !== null && <span className={styles.rankValue}>{pesos(me.stake, locale)}</span>}
        </section>
      ) : (
        <Link className={styles.cta} to={loginPath({ redirect: PATHS.activitySlotshack })}>
          {t('promotions.tournament.loginToJoin')}
        </Link>
      )}
      <p className={styles.muted}>{t('promotions.tournament.explained', { min: pesos(minStake, locale) })}</p>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('promotions.tournament.prizes')}</h2>
        <table className={styles.table} data-testid="tournament-prizes">
          <thead>
            <tr>
              <th scope="col">{t('promotions.tournament.place')}</th>
              <th scope="col">{t('promotions.tournament.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => (
              <tr key={prize.fromRank}>
                <td>
                  {prize.fromRank === prize.toRank
                    ? `#${prize.fromRank}`
                    : t('promotions.tournament.places', { from: prize.fromRank, to: prize.toRank })}
                </td>
                <td>
                  <AwardItems items={prize.award} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <WageringNote wagering={status.data.wagering} awards={prizes.map((prize) => prize.award)} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('promotions.tournament.leaderboard')}</h2>
        {list.length === 0 ? (
          <p className={styles.muted}>{t('promotions.tournament.empty')}</p>
        ) : (
          <ol className={styles.ranks}>
            {list.map((row) => (
              <li
                key={`${row.rank}-${row.nickname}-${row.stake}`}
                className={styles.rankRow}
                data-testid="tournament-row"
              >
                <span className={styles.rankPlace}>{row.rank}</span>
                <Avatar avatar={row.avatar} size={32} label={row.nickname} />
                <span className={styles.rankName}>{row.nickname}</span>
                <span className={styles.rankValue}>{pesos(row.stake, locale)}</span>
              </li>
            ))}
          </ol>
        )}
        {signedIn && (
          <Link className={styles.cta} to={PATHS.gameSearch}>
            {t('promotions.tournament.playSlots')}
          </Link>
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('promotions.tournament.lastWeek')}</h2>
        {lastWeek.winners.length === 0 ? (
          <p className={styles.muted}>{t('promotions.tournament.noWinners')}</p>
        ) : (
          <ol className={styles.ranks}>
            {lastWeek.winners.map((row) => (
              <li
                key={`${row.rank}-${row.nickname}-${row.stake}`}
                className={styles.rankRow}
                data-testid="tournament-winner"
              >
                <span className={styles.rankPlace}>{row.rank}</span>
                <span className={styles.rankName}>{row.nickname}</span>
                <AwardItems items={row.award} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
