import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { lotteryKeys } from './use-lottery-info-query.ts'

/** lotteryDrawDetail: one draw with its seeds and masked winners, for /fair?lottery=<id>. */
export function useLotteryDrawDetailQuery(drawId: number) {
  return useQuery({
    queryKey: lotteryKeys.draw(drawId),
    staleTime: STALE.short,
    queryFn: () => apiCall('lotteryDrawDetail', { drawId }),
  })
}
