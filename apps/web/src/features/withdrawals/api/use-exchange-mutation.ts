import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { walletKeys } from '../../../api/queries/wallet-keys.ts'
import { withdrawalKeys } from './keys.ts'

/** exchange: submits a withdrawal (the amount is held at once). */
export function useExchangeMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'exchange'>) => apiCall('exchange', input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all })
      void queryClient.invalidateQueries({ queryKey: walletKeys.all })
      void queryClient.invalidateQueries({ queryKey: meKeys.info })
    },
  })
}
