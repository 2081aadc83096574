import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { newRequestId } from '../../../lib/request-id.ts'

/** Under 'me': signing out clears it, and any claim's refresh of 'me' refreshes it. */
export const spinKeys = { info: [...meKeys.all, 'spin', 'info'] as const }

/** turntableInfo: the sectors and their odds, the spins left today, what earns the next. */
export function useSpinInfoQuery() {
  const queryKey = useViewerKey(spinKeys.info)
  return useQuery({ queryKey, staleTime: 1_000, queryFn: () => apiCall('turntableInfo', {}) })
}

/** turntableSpin with a new requestId; the caller refreshes 'me' once the wheel has stopped. */
export function useSpinMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('turntableSpin', { requestId: newRequestId() }),
    onError: () => queryClient.invalidateQueries({ queryKey: spinKeys.info }),
  })
}
