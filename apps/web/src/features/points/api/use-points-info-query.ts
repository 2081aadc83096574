import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me': signing out clears them, and any claim's refresh of 'me' refreshes them. */
export const pointsKeys = {
  info: [...meKeys.all, 'points', 'info'] as const,
  log: [...meKeys.all, 'points', 'log'] as const,
}

/** pointsInfo: the balance, how points are earned, the shop and the wagering its coins carry. */
export function usePointsInfoQuery() {
  const queryKey = useViewerKey(pointsKeys.info)
  return useQuery({
    queryKey,
    staleTime: STALE.short,
    queryFn: () => apiCall('pointsInfo', {}),
  })
}
