import { EVENT_NAMES, VIEW_TRACK_THRESHOLD } from '@panalo/contract/constants'
import { useEffect, useRef } from 'react'

import { eventQueue } from './event-queue.ts'

/**
 * Fires one view event the first time the element is at least half visible (SPEC.md §9). Attach the
 * returned ref to the element.
 */
export function useViewTracking<Element extends HTMLElement>(interfaceId: string, from?: string) {
  const ref = useRef<Element>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VIEW_TRACK_THRESHOLD))
          return
        observer.disconnect()
        eventQueue.track({
          eventName: EVENT_NAMES.elementView,
          eventInterfaceId: interfaceId,
          eventPage: location.pathname,
          ...(from ? { eventFrom: from } : {}),
        })
      },
      { threshold: VIEW_TRACK_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [interfaceId, from])
  return ref
}

export function trackPageView(path: string): void {
  eventQueue.track({ eventName: EVENT_NAMES.pageView, eventPage: path.slice(0, 512) })
}
