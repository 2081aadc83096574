import { useEffect, useState } from 'react'

/** A box on screen, in viewport pixels. */
export interface Box {
  left: number
  top: number
  width: number
  height: number
}

/** Room kept around what a floating thing must not cover. */
const GAP_PX = 4
/** How far apart the heights tried are. */
const STEP_PX = 8

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width + GAP_PX &&
    b.left < a.left + a.width + GAP_PX &&
    a.top < b.top + b.height + GAP_PX &&
    b.top < a.top + a.height + GAP_PX
  )
}

/**
 * The top nearest to `preferred`, between `min` and `max`, at which a box of `width`×`height` at
 * `left` covers none of `obstacles`; null when every height does (issue 40 defect 1).
 */
export function freeTop(
  obstacles: readonly Box[],
  spot: { left: number; width: number; height: number; preferred: number; min: number; max: number },
): number | null {
  const { left, width, height, min, max } = spot
  if (max < min) return null
  const preferred = Math.max(min, Math.min(max, spot.preferred))
  const clear = (top: number) => !obstacles.some((box) => overlaps({ left, top, width, height }, box))
  for (let distance = 0; preferred - distance >= min || preferred + distance <= max; distance += STEP_PX) {
    if (preferred + distance <= max && clear(preferred + distance)) return preferred + distance
    if (distance > 0 && preferred - distance >= min && clear(preferred - distance))
      return preferred - distance
  }
  return null
}

/**
 * What a tap can hit (links, buttons, fields, tabs, anything with a role that takes a tap), and what
 * a page marks data-keep-clear (a balance, a status badge or label: decision 113): floating things
 * never rest over them.
 */
export const TAPPABLE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [data-keep-clear]'

/**
 * The boxes of every tappable thing on screen, except those inside `self` or matching `ignore` (a
 * floating thing another one may sit over).
 */
export function tappableBoxes(self: Element | null, ignore?: string): Box[] {
  const boxes: Box[] = []
  for (const element of document.querySelectorAll(TAPPABLE)) {
    if (self?.contains(element)) continue
    if (ignore && element.closest(ignore)) continue
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    if (rect.bottom < 0 || rect.top > window.innerHeight) continue
    boxes.push({ left: rect.left, top: rect.top, width: rect.width, height: rect.height })
  }
  return boxes
}

/**
 * A number that changes whenever what is on screen may have moved: the page's content changed, it
 * scrolled and came to rest, or the window was resized. Floating things look for a free spot again.
 */
export function useLayoutTick(quietMs = 250): number {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const bump = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setTick((value) => value + 1), quietMs)
    }
    const observer = new MutationObserver(bump)
    observer.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('scroll', bump, { passive: true })
    window.addEventListener('resize', bump)
    document.fonts?.ready.then(bump, () => undefined)
    bump()
    return () => {
      clearTimeout(timer)
      observer.disconnect()
      window.removeEventListener('scroll', bump)
      window.removeEventListener('resize', bump)
    }
  }, [quietMs])
  return tick
}
