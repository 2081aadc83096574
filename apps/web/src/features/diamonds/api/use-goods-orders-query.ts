import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { diamondKeys } from './use-diamond-shop-query.ts'

/** diamondGoodsExchangeOrderLog: the player's goods orders and where each is. */
export function useGoodsOrdersQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: diamondKeys.orders,
    staleTime: STALE.short,
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiCall('diamondGoodsExchangeOrderLog', pageParam === undefined ? {} : { before: pageParam }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}
