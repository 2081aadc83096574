import type { CallInput } from '@panalo/contract/call-map'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

export function useAccountRegisterMutation() {
  return useMutation({
    mutationFn: (input: CallInput<'accountRegist'>) => apiCall('accountRegist', input),
  })
}
