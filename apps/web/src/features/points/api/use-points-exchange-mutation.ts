import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/**
 * pointsExchange: points for bonus coins. The page shows the reward popup once its confirm sheet has
 * closed; the player's figures, points and log refresh either way.
 */
export function usePointsExchangeMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'pointsExchange'>) => apiCall('pointsExchange', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
