import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { pointsKeys } from './use-points-info-query.ts'

/** pointsLog: every move of the player's points, newest first, paged by journal id. */
export function usePointsLogQuery() {
  return useInfiniteQuery({
    queryKey: pointsKeys.log,
    staleTime: STALE.short,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => apiCall('pointsLog', pageParam === undefined ? {} : { before: pageParam }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}
