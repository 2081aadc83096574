import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

/** Launches a game once per visit of /game/start: a launch opens a game session, so never refetch. */
export function useStartGameQuery(gameId: number, tryIt: boolean, enabled: boolean) {
  return useQuery({
    queryKey: ['startGame', gameId, tryIt],
    queryFn: () => apiCall('startGame', tryIt ? { gameId, tryIt } : { gameId }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
