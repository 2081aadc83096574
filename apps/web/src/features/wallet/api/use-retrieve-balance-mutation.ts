import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { walletKeys } from '../../../api/queries/wallet-keys.ts'

/** retrieveBalance: pulls provider balances back into the main wallet. */
export function useRetrieveBalanceMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (requestId: string) => apiCall('retrieveBalance', { requestId }),
    onSuccess: (balances) => {
      queryClient.setQueryData(walletKeys.balances, balances)
      void queryClient.invalidateQueries({ queryKey: meKeys.info })
    },
  })
}
