import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useViewerKey } from '../../../api/queries/use-viewer-key.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me': signing out clears it, and a claim's refresh of 'me' refreshes it. */
export const vipKeys = {
  info: [...meKeys.all, 'vip', 'info'] as const,
  tasks: [...meKeys.all, 'vip', 'tasks'] as const,
}

/** getVipInfo: the level, experience, ladder, gifts and what can be claimed now. */
export function useVipInfoQuery(options: { enabled?: boolean } = {}) {
  const queryKey = useViewerKey(vipKeys.info)
  return useQuery({
    queryKey,
    staleTime: STALE.short,
    queryFn: () => apiCall('getVipInfo', {}),
    enabled: options.enabled ?? true,
  })
}
