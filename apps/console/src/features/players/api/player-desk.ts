import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export const playerKeys = {
  search: (query: string) => ['players', 'search', query] as const,
  detail: (userId: number) => ['players', 'detail', userId] as const,
}

export function usePlayerSearchQuery(query: string) {
  return useQuery({
    queryKey: playerKeys.search(query),
    queryFn: () => opsCall('playerSearch', { query }),
    enabled: query.trim().length > 0,
    staleTime: 10_000,
  })
}

export function usePlayerDetailQuery(userId: number) {
  return useQuery({
    queryKey: playerKeys.detail(userId),
    queryFn: () => opsCall('playerDetail', { userId }),
    staleTime: 5_000,
  })
}

function usePlayerMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Every section of the page may change (a credit moves the ledger, an exclusion the limits), and
    // the responsible-gaming view lists exclusions.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['players'] }),
        queryClient.invalidateQueries({ queryKey: ['responsible-gaming'] }),
      ]),
  })
}

export const useNoteMutation = (userId: number) =>
  usePlayerMutation((body: string) => opsCall('playerNoteAdd', { userId, body }))
export const useFreezeMutation = (userId: number) =>
  usePlayerMutation((input: { frozen: boolean; reason: string }) =>
    opsCall('playerFreeze', { userId, ...input }),
  )
export const useEndSessionsMutation = (userId: number) =>
  usePlayerMutation((reason: string) => opsCall('playerEndSessions', { userId, reason }))

export const useAdjustMutation = (userId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Omit<OpsCallInput<'playerAdjust'>, 'userId'>) =>
      opsCall('playerAdjust', { userId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  })
}
export const useAdjustDecideMutation = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: OpsCallInput<'playerAdjustDecide'>) => opsCall('playerAdjustDecide', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  })
}
export const useExcludeMutation = (userId: number) =>
  usePlayerMutation((input: Omit<OpsCallInput<'playerExclude'>, 'userId'>) =>
    opsCall('playerExclude', { userId, ...input }),
  )
export const useExclusionEndMutation = (userId: number) =>
  usePlayerMutation((reason: string) => opsCall('playerExclusionEnd', { userId, reason }))
export const usePasswordResetMutation = (userId: number) =>
  usePlayerMutation((reason: string) => opsCall('playerPasswordReset', { userId, reason }))

export function usePlayerVipQuery(userId: number) {
  return useQuery({ queryKey: ['players', 'vip', userId], queryFn: () => opsCall('playerVip', { userId }) })
}
export function usePlayerLimitsQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['players', 'limits', userId],
    queryFn: () => opsCall('playerLimits', { userId }),
    enabled,
  })
}
