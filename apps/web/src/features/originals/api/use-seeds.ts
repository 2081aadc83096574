import type { Play, Seeds } from '@panalo/contract/originals'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

export const originalsKeys = {
  all: ['originals'] as const,
  seeds: (play: Play) => ['originals', 'seeds', play] as const,
  recent: (play: Play, game: string) => ['originals', 'recent', play, game] as const,
  open: (play: Play, game: string) => ['originals', 'open', play, game] as const,
  round: (play: Play, roundId: number) => ['originals', 'round', play, roundId] as const,
}

export function useSeedsQuery(play: Play) {
  return useQuery({ queryKey: originalsKeys.seeds(play), queryFn: () => apiCall('originalsSeeds', { play }) })
}

function useSetSeeds(play: Play) {
  const queryClient = useQueryClient()
  return (seeds: Seeds) => queryClient.setQueryData(originalsKeys.seeds(play), seeds)
}

export function useSetClientSeedMutation(play: Play) {
  const setSeeds = useSetSeeds(play)
  return useMutation({
    mutationFn: (clientSeed: string) => apiCall('originalsSetClientSeed', { play, clientSeed }),
    onSuccess: setSeeds,
  })
}

export function useRotateSeedMutation(play: Play) {
  const setSeeds = useSetSeeds(play)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (clientSeed?: string) =>
      apiCall('originalsRotateSeed', clientSeed ? { play, clientSeed } : { play }),
    onSuccess: (seeds) => {
      setSeeds(seeds)
      // Rounds of the retired pair now show their server seed.
      void queryClient.invalidateQueries({ queryKey: ['originals', 'recent'] })
    },
  })
}
