import { useEffect, useState } from 'react'

/**
 * Whether the page is scrolling: true from a scroll of the window until it has been still for
 * `quietMs`. Floating things (the jackpot bubble) step aside meanwhile, so that what they cover can
 * be scrolled out from under them.
 */
export function useScrolling(quietMs: number): boolean {
  const [scrolling, setScrolling] = useState(false)
  useEffect(() => {
    let quiet: ReturnType<typeof setTimeout> | undefined
    function handleScroll() {
      setScrolling(true)
      clearTimeout(quiet)
      quiet = setTimeout(() => setScrolling(false), quietMs)
    }
    window.addEventListener('scroll', handleScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', handleScroll)
      clearTimeout(quiet)
    }
  }, [quietMs])
  return scrolling
}
