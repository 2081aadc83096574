import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys, useSignedIn } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** getRankList: this week's leaderboard and the player's own row. */
export function useRankQuery(options: { enabled?: boolean } = {}) {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: [...meKeys.all, 'rank'] as const,
    staleTime: STALE.short,
    queryFn: () => apiCall('getRankList', {}),
    enabled: signedIn && (options.enabled ?? true),
  })
}
