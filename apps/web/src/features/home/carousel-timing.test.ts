import { describe, expect, it } from 'vitest'

import { nextSlide, RESUME_AFTER_MS, shouldAdvance, SLIDE_MS } from './carousel-timing.ts'

describe('the home carousel’s pace', () => {
  const free = { shownAt: 0, held: false, releasedAt: 0 }
  const later = RESUME_AFTER_MS + SLIDE_MS

  it('moves on after a slide has shown its time, and wraps to the first', () => {
    expect(shouldAdvance({ ...free, shownAt: later - SLIDE_MS + 1 }, later, 3, false)).toBe(false)
    expect(shouldAdvance({ ...free, shownAt: later - SLIDE_MS }, later, 3, false)).toBe(true)
    expect(nextSlide(0, 3)).toBe(1)
    expect(nextSlide(2, 3)).toBe(0)
    expect(nextSlide(0, 0)).toBe(0)
  })

  it('never moves while held, nor until a while after the player lets go', () => {
    expect(shouldAdvance({ ...free, held: true }, later, 3, false)).toBe(false)
    expect(shouldAdvance({ ...free, releasedAt: later - RESUME_AFTER_MS + 1 }, later, 3, false)).toBe(false)
    expect(shouldAdvance({ ...free, releasedAt: later - RESUME_AFTER_MS }, later, 3, false)).toBe(true)
  })

  it('never moves with one slide or when the player asks for reduced motion', () => {
    expect(shouldAdvance(free, later, 1, false)).toBe(false)
    expect(shouldAdvance(free, later, 3, true)).toBe(false)
  })
})
