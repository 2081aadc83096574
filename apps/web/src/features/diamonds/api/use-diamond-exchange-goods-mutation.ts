import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** diamondExchangeGoods: orders goods to the saved address. */
export function useDiamondExchangeGoodsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'diamondExchangeGoods'>) => apiCall('diamondExchangeGoods', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
