import styles from './loading-bar.module.css'

/**
 * A thin bar in the theme's primary colour while a page loads. It fades in only after the navigation
 * wait (100 ms, SPEC.md §9; see the CSS), so quick loads show nothing.
 */
export function LoadingBar({ active }: { active: boolean }) {
  return active ? (
    <div className={styles.bar} role="progressbar" aria-label="Loading" data-testid="loading-bar" />
  ) : null
}
