import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { diamondKeys } from './use-diamond-shop-query.ts'

/** diamondLog: every move of the player's diamonds, newest first, paged by journal id. */
export function useDiamondLogQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: diamondKeys.log,
    staleTime: STALE.short,
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => apiCall('diamondLog', pageParam === undefined ? {} : { before: pageParam }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}
