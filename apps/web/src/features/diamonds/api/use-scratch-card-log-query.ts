import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { diamondKeys } from './use-diamond-shop-query.ts'

/** searchScratchCardAwardLog: the player's scratched cards and what each won. */
export function useScratchCardLogQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: diamondKeys.cardLog,
    staleTime: STALE.short,
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiCall('searchScratchCardAwardLog', pageParam === undefined ? {} : { before: pageParam }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}
