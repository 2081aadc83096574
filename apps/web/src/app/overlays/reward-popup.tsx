import { useLayoutEffect, useRef } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { useOverlayQueue } from '../../lib/overlay-store.ts'
import { AwardItems, bonusCoinsText } from '../../ui/award-items.tsx'
import styles from './reward-popup.module.css'

/**
 * The reward popup (SPEC.md §2): the awards of the first claim in the queue, over the whole screen;
 * a tap anywhere (or Enter, Space, Escape) shows the next, until the queue is empty.
 *
 * A native <dialog> shown modally (decision 113): a claim made inside another modal (the jackpot's,
 * a bottom sheet) shows it above that modal, in the top layer, rather than under it.
 */
export function RewardPopup() {
  const { t, locale } = useTranslation()
  const first = useOverlayQueue((state) => state.queue[0])
  const entry = first?.kind === 'rewards' ? first : undefined
  const dismiss = useOverlayQueue((state) => state.dismiss)
  const dialog = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useLayoutEffect(() => {
    const element = dialog.current
    if (!entry || !element) return
    if (!element.open) element.showModal()
    button.current?.focus()
  }, [entry])

  if (!entry) return null
  return (
    <dialog
      ref={dialog}
      className={styles.backdrop}
      aria-labelledby="reward-popup-title"
      data-testid="reward-popup"
      onCancel={(event) => {
        // Escape: the next award, as a tap, rather than the browser closing the dialog.
        event.preventDefault()
        dismiss()
      }}
    >
      <button ref={button} type="button" className={styles.tapArea} onClick={dismiss}>
        <span className={styles.card}>
          <span className={styles.burst} aria-hidden="true" />
          <span id="reward-popup-title" className={styles.title}>
            {t('rewards.popupTitle')}
          </span>
          <AwardItems items={entry.items} large />
          {entry.heldCoins > 0 && (
            <span className={styles.held} data-testid="reward-popup-held">
              {t('rewards.heldCoins', { amount: bonusCoinsText(t, locale, entry.heldCoins) })}
            </span>
          )}
        </span>
        <span className={styles.tap}>{t('rewards.tapToContinue')}</span>
      </button>
    </dialog>
  )
}
