import type { GameTypeCode } from '@panalo/contract/enums'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/** Under 'me': signing out clears them, and any claim's refresh of 'me' refreshes them. */
export const rebateKeys = {
  status: [...meKeys.all, 'rebate', 'status'] as const,
  log: [...meKeys.all, 'rebate', 'log'] as const,
}

/** Rebates follow bets within the projector's second, so the page asks again while it is open. */
const LIVE_MS = 5_000

/** betBonus: each day and game type's rebate as it accrues, and what is still to claim. */
export function useRebateQuery() {
  const queryKey = useViewerKey(rebateKeys.status)
  return useQuery({
    queryKey,
    staleTime: STALE.short,
    refetchInterval: LIVE_MS,
    queryFn: () => apiCall('betBonus', {}),
  })
}

/** betBonusReceive (no type) or betBonusByTypeReceive: the awards go to the reward popup. */
export function useRebateClaimMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (type: GameTypeCode | undefined) =>
      type === undefined ? apiCall('betBonusReceive', {}) : apiCall('betBonusByTypeReceive', { type }),
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}

const LOG_PAGE_SIZE = 20

/** betBonusLog: the rebates claimed, newest first. */
export function useRebateLogQuery() {
  return useInfiniteQuery({
    queryKey: rebateKeys.log,
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => apiCall('betBonusLog', { pageNum: pageParam, pageSize: LOG_PAGE_SIZE }),
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  })
}
