import styles from './lottery.module.css'

/** Ticket numbers as balls; the player's own stand out. */
export function DrawNumbers({
  numbers,
  mine = false,
  testId,
}: {
  numbers: readonly number[]
  mine?: boolean
  testId?: string
}) {
  return (
    <ul className={styles.balls} data-testid={testId}>
      {numbers.map((number, index) => (
        <li key={`${index}-${number}`} className={mine ? `${styles.ball} ${styles.ballMine}` : styles.ball}>
          {number}
        </li>
      ))}
    </ul>
  )
}
