import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { walletKeys } from '../../../api/queries/wallet-keys.ts'
import { withdrawalKeys } from './keys.ts'

/** modifyBankInfo: changes a receiving account (needs a fresh proof). */
export function useModifyBankInfoMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'modifyBankInfo'>) => apiCall('modifyBankInfo', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  })
}
