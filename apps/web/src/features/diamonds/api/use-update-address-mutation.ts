import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { diamondKeys } from './use-diamond-shop-query.ts'

/** updateAddress: the delivery address goods orders go to. */
export function useUpdateAddressMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'updateAddress'>) => apiCall('updateAddress', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diamondKeys.shop }),
  })
}
