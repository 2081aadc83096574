import type { CallInput } from '@panalo/contract/call-map'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

export function usePhoneRegisterMutation() {
  return useMutation({
    mutationFn: (input: CallInput<'accountRegist4'>) => apiCall('accountRegist4', input),
  })
}
