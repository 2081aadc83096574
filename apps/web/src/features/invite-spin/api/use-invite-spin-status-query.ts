import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** actInviteUserStatus: the invite spin at a glance, for the start-up popup (decision 058). */
export function useInviteSpinStatusQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...meKeys.all, 'invite-spin', 'status'] as const,
    staleTime: 10_000,
    enabled,
    queryFn: () => apiCall('actInviteUserStatus', {}),
  })
}
