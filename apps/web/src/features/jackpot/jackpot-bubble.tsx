import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react'

import { useAwardFlagsQuery } from '../../api/queries/use-award-flags-query.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { useLeadingDebounce } from '../../lib/debounce.ts'
import { pesos } from '../../lib/format.ts'
import { freeTop, tappableBoxes, useLayoutTick } from '../../lib/free-spot.ts'
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
/** The tip shows this long when the bubble appears or its figure changes, then hides. */
const TIP_MS = 5_000
/** Room kept from the screen's top and bottom edges. */
const EDGE_PX = 8

/**
 * The jackpot bubble (SPEC.md §2), on the floating-bubble routes when jackpotBubbleVisible: drag it
 * anywhere on screen, and it comes to rest against the nearer side, where it stays on every page and
 * the next visit (bubble-position.ts); tap it for the jackpot modal. A red dot when a draw can be made
 * (canReceiveDrawChance of the award flags); a tip with what more deposit (needDeposit) or betting
 * (needTyping) earns the next draw, when above 0.
 *
 * At rest it never covers a button or a link (issue 40 defect 1): it sits at the nearest height of its
 * side that is clear of everything tappable on screen, else on the other side, else tucked past the
 * edge; it looks again whenever the page changes or comes to rest. While the page scrolls it tucks
 * most of itself past the edge and dims. The tip shows briefly, then only the bubble stays.
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
  const self = useRef<HTMLDivElement>(null)
  const tick = useLayoutTick()
  const [placed, setPlaced] = useState<{ x: number; y: number } | 'tucked'>(position)

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

  const figure =
    info && info.needDeposit > 0
      ? t('jackpot.bubbleDeposit', { amount: pesos(info.needDeposit, locale) })
      : info && info.needTyping > 0
        ? t('jackpot.bubbleTyping', { amount: pesos(info.needTyping, locale) })
        : null
  // The figure whose tip has had its time: a new figure shows again.
  const [tipDone, setTipDone] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setTipDone(figure), TIP_MS)
    return () => clearTimeout(timer)
  }, [figure])
  const tip = figure !== tipDone ? figure : null

  // At rest: the nearest clear height on its side, then on the other, else tucked at its side.
  useLayoutEffect(() => {
    if (dragging || tucked || !self.current) return
    const viewport = { width: window.innerWidth, height: window.innerHeight }
    const height = self.current.offsetHeight
    const obstacles = tappableBoxes(self.current)
    const side = sideOf(position.x, viewport, SIZE_PX)
    for (const candidate of [side, side === 'left' ? 'right' : 'left'] as const) {
      const x = restingBubblePosition(
        { x: candidate === side ? position.x : viewport.width - position.x - SIZE_PX, y: position.y },
        viewport,
        SIZE_PX,
      ).x
      const y = freeTop(obstacles, {
        left: x,
        width: SIZE_PX,
        height,
        preferred: position.y,
        min: EDGE_PX,
        max: viewport.height - height - EDGE_PX,
      })
      if (y !== null) {
        setPlaced((current) =>
          current !== 'tucked' && current.x === x && current.y === y ? current : { x, y },
        )
        return
      }
    }
    setPlaced('tucked')
  }, [tick, dragging, tucked, position, tip])

  const shown = dragging || placed === 'tucked' ? position : placed
  const onLeft = sideOf(shown.x, { width: window.innerWidth, height: window.innerHeight }, SIZE_PX) === 'left'
  const className = dragging
    ? styles.bubble
    : tucked || placed === 'tucked'
      ? `${styles.bubble} ${styles.resting} ${onLeft ? styles.tuckedLeft : styles.tuckedRight}`
      : `${styles.bubble} ${styles.resting}`
  return (
    <>
      <div
        ref={self}
        className={className}
        style={{ left: shown.x, top: shown.y }}
        data-testid="jackpot-bubble"
        data-floating="jackpot"
        data-tucked={tucked || placed === 'tucked' || undefined}
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
