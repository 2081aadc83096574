import type { ComponentType } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { PATHS } from '../../lib/paths.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import styles from './activities.module.css'
import { useActivitiesQuery } from '../../api/queries/use-activities-query.ts'

/**
 * An event's page while its activity is not live (decision 097): the operator paused it, or its
 * window has not begun or has ended. The live list is the same read as the events list, so the page
 * and the list always agree; the server refuses the event's claims meanwhile.
 */
function ActivityGate({ id, children }: { id: number; children: React.ReactNode }) {
  const { t } = useTranslation()
  const activities = useActivitiesQuery()
  if (!activities.data) return activities.isError ? children : null
  if (activities.data.activityIds.includes(id)) return children
  return (
    <div className={styles.page}>
      <EmptyState
        picture="trophy"
        line={t('activities.bonusCentre.paused')}
        action={{ label: t('activities.bonusCentre.otherEvents'), to: PATHS.bonusEvent }}
        testId="activity-paused"
      />
    </div>
  )
}

/** A route's page shown only while its activity is live. */
export function gatedByActivity(Page: ComponentType, id: number): ComponentType {
  function GatedPage() {
    return (
      <ActivityGate id={id}>
        <Page />
      </ActivityGate>
    )
  }
  GatedPage.displayName = `Gated(${Page.displayName ?? Page.name})`
  return GatedPage
}
