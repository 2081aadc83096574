import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export const depositKeys = {
  queue: (input: OpsCallInput<'depositQueue'>) => ['deposits', 'queue', input] as const,
}

export function useDepositQueueQuery(input: OpsCallInput<'depositQueue'>) {
  return useQuery({
    queryKey: depositKeys.queue(input),
    queryFn: () => opsCall('depositQueue', input),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  })
}

export function useCreditHeldMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => opsCall('depositCreditHeld', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deposits', 'queue'] }),
  })
}

export function useReconcileMutation() {
  return useMutation({
    mutationFn: (input: { day: string; csv: string }) => opsCall('depositReconcile', input),
  })
}
