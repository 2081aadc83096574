import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { ChevronRightIcon } from './icons.tsx'
import styles from './menu-list.module.css'

/** A settings-style list: rows with an icon, a label, an optional value and a chevron. */
export function MenuList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  )
}

/** A titled group of rows (the member page's Wallet, Rewards, Play, …). */
export function MenuSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}

interface RowParts {
  icon?: ReactNode
  label: ReactNode
  value?: ReactNode
  /** A red dot on the icon: something waits behind the row. */
  dot?: boolean | undefined
}

function RowContent({ icon, label, value, dot }: RowParts) {
  return (
    <>
      {icon && (
        <span className={styles.icon}>
          {icon}
          {dot && <span className={styles.dot} data-testid="menu-dot" aria-hidden="true" />}
        </span>
      )}
      <span className={styles.label}>{label}</span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
    </>
  )
}

/** A row that goes to another page. */
export function MenuLink({ to, ...parts }: RowParts & { to: string }) {
  return (
    <li>
      <Link className={styles.row} to={to}>
        <RowContent {...parts} />
        <ChevronRightIcon width={18} height={18} />
      </Link>
    </li>
  )
}

/** A row that leaves the app (a mail address, an outside page), in a new tab. */
export function MenuAnchor({ href, ...parts }: RowParts & { href: string }) {
  return (
    <li>
      <a className={styles.row} href={href} target="_blank" rel="noopener noreferrer">
        <RowContent {...parts} />
      </a>
    </li>
  )
}

/** A row that does something here. */
export function MenuButton({
  onClick,
  disabled,
  ...parts
}: RowParts & { onClick: () => void; disabled?: boolean }) {
  return (
    <li>
      <button type="button" className={styles.row} onClick={onClick} disabled={disabled}>
        <RowContent {...parts} />
      </button>
    </li>
  )
}

/** A row that only shows a value (or holds its own control). */
export function MenuItem({ children, ...parts }: RowParts & { children?: ReactNode }) {
  return (
    <li className={styles.row}>
      <RowContent {...parts} />
      {children}
    </li>
  )
}
