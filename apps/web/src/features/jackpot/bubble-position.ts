/** Where the jackpot bubble sits (SPEC.md §2: draggable), in viewport pixels from the top left. */
export interface BubblePosition {
  x: number
  y: number
}

export interface Viewport {
  width: number
  height: number
}

/** The app's column (--column-width), centred on wider screens. */
const COLUMN_PX = 480
/** Room kept between the bubble and the column's side. */
const SIDE_MARGIN_PX = 12

type Side = 'left' | 'right'

function column(viewport: Viewport) {
  const width = Math.min(viewport.width, COLUMN_PX)
  return { left: (viewport.width - width) / 2, width }
}

/** The side of the column the bubble's centre is on. */
export function sideOf(x: number, viewport: Viewport, size: number): Side {
  const { left, width } = column(viewport)
  return x + size / 2 < left + width / 2 ? 'left' : 'right'
}

/** The bubble's x against a side of the column. */
function xOnSide(side: Side, viewport: Viewport, size: number): number {
  const { left, width } = column(viewport)
  return side === 'left' ? left + SIDE_MARGIN_PX : left + width - size - SIDE_MARGIN_PX
}

/** Before the player moves it: the column's right side, above the bar and the chat launcher. */
export function defaultBubblePosition(viewport: Viewport, size: number): BubblePosition {
  return { x: xOnSide('right', viewport, size), y: Math.max(0, viewport.height - size - 200) }
}

/**
 * Where the bubble comes to rest when a drag ends: against the nearer side of the column, at the
 * height it was let go (inside the screen), so it never rests over the middle of a page.
 */
export function restingBubblePosition(at: BubblePosition, viewport: Viewport, size: number): BubblePosition {
  return {
    x: xOnSide(sideOf(at.x, viewport, size), viewport, size),
    y: Math.max(0, Math.min(viewport.height - size, at.y)),
  }
}

/**
 * The position the player left it at, kept between pages and visits: the side and the height as a
 * share of the screen, so a rotated or resized screen puts it at the same side, at the same place.
 */
export function storedBubbleSpot(position: BubblePosition, viewport: Viewport, size: number) {
  return {
    side: sideOf(position.x, viewport, size),
    top: viewport.height > size ? position.y / (viewport.height - size) : 0,
  }
}

/** The stored spot back as a position on this screen; undefined for nothing or something unreadable. */
export function positionFromSpot(
  spot: unknown,
  viewport: Viewport,
  size: number,
): BubblePosition | undefined {
  if (typeof spot !== 'object' || spot === null) return undefined
  const { side, top } = spot as { side?: unknown; top?: unknown }
  if ((side !== 'left' && side !== 'right') || typeof top !== 'number' || !Number.isFinite(top))
    return undefined
  const share = Math.max(0, Math.min(1, top))
  return { x: xOnSide(side, viewport, size), y: share * Math.max(0, viewport.height - size) }
}
