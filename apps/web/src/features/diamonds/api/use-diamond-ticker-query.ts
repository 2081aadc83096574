import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'

const TICKER_REFRESH_MS = 30_000

/** appDiamondBonusTickersData: everyone's latest scratch wins and purchases, names masked. */
export function useDiamondTickerQuery() {
  return useQuery({
    queryKey: ['diamonds', 'ticker'] as const,
    staleTime: STALE.short,
    refetchInterval: TICKER_REFRESH_MS,
    queryFn: () => apiCall('appDiamondBonusTickersData', {}),
  })
}
