import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { lotteryKeys } from './use-lottery-info-query.ts'

/** lotteryRecord: the player's tickets and what each won, newest first. */
export function useLotteryRecordQuery() {
  return useInfiniteQuery({
    queryKey: lotteryKeys.record,
    staleTime: STALE.short,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiCall('lotteryRecord', pageParam === undefined ? {} : { before: pageParam }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}
