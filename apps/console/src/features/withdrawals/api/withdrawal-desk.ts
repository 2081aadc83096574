import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'
import { useOpsPage } from '../../../ui/paged-table.tsx'

const QUEUE_STALE_MS = 5_000

export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  queue: ['withdrawals', 'queue'] as const,
  held: ['withdrawals', 'held'] as const,
  fourEyes: ['withdrawals', 'fourEyes'] as const,
}

export const useWithdrawalQueueQuery = (input: OpsCallInput<'withdrawalQueue'>) =>
  useOpsPage(withdrawalKeys.queue, 'withdrawalQueue', input, { staleTime: QUEUE_STALE_MS })

export function useHeldAccountsQuery() {
  return useQuery({
    queryKey: withdrawalKeys.held,
    queryFn: () => opsCall('heldAccounts', {}),
    staleTime: QUEUE_STALE_MS,
  })
}

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  })
}

export const useApproveMutation = () => useInvalidating((id: number) => opsCall('withdrawalApprove', { id }))

export const useRejectMutation = () =>
  useInvalidating((input: { id: number; reason: string }) => opsCall('withdrawalReject', input))

export const useReleaseMutation = () =>
  useInvalidating((input: { userId: number; bankId: number; reason: string }) =>
    opsCall('heldAccountRelease', input),
  )

export const useFourEyesMutation = () =>
  useInvalidating((above: number) => opsCall('fourEyesSettings', { above }))
