import type { ReactNode } from 'react'

import styles from './record-row.module.css'

type DataAttributes = { [name: `data-${string}`]: string | undefined }

/**
 * One entry of a record list (withdrawals, coin movements): its title and amount on the first line,
 * then the children (RecordMeta lines, a state badge). `tone` colours the amount as money in or out.
 */
export function RecordRow({
  title,
  amount,
  tone,
  children,
  ...data
}: {
  title: ReactNode
  amount: ReactNode
  tone?: 'plus' | 'minus' | undefined
  children?: ReactNode
} & DataAttributes) {
  return (
    <div className={styles.row} {...data}>
      <span className={styles.title}>{title}</span>
      <span className={tone ? `${styles.amount} ${styles[tone]}` : styles.amount}>{amount}</span>
      {children}
    </div>
  )
}

/** A small muted line of a RecordRow: a time, a fee, the balance after. */
export function RecordMeta({ children }: { children: ReactNode }) {
  return <span className={styles.meta}>{children}</span>
}
