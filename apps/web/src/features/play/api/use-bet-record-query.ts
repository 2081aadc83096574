import type { GameTypeCode } from '@panalo/contract/enums'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'

const PAGE_SIZE = 20

/** The player's rounds, newest first, page after page. */
export function useBetRecordQuery(filter: { gameType?: GameTypeCode | undefined; from: string; to: string }) {
  return useInfiniteQuery({
    queryKey: ['betRecord', filter.gameType ?? 'all', filter.from, filter.to],
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiCall('betRecord', {
        page: pageParam,
        pageSize: PAGE_SIZE,
        from: filter.from,
        to: filter.to,
        ...(filter.gameType ? { gameType: filter.gameType } : {}),
      }),
    getNextPageParam: (last, _pages, page) => (last.hasMore ? page + 1 : undefined),
  })
}
