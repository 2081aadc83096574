import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** diamondExchangeCoin: diamonds for bonus coins; the player's figures refresh either way. */
export function useDiamondExchangeCoinMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'diamondExchangeCoin'>) => apiCall('diamondExchangeCoin', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
