import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'

import { opsCall } from '../../../api/ops-client.ts'
import { useStaffImageQuery } from '../../../api/staff-image.ts'
import { useOpsPage } from '../../../ui/paged-table.tsx'

export const feedbackKeys = {
  ticket: (ticketId: number) => ['feedback', 'ticket', ticketId] as const,
  image: (ticketId: number, imageId: string) => ['feedback', 'image', ticketId, imageId] as const,
}

export const useFeedbackQueueQuery = (input: OpsCallInput<'feedbackQueue'>) =>
  useOpsPage(['feedback', 'queue'], 'feedbackQueue', input)

export function useFeedbackTicketQuery(ticketId: number) {
  return useQuery({
    queryKey: feedbackKeys.ticket(ticketId),
    queryFn: () => opsCall('feedbackTicket', { ticketId }),
    staleTime: 5_000,
  })
}

/** An image as a data URL; kept only while shown, like the KYC desk's photos. */
export const useFeedbackImageQuery = (ticketId: number, imageId: string) =>
  useStaffImageQuery(feedbackKeys.image(ticketId, imageId), () =>
    opsCall('feedbackImage', { ticketId, imageId }),
  )

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['feedback', 'queue'] }),
        queryClient.invalidateQueries({ queryKey: ['feedback', 'ticket'] }),
      ]),
  })
}

export const useFeedbackAnswerMutation = () =>
  useInvalidating((input: { ticketId: number; text: string }) => opsCall('feedbackAnswer', input))
export const useFeedbackCloseMutation = () =>
  useInvalidating((ticketId: number) => opsCall('feedbackClose', { ticketId }))
