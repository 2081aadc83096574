import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys, useSignedIn } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me', so signing out drops it with the rest of the player's data. */
export const selfLimitKeys = { info: [...meKeys.all, 'selfLimits'] as const }

export const selfLimitInfoQuery = queryOptions({
  queryKey: selfLimitKeys.info,
  staleTime: STALE.short,
  queryFn: () => apiCall('selfLimitInfo', {}),
})

/** The player's limits, what each window has used, pending raises and play time today. */
export function useSelfLimitInfoQuery(options: { refetchInterval?: number | false } = {}) {
  const signedIn = useSignedIn()
  return useQuery({ ...selfLimitInfoQuery, enabled: signedIn, ...options })
}
