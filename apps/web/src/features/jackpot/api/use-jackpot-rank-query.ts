import { JACKPOT } from '@panalo/contract/constants'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { jackpotKeys } from './use-jackpot-info-query.ts'

/** getJackpotRank: every jackpot win, biggest first, 10 a page until allRank.pages; personRank with each. */
export function useJackpotRankQuery() {
  return useInfiniteQuery({
    queryKey: jackpotKeys.rank(),
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiCall('getJackpotRank', { pageNum: pageParam, pageSize: JACKPOT.rankPageSize }),
    getNextPageParam: (last, _pages, pageNum) => (pageNum < last.allRank.pages ? pageNum + 1 : undefined),
  })
}
