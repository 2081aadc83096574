import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/** Under 'me': signing out clears them, and any claim's refresh of 'me' refreshes them. */
export const agentKeys = {
  overview: [...meKeys.all, 'agent'] as const,
  log: [...meKeys.all, 'agent', 'log'] as const,
}

const LOG_PAGE_SIZE = 20

/** appAgent5User: the invite code, the team, the commission and the invites to claim. */
export function useAgentQuery() {
  const queryKey = useViewerKey(agentKeys.overview)
  return useQuery({
    queryKey,
    staleTime: STALE.short,
    queryFn: () => apiCall('appAgent5User', {}),
  })
}

/** appAgent5UserLog: what the player claimed, paged until the page count is reached. */
export function useAgentLogQuery() {
  return useInfiniteQuery({
    queryKey: agentKeys.log,
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => apiCall('appAgent5UserLog', { pageNum: pageParam, pageSize: LOG_PAGE_SIZE }),
    getNextPageParam: (last, pages) => (pages.length < last.pages ? pages.length + 1 : undefined),
  })
}

/** The commission or the valid invites: their awards go to the reward popup. */
export function useAgentClaimMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (what: 'commission' | 'invites') =>
      what === 'commission'
        ? apiCall('appAgent5UserReceive', {})
        : apiCall('appAgent5UserInviteValidReceive', {}),
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}

/** agentFill: names the inviter of a player who registered without a link. */
export function useAgentFillMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (pid: string) => apiCall('agentFill', { pid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
