import { ACTIVITY_REFRESH_MIN_INTERVAL_MS } from '@panalo/contract/constants'
import type { QueryClient } from '@tanstack/react-query'

import { throttle } from './debounce.ts'

/** Query keys of activity state start with this, so one invalidation refreshes them all. */
export const ACTIVITIES_QUERY_KEY = ['activities'] as const

/**
 * Refreshes activity state after start-up, on navigation and when the app comes back to the
 * foreground, at most once per second however often it is asked (SPEC.md §4).
 */
export function createActivityRefresh(queryClient: QueryClient): () => void {
  return throttle(
    () => void queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
    ACTIVITY_REFRESH_MIN_INTERVAL_MS,
  )
}
