import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: { account: string; password: string }) => apiCall('accountLogin', input),
  })
}
