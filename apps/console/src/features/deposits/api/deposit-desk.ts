import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'
import { useOpsPage } from '../../../ui/paged-table.tsx'

export const useDepositQueueQuery = (input: OpsCallInput<'depositQueue'>) =>
  useOpsPage(['deposits', 'queue'], 'depositQueue', input)

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
