import styles from './activities.module.css'
import { ActivityCards } from './activity-cards.tsx'

/** /bonus/event: the live activities, as the bonus centre lists them. */
export function BonusEventPage() {
  return (
    <div className={styles.page} data-testid="bonus-event">
      <ActivityCards />
    </div>
  )
}
