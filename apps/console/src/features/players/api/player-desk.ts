import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export const playerKeys = {
  search: (query: string) => ['players', 'search', query] as const,
  detail: (userId: number) => ['players', 'detail', userId] as const,
  ledger: (userId: number, pageNum: number) => ['players', 'ledger', userId, pageNum] as const,
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

export function usePlayerLedgerQuery(userId: number, pageNum: number) {
  return useQuery({
    queryKey: playerKeys.ledger(userId, pageNum),
    queryFn: () => opsCall('playerLedger', { userId, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  })
}

function usePlayerMutation<Input, Output>(userId: number, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.detail(userId) }),
  })
}

export const useNoteMutation = (userId: number) =>
  usePlayerMutation(userId, (body: string) => opsCall('playerNoteAdd', { userId, body }))
export const useFreezeMutation = (userId: number) =>
  usePlayerMutation(userId, (input: { frozen: boolean; reason: string }) =>
    opsCall('playerFreeze', { userId, ...input }),
  )
export const useEndSessionsMutation = (userId: number) =>
  usePlayerMutation(userId, (reason: string) => opsCall('playerEndSessions', { userId, reason }))
