import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** scratchCardLottery: scratches a card, granting its prize and showing its seed. */
export function useScratchCardLotteryMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'scratchCardLottery'>) => apiCall('scratchCardLottery', input),
    // Not awaited: the page shows the answer at once, and the balances follow.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: meKeys.all })
    },
  })
}
