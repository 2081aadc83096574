import type { ReactNode } from 'react'
import { NavLink } from 'react-router'

import styles from './bottom-nav.module.css'

export interface BottomNavItem {
  to: string
  label: string
  icon: ReactNode
  /** Active only on exactly this path (the home tab), not on everything below it. */
  end?: boolean
  /** A red dot: something waits behind this tab. */
  dot?: boolean
}

/** The bottom navigation bar of the default layout. */
export function BottomNav({ items, label }: { items: readonly BottomNavItem[]; label: string }) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.nav} aria-label={label}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end ?? false}
            className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
          >
            <span className={styles.icon}>
              {item.icon}
              {item.dot && <span className={styles.dot} data-testid="nav-dot" aria-hidden="true" />}
            </span>
            <span>{item.label}</span>
          </NavLink>
        ))}
      </nav>
    </>
  )
}
