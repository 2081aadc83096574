import type { ReactNode } from 'react'

import { useTranslation } from '../i18n/i18n.ts'
import { BackIcon } from './icons.tsx'
import styles from './nav-bar.module.css'

export interface NavBarProps {
  title: ReactNode
  /** Omit on pages with nowhere to go back to. */
  onBack?: () => void
  /** The right-hand link of the route (e.g. the rule page). */
  right?: ReactNode
}

/** The top bar of an inner page: back, title, and an optional right-hand link. */
export function NavBar({ title, onBack, right }: NavBarProps) {
  const { t } = useTranslation()
  return (
    <header className={styles.bar}>
      {onBack ? (
        <button type="button" className={styles.back} onClick={onBack} aria-label={t('common.back')}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.right}>{right}</span>
    </header>
  )
}

export const navBarRightClass = styles.right
