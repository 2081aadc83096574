import { JACKPOT } from '@panalo/contract/constants'
import { useEffect, useRef, useState } from 'react'

import { pesos } from '../../lib/format.ts'

/** A whole amount in [min, max], for display only. */
function pick(section: { min: number; max: number }): number {
  return section.min + Math.floor(Math.random() * (section.max - section.min + 1))
}

/**
 * A tier's running amount (SPEC.md §4, §9): a figure inside the tier's Section — what a win of it
 * can pay now, capped by its pool — re-drawn every 6 s and counted up or down to it over 2 s.
 */
export function RunningAmount({
  section,
  locale,
}: {
  section: { min: number; max: number }
  locale: string
}) {
  const [shown, setShown] = useState(() => pick(section))
  const shownRef = useRef(shown)
  const { min, max } = section

  useEffect(() => {
    let frame = 0
    const animateTo = (target: number) => {
      const from = shownRef.current
      const start = performance.now()
      cancelAnimationFrame(frame)
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / JACKPOT.figureAnimateMs)
        const value = Math.round(from + (target - from) * (1 - (1 - progress) ** 3))
        shownRef.current = value
        setShown(value)
        if (progress < 1) frame = requestAnimationFrame(step)
      }
      frame = requestAnimationFrame(step)
    }
    animateTo(pick({ min, max }))
    const timer = setInterval(() => animateTo(pick({ min, max })), JACKPOT.figureRerandomiseMs)
    return () => {
      clearInterval(timer)
      cancelAnimationFrame(frame)
    }
  }, [min, max])

  return <span data-testid="jackpot-running">{pesos(shown, locale)}</span>
}
