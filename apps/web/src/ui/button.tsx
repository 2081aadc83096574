import type { ButtonHTMLAttributes, ReactNode } from 'react'

import { useLeadingDebounce } from '../lib/debounce.ts'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant
  size?: 'md' | 'sm'
  block?: boolean
  loading?: boolean
  icon?: ReactNode
  onClick?: () => void
}

/** The app's button: clicks are debounced at 300 ms and it is disabled while its action runs. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  icon,
  onClick,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const handleClick = useLeadingDebounce(onClick)
  const classes = [
    styles.button,
    styles[variant],
    size === 'sm' && styles.small,
    block && styles.block,
    className,
  ]
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick ? () => handleClick() : undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden /> : icon}
      {children}
    </button>
  )
}
