import { CLICK_DEBOUNCE_MS } from '@panalo/contract/constants'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Runs the first call at once and ignores repeats within the window (SPEC.md §5: clicks are debounced
 * at 300 ms), so a double tap never sends a request twice.
 */
export function useLeadingDebounce<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
  windowMs: number = CLICK_DEBOUNCE_MS,
): (...args: Args) => void {
  const lastRun = useRef(-Infinity)
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  return useCallback(
    (...args: Args) => {
      const now = performance.now()
      if (now - lastRun.current < windowMs) return
      lastRun.current = now
      latest.current?.(...args)
    },
    [windowMs],
  )
}

/** Calls `work` at most once per `intervalMs`; calls in between are dropped. */
export function throttle(
  work: () => void,
  intervalMs: number,
  now: () => number = () => performance.now(),
): () => void {
  let last = -Infinity
  return () => {
    const time = now()
    if (time - last < intervalMs) return
    last = time
    work()
  }
}

/** The value as it was `delayMs` ago without a change: typing in a search box settles into one query. */
export function useDebouncedValue<Value>(value: Value, delayMs: number = CLICK_DEBOUNCE_MS): Value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
