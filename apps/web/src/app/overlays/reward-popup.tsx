import { useEffect, useRef } from 'react'

import { useTranslation } from '../../i18n/i18n.ts'
import { useOverlayQueue } from '../../lib/overlay-store.ts'
import { AwardItems, bonusCoinsText } from '../../ui/award-items.tsx'
import styles from './reward-popup.module.css'

/**
 * The reward popup (SPEC.md §2): the awards of the first claim in the queue, over the whole screen;
 * a tap anywhere (or Enter, Space, Escape) shows the next, until the queue is empty.
 */
export function RewardPopup() {
  const { t, locale } = useTranslation()
  const first = useOverlayQueue((state) => state.queue[0])
  const entry = first?.kind === 'rewards' ? first : undefined
  const dismiss = useOverlayQueue((state) => state.dismiss)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (entry) button.current?.focus()
  }, [entry])

  useEffect(() => {
    if (!entry) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [entry, dismiss])

  if (!entry) return null
  return (
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-labelledby="reward-popup-title"
      data-testid="reward-popup"
    >
      <button ref={button} type="button" className={styles.tapArea} onClick={dismiss}>
        <span className={styles.card}>
          <span className={styles.burst} aria-hidden="true" />
          <span id="reward-popup-title" className={styles.title}>
            {t('rewards.popupTitle')}
          </span>
          <AwardItems items={entry.items} large />
          {entry.heldCoins > 0 && (
            <span className={styles.held}>
              {t('rewards.heldCoins', { amount: bonusCoinsText(t, locale, entry.heldCoins) })}
            </span>
          )}
        </span>
        <span className={styles.tap}>{t('rewards.tapToContinue')}</span>
      </button>
    </div>
  )
}
