import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../client.ts'

/** SPEC.md §4: activities refresh at most once a second. */
const ACTIVITIES_STALE_MS = 1_000

/** getActivityIds: the live activities, in their order. */
export function useActivitiesQuery(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['activities'] as const,
    staleTime: ACTIVITIES_STALE_MS,
    queryFn: () => apiCall('getActivityIds', {}),
    enabled: options.enabled ?? true,
  })
}
