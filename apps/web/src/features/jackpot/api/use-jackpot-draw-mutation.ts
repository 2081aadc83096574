import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { newRequestId } from '../../../lib/request-id.ts'
import { jackpotKeys } from './use-jackpot-info-query.ts'

/**
 * A draw: receives the waiting chances first when none is held (canReceiveDrawChance covers both),
 * then jackpotDraw with a new requestId. The info, record and rank refresh once the animation is
 * over (the caller invalidates), so the figures do not jump while the highlight runs.
 */
export function useJackpotDrawMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ receiveFirst }: { receiveFirst: boolean }) => {
      if (receiveFirst) await apiCall('receiveDrawChance', {})
      return apiCall('jackpotDraw', { requestId: newRequestId() })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: jackpotKeys.info() }),
  })
}
