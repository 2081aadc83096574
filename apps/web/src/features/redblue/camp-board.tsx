import { CAMPS, type Camp } from '@panalo/contract/calls/redblue'

import { useTranslation } from '../../i18n/i18n.ts'
import { pesos } from '../../lib/format.ts'
import { redShare } from './camp-share.ts'
import styles from './redblue.module.css'

/** Both camps' live scores face to face, with a bar of their shares and who is ahead. */
export function CampBoard({
  scores,
  members,
  mine,
}: {
  scores: Record<Camp, number>
  members: Record<Camp, number>
  mine: Camp | null
}) {
  const { t, locale } = useTranslation()
  const leader = scores.red === scores.blue ? null : scores.red > scores.blue ? 'red' : 'blue'
  return (
    <section className={styles.board} data-testid="redblue-board">
      <div className={styles.camps}>
        {CAMPS.map((camp) => (
          <div
            key={camp}
            className={`${styles.camp} ${styles[camp]}`}
            data-testid={`redblue-camp-${camp}`}
            data-mine={mine === camp ? 'yes' : 'no'}
          >
            <span className={styles.campName}>
              {t(`redBlue.campTeam.${camp}`)}
              {mine === camp && <span className={styles.youTag}>{t('redBlue.yourCamp')}</span>}
            </span>
            <span className={styles.campScore} data-testid={`redblue-score-${camp}`}>
              {pesos(scores[camp], locale)}
            </span>
            <span className={styles.campNote}>
              {t('redBlue.members', { count: members[camp] })}
              {leader === camp ? ` · ${t('redBlue.ahead')}` : ''}
            </span>
          </div>
        ))}
        <span className={styles.versus} aria-hidden="true">
          VS
        </span>
      </div>
      <div
        className={styles.bar}
        role="img"
        aria-label={leader === null ? t('redBlue.level') : t(`redBlue.campTeam.${leader}`)}
      >
        <span className={styles.barRed} style={{ width: `${redShare(scores)}%` }} />
      </div>
    </section>
  )
}
