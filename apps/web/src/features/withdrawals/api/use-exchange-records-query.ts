import type { WithdrawalState } from '@panalo/contract/calls/withdrawals'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { withdrawalKeys } from './keys.ts'

/** exchangeRecords: the player's withdrawals, 20 a page, optionally of one state. */
export function useExchangeRecordsQuery(state: WithdrawalState | 'all') {
  return useInfiniteQuery({
    queryKey: withdrawalKeys.records(state),
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiCall('exchangeRecords', { page: pageParam, ...(state === 'all' ? {} : { state }) }),
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  })
}
