import type { AuthMode } from '@panalo/contract/enums'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../client.ts'

export function useSendCodeMutation() {
  return useMutation({
    mutationFn: (input: { phone: string; mode: AuthMode }) => apiCall('smsSend', input),
  })
}
