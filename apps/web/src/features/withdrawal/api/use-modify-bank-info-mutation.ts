import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { cashoutKeys } from './keys.ts'

/** modifyBankInfo: changes a receiving account (needs a fresh proof). */
export function useModifyBankInfoMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'modifyBankInfo'>) => apiCall('modifyBankInfo', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashoutKeys.all }),
  })
}
