import { JACKPOT } from '@panalo/contract/constants'
import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** Under 'me': signing out clears them, and any claim's refresh of 'me' refreshes them. */
export const jackpotKeys = {
  all: [...meKeys.all, 'jackpot'] as const,
  info: () => [...jackpotKeys.all, 'info'] as const,
  record: () => [...jackpotKeys.all, 'record'] as const,
  rank: () => [...jackpotKeys.all, 'rank'] as const,
}

/**
 * getJackpotDrawInfo: the pools, the grid and its odds, the player's chances, the winners. `live`
 * polls it every 6 s while the modal or page is open (decision 041: each poll reads PostgreSQL, so
 * every server instance answers the same figures).
 */
export function useJackpotInfoQuery({
  live = false,
  enabled = true,
}: { live?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: jackpotKeys.info(),
    staleTime: 1_000,
    refetchInterval: live ? JACKPOT.figureRerandomiseMs : false,
    queryFn: () => apiCall('getJackpotDrawInfo', {}),
    enabled,
  })
}
