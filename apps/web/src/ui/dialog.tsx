import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'

import { useTranslation } from '../i18n/i18n.ts'
import styles from './dialog.module.css'
import { CloseIcon } from './icons.tsx'

export interface DialogProps {
  open: boolean
  /** Asked to close (close button, Escape, backdrop); omit for a dialog the player must answer. */
  onClose?: () => void
  title?: ReactNode
  /** Buttons in a row at the bottom. */
  actions?: ReactNode
  /** 'center' is a modal card; 'bottom' is a bottom sheet. */
  placement?: 'center' | 'bottom'
  children?: ReactNode
  'data-testid'?: string
}

/**
 * The one dialog primitive, a native <dialog> shown modally: focus is trapped and returned, the page
 * behind is inert. Bottom sheets are the same primitive placed at the bottom.
 */
export function Dialog({
  open,
  onClose,
  title,
  actions,
  placement = 'center',
  children,
  ...rest
}: DialogProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  // Before paint, as React runs effects after a tap: the dialog is modal (and focused) in the same
  // frame its panel first shows. Preact would otherwise run an effect a frame later.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // Start on the dialog itself rather than ringing its first link or button.
      dialog.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      className={`${styles.dialog} ${placement === 'bottom' ? styles.sheet : ''}`}
      aria-labelledby={title ? titleId : undefined}
      data-testid={rest['data-testid']}
      onCancel={(event) => {
        event.preventDefault()
        onClose?.()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onClose?.()
      }}
    >
      {open && (
        <div className={styles.panel}>
          {(title || onClose) && (
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {onClose && (
                <button
                  type="button"
                  className={styles.close}
                  onClick={onClose}
                  aria-label={t('common.close')}
                >
                  <CloseIcon />
                </button>
              )}
            </div>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  )
}
