import type { ReactNode } from 'react'

import styles from './figure-card.module.css'

/** A card of money figures: the main one across the top in large type, the others two to a row. */
export function FigureCard({ label, children }: { label?: string | undefined; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={label}>
      {children}
    </section>
  )
}

/** One figure of a FigureCard; `testId` marks its value for the browser tests. */
export function Figure({
  label,
  value,
  main = false,
  testId,
}: {
  label: string
  value: ReactNode
  main?: boolean
  testId?: string | undefined
}) {
  return (
    <span className={main ? `${styles.figure} ${styles.main}` : styles.figure}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value} data-testid={testId} data-keep-clear>
        {value}
      </span>
    </span>
  )
}
