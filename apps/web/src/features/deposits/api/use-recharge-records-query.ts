import { RECHARGE_RECORDS_PAGE_SIZE, type DepositState } from '@panalo/contract/recharge-rules'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { rechargeKeys } from './use-recharge-trade-info-query.ts'

/** The player's deposits, newest first, a page at a time; `state` 'all' shows every state. */
export function useRechargeRecordsQuery(state: DepositState | 'all') {
  return useInfiniteQuery({
    queryKey: rechargeKeys.records(state),
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiCall('rechargeRecords', {
        pageNum: pageParam,
        pageSize: RECHARGE_RECORDS_PAGE_SIZE,
        ...(state === 'all' ? {} : { state }),
      }),
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
  })
}
