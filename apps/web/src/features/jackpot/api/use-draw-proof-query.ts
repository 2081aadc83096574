import type { DrawProofKind } from '@panalo/contract/calls/draw-proof'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me': signing out clears them; a rotation refreshes every proof and the jackpot's seeds. */
export const drawProofKeys = {
  proof: (kind: DrawProofKind, id: number) => [...meKeys.all, 'draw-proof', kind, id] as const,
  spinRecord: [...meKeys.all, 'spin', 'record'] as const,
}

/** getDrawProof: one of the player's draws or spins with its seeds; no retry for a refused id. */
export function useDrawProofQuery(kind: DrawProofKind, id: number) {
  return useQuery({
    queryKey: drawProofKeys.proof(kind, id),
    staleTime: STALE.short,
    retry: false,
    queryFn: () => apiCall('getDrawProof', { kind, id }),
  })
}

/** jackpotRotateSeed from the proof page: shows the seed in use and commits a new one. */
export function useRevealSeedMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('jackpotRotateSeed', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}

/** turntableRecord: the player's latest spins, each linking to its proof. */
export function useSpinRecordQuery() {
  return useQuery({
    queryKey: drawProofKeys.spinRecord,
    staleTime: STALE.short,
    queryFn: () => apiCall('turntableRecord', {}),
  })
}
