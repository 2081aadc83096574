import { lazy, Suspense, useRef, useState, type PointerEvent } from 'react'

import { useAwardFlagsQuery } from '../../api/queries/use-award-flags-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { useLeadingDebounce } from '../../lib/debounce.ts'
import { pesos } from '../../lib/format.ts'
import { readStoredJson, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts'
import { useScrolling } from '../../lib/use-scrolling.ts'
import { useJackpotInfoQuery } from './api/use-jackpot-info-query.ts'
import {
  defaultBubblePosition,
  positionFromSpot,
  restingBubblePosition,
  sideOf,
  storedBubbleSpot,
} from './bubble-position.ts'
import styles from './jackpot-bubble.module.css'

const JackpotModal = lazy(async () => ({ default: (await import('./jackpot-modal.tsx')).JackpotModal }))

/** Moves under this many pixels are a tap, not a drag. */
const DRAG_SLOP_PX = 6
const SIZE_PX = 64
/** How long the page must be still before a tucked bubble comes back. */
const TUCK_QUIET_MS = 900

/**
 * The jackpot bubble (SPEC.md §2), on the floating-bubble routes when jackpotBubbleVisible: drag it
 * anywhere on screen, and it comes to rest against the nearer side, where it stays on every page and
 * the next visit (bubble-position.ts); tap it for the jackpot modal. A red dot when a draw can be made
 * (canReceiveDrawChance of the award flags); a tip with what more deposit (needDeposit) or betting
 * (needTyping) earns the next draw, when above 0.
 *
 * Resting against a side, it covers what pages put there (Claim and Go buttons are right-aligned), so
 * while the page scrolls it tucks most of itself past that edge and dims, and comes back once the
 * page is still: scrolling a little always uncovers what is under it.
 */
export function JackpotBubble() {
  const { t, locale } = useTranslation()
  const dot = useAwardFlagsQuery().data?.canReceiveDrawChance === true
  const info = useJackpotInfoQuery().data
  const [open, setOpen] = useState(false)
  const [position, setPosition] = useState(() => {
    const viewport = { width: window.innerWidth, height: window.innerHeight }
    return (
      positionFromSpot(readStoredJson(STORAGE_KEYS.jackpotBubble), viewport, SIZE_PX) ??
      defaultBubblePosition(viewport, SIZE_PX)
    )
  })
  const [dragging, setDragging] = useState(false)
  const tucked = useScrolling(TUCK_QUIET_MS) && !dragging
  const drag = useRef<{ startX: number; startY: number; x: number; y: number; moved: boolean } | null>(null)
  const handleOpen = useLeadingDebounce(() => setOpen(true))

  function handlePointerDown(event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startY: event.clientY, ...position, moved: false }
  }
  function handlePointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current
    if (!current) return
    const dx = event.clientX - current.startX
    const dy = event.clientY - current.startY
    if (!current.moved && Math.hypot(dx, dy) < DRAG_SLOP_PX) return
    if (!current.moved) setDragging(true)
    current.moved = true
    setPosition({
      x: Math.max(0, Math.min(window.innerWidth - SIZE_PX, current.x + dx)),
      y: Math.max(0, Math.min(window.innerHeight - SIZE_PX, current.y + dy)),
    })
  }
  function handlePointerUp() {
    const moved = drag.current?.moved ?? false
    drag.current = null
    setDragging(false)
    if (!moved) {
      handleOpen()
      return
    }
    const viewport = { width: window.innerWidth, height: window.innerHeight }
    const resting = restingBubblePosition(position, viewport, SIZE_PX)
    setPosition(resting)
    writeStorage(STORAGE_KEYS.jackpotBubble, JSON.stringify(storedBubbleSpot(resting, viewport, SIZE_PX)))
  }

  const tip =
    info && info.needDeposit > 0
      ? t('jackpot.bubbleDeposit', { amount: pesos(info.needDeposit, locale) })
      : info && info.needTyping > 0
        ? t('jackpot.bubbleTyping', { amount: pesos(info.needTyping, locale) })
        : null
  const onLeft =
    sideOf(position.x, { width: window.innerWidth, height: window.innerHeight }, SIZE_PX) === 'left'
  const className = dragging
    ? styles.bubble
    : tucked
      ? `${styles.bubble} ${styles.resting} ${onLeft ? styles.tuckedLeft : styles.tuckedRight}`
      : `${styles.bubble} ${styles.resting}`
  return (
    <>
      <div
        className={className}
        style={{ left: position.x, top: position.y }}
        data-testid="jackpot-bubble"
        data-tucked={tucked || undefined}
      >
        <button
          type="button"
          className={styles.button}
          aria-label={t('jackpot.open')}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') handleOpen()
          }}
        >
          <span className={styles.label}>JACKPOT</span>
          {dot && <span className={styles.dot} data-testid="jackpot-bubble-dot" />}
        </button>
        {tip && (
          <span
            className={styles.tip}
            style={{ alignSelf: onLeft ? 'flex-start' : 'flex-end' }}
            data-testid="jackpot-bubble-tip"
          >
            {tip}
          </span>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <JackpotModal open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
