import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { cashoutKeys } from './keys.ts'

/** addBankInfo: saves a receiving account for a bank that has none yet. */
export function useAddBankInfoMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'addBankInfo'>) => apiCall('addBankInfo', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashoutKeys.all }),
  })
}
