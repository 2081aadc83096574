/**
 * The home carousel's pace (decision 102): a slide stays 6 s, and a touch, a hover or a focus pauses
 * it; it moves on again 10 s after the player lets go. Pure, for the unit test.
 */
export const SLIDE_MS = 6_000
export const RESUME_AFTER_MS = 10_000

/** The slide after `index`, back to the first after the last. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count
}

export interface CarouselPace {
  /** When the current slide came into view. */
  shownAt: number
  /** While the player holds it (finger down, hover, focus): no advancing at all. */
  held: boolean
  /** When the player last let go (or 0). */
  releasedAt: number
}

/** Whether the carousel should move on at `now`. One slide, or reduced motion: never. */
export function shouldAdvance(
  pace: CarouselPace,
  now: number,
  count: number,
  reducedMotion: boolean,
): boolean {
  if (count < 2 || reducedMotion || pace.held) return false
  if (now - pace.releasedAt < RESUME_AFTER_MS) return false
  return now - pace.shownAt >= SLIDE_MS
}
