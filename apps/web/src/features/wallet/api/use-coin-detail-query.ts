import type { CoinDetailType } from '@panalo/contract/calls/wallet'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { walletKeys } from '../../../api/queries/wallet-keys.ts'
import { STALE } from '../../../api/query-client.ts'

export interface CoinDetailFilter {
  type?: CoinDetailType | undefined
  from?: string | undefined
  to?: string | undefined
}

/** appUserCoinDetail: every coin movement, newest first, paged by journal id. */
export function useCoinDetailQuery(filter: CoinDetailFilter) {
  return useInfiniteQuery({
    queryKey: walletKeys.coinDetail(filter),
    staleTime: STALE.short,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiCall('appUserCoinDetail', {
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
        ...(pageParam === undefined ? {} : { before: pageParam }),
      }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}
