import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { walletKeys } from '../../../api/queries/wallet-keys.ts'
import { withdrawalKeys } from './keys.ts'

/** addBankInfo: saves a receiving account for a bank that has none yet. */
export function useAddBankInfoMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'addBankInfo'>) => apiCall('addBankInfo', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  })
}
