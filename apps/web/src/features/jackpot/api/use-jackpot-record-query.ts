import { JACKPOT } from '@panalo/contract/constants'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { jackpotKeys } from './use-jackpot-info-query.ts'

/** getPersonJackpotDrawAwardLog: the player's draws, newest first, 20 a page until the page count. */
export function useJackpotRecordQuery() {
  return useInfiniteQuery({
    queryKey: jackpotKeys.record(),
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiCall('getPersonJackpotDrawAwardLog', { pageNum: pageParam, pageSize: JACKPOT.recordPageSize }),
    getNextPageParam: (last, _pages, pageNum) => (pageNum < last.pages ? pageNum + 1 : undefined),
  })
}
