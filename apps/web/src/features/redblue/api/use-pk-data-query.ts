import { PK_POLL_MS } from '@panalo/contract/calls/redblue'
import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys, useSignedIn } from '../../../api/queries/use-me-query.ts'

/** Under 'me': signing out clears it, and a join's refresh of 'me' refreshes it. */
export const pkKeys = {
  data: (signedIn: boolean) => [...meKeys.all, 'pk-data', signedIn] as const,
}

/**
 * pkData: the round, both camps' live scores and the player's contribution. `live` polls it while the
 * page is open (decision 054, as the jackpot's figures in decision 041): each poll reads PostgreSQL.
 */
export function usePkDataQuery({ live = false }: { live?: boolean } = {}) {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: pkKeys.data(signedIn),
    staleTime: 1_000,
    refetchInterval: live ? PK_POLL_MS : false,
    queryFn: () => apiCall('pkData', {}),
  })
}
