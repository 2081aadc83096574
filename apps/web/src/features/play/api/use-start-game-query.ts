import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

/**
 * Launches a game once per visit of /game/start: a launch opens a game session, so never refetch.
 * `activityId` is the activity the launch came from, if any.
 */
export function useStartGameQuery(
  gameId: number,
  tryIt: boolean,
  activityId: number | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['startGame', gameId, tryIt, activityId],
    queryFn: () =>
      apiCall('startGame', {
        gameId,
        ...(tryIt ? { tryIt } : {}),
        ...(activityId === undefined ? {} : { activityId }),
      }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
