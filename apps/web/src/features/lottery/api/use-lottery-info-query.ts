import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me': signing out clears the player's tickets and coupons, and a purchase refreshes them. */
export const lotteryKeys = {
  info: [...meKeys.all, 'lottery', 'info'] as const,
  record: [...meKeys.all, 'lottery', 'record'] as const,
  history: ['lottery', 'history'] as const,
  draw: (drawId: number) => ['lottery', 'draw', drawId] as const,
}

/** lotteryInfo: the draw on sale, the last draw, and the player's tickets, coupons and points. */
export function useLotteryInfoQuery() {
  return useQuery({
    queryKey: lotteryKeys.info,
    staleTime: STALE.short,
    queryFn: () => apiCall('lotteryInfo', {}),
  })
}
