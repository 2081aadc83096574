import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** diamondExchangeScratchcard: buys a card whose outcome is drawn now from the committed seed. */
export function useDiamondExchangeScratchcardMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'diamondExchangeScratchcard'>) =>
      apiCall('diamondExchangeScratchcard', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
