import type { ReactNode } from 'react'
import { Link } from 'react-router'

import styles from './empty-state.module.css'

export type EmptyPicture = 'mail' | 'ticket' | 'coins' | 'trophy' | 'wallet' | 'draws'

/** A soft disc behind every picture, in the theme's colours. */
function Backdrop() {
  return (
    <>
      <circle cx="60" cy="60" r="52" fill="var(--color-surface-alt)" />
      <circle cx="60" cy="60" r="52" fill="none" stroke="var(--color-border)" strokeWidth="2" />
      <path
        d="M22 30l3 3m0-3-3 3M96 22l2 2m0-2-2 2M98 92l3 3m0-3-3 3"
        stroke="var(--color-primary)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  )
}

/** Our own drawings, 120×120, coloured from the theme tokens so every theme keeps them in tone. */
const PICTURES: Record<EmptyPicture, ReactNode> = {
  mail: (
    <>
      <rect x="28" y="40" width="64" height="44" rx="8" fill="var(--color-primary)" />
      <path
        d="M30 44l30 22 30-22"
        fill="none"
        stroke="var(--color-on-primary)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="88" cy="40" r="9" fill="var(--color-secondary)" />
      <path d="M88 36v5m0 3v.5" stroke="var(--color-on-secondary)" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  ticket: (
    <>
      <path
        d="M26 44a6 6 0 0 1 6-6h56a6 6 0 0 1 6 6v8a8 8 0 0 0 0 16v8a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6v-8a8 8 0 0 0 0-16z"
        fill="var(--color-primary)"
      />
      <path d="M72 40v40" stroke="var(--color-on-primary)" strokeWidth="3" strokeDasharray="4 5" />
      <circle cx="44" cy="60" r="5" fill="var(--color-secondary)" />
      <circle cx="58" cy="60" r="5" fill="var(--color-accent)" />
      <circle cx="84" cy="60" r="6" fill="var(--color-on-primary)" opacity="0.25" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="60" cy="80" rx="26" ry="8" fill="var(--color-warning)" />
      <rect x="34" y="66" width="52" height="14" fill="var(--color-warning)" />
      <ellipse cx="60" cy="66" rx="26" ry="8" fill="var(--color-primary)" />
      <ellipse cx="60" cy="52" rx="26" ry="8" fill="var(--color-warning)" />
      <rect x="34" y="38" width="52" height="14" fill="var(--color-warning)" />
      <ellipse cx="60" cy="38" rx="26" ry="8" fill="var(--color-primary)" />
      <path d="M56 34h8m-8 4h8" stroke="var(--color-on-primary)" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  trophy: (
    <>
      <path d="M42 30h36v18a18 18 0 0 1-36 0z" fill="var(--color-primary)" />
      <path
        d="M42 36H32a10 10 0 0 0 12 14M78 36h10a10 10 0 0 1-12 14"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="4"
      />
      <rect x="54" y="64" width="12" height="12" fill="var(--color-warning)" />
      <rect x="44" y="76" width="32" height="10" rx="3" fill="var(--color-secondary)" />
      <path
        d="M60 38l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6-4.5-4 6-1z"
        fill="var(--color-on-primary)"
        opacity="0.35"
      />
    </>
  ),
  wallet: (
    <>
      <rect x="26" y="38" width="68" height="48" rx="8" fill="var(--color-secondary)" />
      <path d="M32 38l40-12 6 12" fill="var(--color-primary)" />
      <rect x="70" y="54" width="26" height="16" rx="5" fill="var(--color-primary)" />
      <circle cx="79" cy="62" r="3" fill="var(--color-on-primary)" />
    </>
  ),
  draws: (
    <>
      <circle cx="60" cy="58" r="28" fill="var(--color-primary)" />
      <circle cx="60" cy="58" r="19" fill="var(--color-surface)" />
      <text
        x="60"
        y="66"
        textAnchor="middle"
        fontSize="22"
        fontWeight="800"
        fill="var(--color-primary)"
        fontFamily="var(--font-family)"
      >
        7
      </text>
      <rect x="50" y="86" width="20" height="8" rx="3" fill="var(--color-secondary)" />
    </>
  ),
}

export interface EmptyStateProps {
  picture: EmptyPicture
  /** One line: what would be here. */
  line: string
  /** The action that fills it: "Buy a ticket", "Play to earn rebate". */
  action?: { label: string; to: string } | undefined
  testId?: string
}

/** What a list or page shows when it has nothing yet: a picture, one line, the action that fills it. */
export function EmptyState({ picture, line, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <svg
        className={styles.picture}
        viewBox="0 0 120 120"
        width="120"
        height="120"
        aria-hidden="true"
        focusable="false"
      >
        <Backdrop />
        {PICTURES[picture]}
      </svg>
      <p className={styles.line}>{line}</p>
      {action && (
        <Link className={styles.action} to={action.to} data-testid="empty-state-action">
          {action.label}
        </Link>
      )}
    </div>
  )
}
