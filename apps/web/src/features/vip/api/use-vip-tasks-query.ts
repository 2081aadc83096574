import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { STALE } from '../../../api/query-client.ts'
import { vipKeys } from './use-vip-info-query.ts'

/** getVipTaskList: this week's VIP tasks with the player's progress, and last week's left unclaimed. */
export function useVipTasksQuery() {
  const queryKey = useViewerKey(vipKeys.tasks)
  return useQuery({
    queryKey,
    staleTime: STALE.short,
    queryFn: () => apiCall('getVipTaskList', {}),
  })
}
