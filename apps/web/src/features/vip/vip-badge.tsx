import styles from './vip.module.css'

/** A level's badge in its showType colours (SPEC.md §3: showType 1–6). */
export function VipBadge({ level, showType, large }: { level: number; showType: number; large?: boolean }) {
  return (
    <span
      className={`${styles.badge} ${styles[`show${showType}`] ?? ''} ${large ? styles.badgeLarge : ''}`}
      data-testid="vip-badge"
      data-show-type={showType}
      data-keep-clear
    >
      VIP {level}
    </span>
  )
}
