import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { walletKeys } from '../../../api/queries/wallet-keys.ts'
import { STALE } from '../../../api/query-client.ts'

/** walletBalances: where the player's money is. */
export function useWalletBalancesQuery() {
  return useQuery({
    queryKey: walletKeys.balances,
    staleTime: STALE.short,
    queryFn: () => apiCall('walletBalances', {}),
  })
}
