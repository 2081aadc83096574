import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/** Under 'me': signing out clears it, and any claim's refresh of 'me' refreshes it. */
export const taskKeys = {
  list: [...meKeys.all, 'tasks'] as const,
}

/** getTaskUser: every task with the player's progress. */
export function useTasksQuery() {
  const queryKey = useViewerKey(taskKeys.list)
  return useQuery({
    queryKey,
    staleTime: STALE.short,
    queryFn: () => apiCall('getTaskUser', {}),
  })
}

/** receiveTaskAward: one task's award, to the reward popup. */
export function useTaskClaimMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiCall('receiveTaskAward', { id }),
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}

/** finishTask: a visit task's page was opened. */
export function useFinishTaskMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiCall('finishTask', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.list }),
  })
}
