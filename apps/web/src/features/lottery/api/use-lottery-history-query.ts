import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { lotteryKeys } from './use-lottery-info-query.ts'

/** lotteryHistory: past draws with their numbers and seeds, newest first. */
export function useLotteryHistoryQuery() {
  return useInfiniteQuery({
    queryKey: lotteryKeys.history,
    staleTime: STALE.short,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiCall('lotteryHistory', pageParam === undefined ? {} : { before: pageParam }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}
