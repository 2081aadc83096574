import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { withdrawalKeys } from './keys.ts'

/** getExchange: what can be withdrawn now, limits, fees, banks and saved accounts. */
export function useExchangeInfoQuery() {
  return useQuery({
    queryKey: withdrawalKeys.exchange,
    staleTime: STALE.short,
    queryFn: () => apiCall('getExchange', {}),
  })
}
