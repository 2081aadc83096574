import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { cashoutKeys } from './keys.ts'

/** walletBalances: where the player's money is. */
export function useWalletBalancesQuery() {
  return useQuery({
    queryKey: cashoutKeys.balances,
    staleTime: STALE.short,
    queryFn: () => apiCall('walletBalances', {}),
  })
}
