import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/** Under 'me': signing out clears it, and any claim's refresh of 'me' refreshes it. */
export const signInKeys = {
  status: [...meKeys.all, 'sign-in'] as const,
}

/** loginBonus3User: today's day of the cycle, the streak and each day's award. */
export function useSignInQuery() {
  const queryKey = useViewerKey(signInKeys.status)
  return useQuery({
    queryKey,
    staleTime: STALE.short,
    queryFn: () => apiCall('loginBonus3User', {}),
  })
}

/** loginBonus3UserReceive: today's sign-in; its awards go to the reward popup. */
export function useSignInMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('loginBonus3UserReceive', {}),
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
