import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'

import { opsCall } from '../../../api/ops-client.ts'

export const feedbackKeys = {
  queue: (input: OpsCallInput<'feedbackQueue'>) => ['feedback', 'queue', input] as const,
  ticket: (ticketId: number) => ['feedback', 'ticket', ticketId] as const,
  image: (ticketId: number, imageId: string) => ['feedback', 'image', ticketId, imageId] as const,
}

export function useFeedbackQueueQuery(input: OpsCallInput<'feedbackQueue'>) {
  return useQuery({
    queryKey: feedbackKeys.queue(input),
    queryFn: () => opsCall('feedbackQueue', input),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  })
}

export function useFeedbackTicketQuery(ticketId: number) {
  return useQuery({
    queryKey: feedbackKeys.ticket(ticketId),
    queryFn: () => opsCall('feedbackTicket', { ticketId }),
    staleTime: 5_000,
  })
}

/** An image as a data URL; kept only while shown (gcTime 0), like the KYC desk's photos. */
export function useFeedbackImageQuery(ticketId: number, imageId: string) {
  return useQuery({
    queryKey: feedbackKeys.image(ticketId, imageId),
    queryFn: async () => {
      const image = await opsCall('feedbackImage', { ticketId, imageId })
      return `data:${image.contentType};base64,${image.base64}`
    },
    staleTime: Infinity,
    gcTime: 0,
  })
}

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
