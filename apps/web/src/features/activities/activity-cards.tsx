import type { Activity } from '@panalo/contract/activity'

import { useTranslation } from '../../i18n/i18n.ts'
import styles from './activities.module.css'
import { useActivitiesQuery } from '../../api/queries/use-activities-query.ts'
import { useOpenActivity } from '../../lib/use-open-activity.ts'

/**
 * The live activities as cards: the art, the title and summary in the player's language; a tap opens
 * it. An activity with rules (decision 109) shows them under its card, opened by a tap on "Rules".
 */
export function ActivityCards() {
  const { t } = useTranslation()
  const activities = useActivitiesQuery()
  if (!activities.data) return <p className={styles.muted}>{t('activities.bonusCentre.loading')}</p>
  const list = activities.data.activityIds.flatMap((id) => activities.data.activityMap[String(id)] ?? [])
  if (list.length === 0) return <p className={styles.muted}>{t('activities.bonusCentre.noEvents')}</p>
  return (
    <ul className={styles.events}>
      {list.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} />
      ))}
    </ul>
  )
}

function ActivityCard({ activity }: { activity: Activity }) {
  const { locale, t } = useTranslation()
  const text = activity.texts[locale]
  const rules = activity.rules?.[locale].trim() ?? ''
  const open = useOpenActivity(activity)
  return (
    <li>
      <button
        type="button"
        className={styles.event}
        onClick={open}
        data-testid="activity-card"
        data-id={activity.id}
      >
        {activity.themeUrl && (
          <img className={styles.eventArt} src={activity.themeUrl} alt="" width={320} height={144} />
        )}
        <span className={styles.eventTitle}>{text.title}</span>
        <span className={styles.muted}>{text.summary}</span>
      </button>
      {rules !== '' && (
        <details className={styles.eventRules} data-testid="activity-rules">
          <summary>{t('activities.bonusCentre.rules')}</summary>
          <p>{rules}</p>
        </details>
      )}
    </li>
  )
}
