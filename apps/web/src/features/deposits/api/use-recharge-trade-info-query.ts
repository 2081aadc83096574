import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

export const rechargeKeys = {
  all: [...meKeys.all, 'recharge'] as const,
  tradeInfo: [...meKeys.all, 'recharge', 'tradeInfo'] as const,
  status: (orderId: string) => [...meKeys.all, 'recharge', 'status', orderId] as const,
  records: (state: string) => [...meKeys.all, 'recharge', 'records', state] as const,
}

export const rechargeTradeInfoQuery = queryOptions({
  queryKey: rechargeKeys.tradeInfo,
  staleTime: STALE.short,
  queryFn: () => apiCall('rechargeTradeInfo', {}),
})

/** The last channel used and the total deposited (SPEC.md §3 trade info). */
export function useRechargeTradeInfoQuery() {
  return useQuery(rechargeTradeInfoQuery)
}
