import type { ReactNode } from 'react'

import { AwardItems } from './award-items.tsx'
import styles from './goal-card.module.css'

/**
 * One goal a player works towards (a VIP task, a task of the task centre): what it asks and pays,
 * a progress bar with its figures, and an action; or, while locked, why.
 */
export function GoalCard({
  title,
  award,
  percent,
  figures,
  locked,
  action,
  state,
  testId,
}: {
  title: string
  award: readonly { id: number; count: number }[]
  /** 0–100. */
  percent: number
  figures: string
  /** Shown instead of the bar and the action: what opens the goal. */
  locked?: string | undefined
  action?: ReactNode
  state: string
  testId: string
}) {
  return (
    <div className={styles.goal} data-testid={testId} data-state={state}>
      <div className={styles.head}>
        <p className={styles.title}>{title}</p>
        <AwardItems items={award} />
      </div>
      {locked ? (
        <p className={styles.muted}>{locked}</p>
      ) : (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={title}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <div className={styles.foot}>
            <span className={styles.muted}>{figures}</span>
            {action}
          </div>
        </>
      )}
    </div>
  )
}
