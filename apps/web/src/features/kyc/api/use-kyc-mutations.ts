import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { kycQuery } from '../../../api/queries/use-kyc-query.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** uploadKyc: one photo (base64), answered with its id for addKyc. */
export function useUploadKycMutation() {
  return useMutation({ mutationFn: (image: string) => apiCall('uploadKyc', { image }) })
}

/** addKyc: sends the documents; the answer is the new state. */
export function useAddKycMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'addKyc'>) => apiCall('addKyc', input),
    onSuccess: (status) => {
      queryClient.setQueryData(kycQuery.queryKey, status)
      void queryClient.invalidateQueries({ queryKey: meKeys.info })
    },
  })
}
