import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { selfLimitInfoQuery } from './use-self-limit-info-query.ts'

/** Sets, lowers, raises or removes one limit; the answer is the limits after the change. */
export function useSelfLimitSetMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'selfLimitSet'>) => apiCall('selfLimitSet', input),
    onSuccess: (info) => queryClient.setQueryData(selfLimitInfoQuery.queryKey, info),
  })
}
