import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'

import { opsCall } from '../../../api/ops-client.ts'
import { useOpsPage } from '../../../ui/paged-table.tsx'

export const useBroadcastListQuery = (input: OpsCallInput<'broadcastList'>) =>
  useOpsPage(['mail', 'broadcasts'], 'broadcastList', input)

export const useBroadcastPreviewMutation = () =>
  useMutation({ mutationFn: (input: OpsCallInput<'broadcastPreview'>) => opsCall('broadcastPreview', input) })

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['mail', 'broadcasts'] }),
  })
}

export const useBroadcastSendMutation = () =>
  useInvalidating((input: OpsCallInput<'broadcastSend'>) => opsCall('broadcastSend', input))
export const useBroadcastCancelMutation = () =>
  useInvalidating((id: number) => opsCall('broadcastCancel', { id }))
