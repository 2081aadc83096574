import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { feedbackKeys } from './use-feedback-query.ts'

/** uploadFeedbackImage: one image (base64), answered with its id for the ticket. */
export function useUploadFeedbackImageMutation() {
  return useMutation({ mutationFn: (image: string) => apiCall('uploadFeedbackImage', { image }) })
}

/** addFeedback: opens a ticket; the list refreshes. */
export function useAddFeedbackMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'addFeedback'>) => apiCall('addFeedback', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  })
}

/** replyFeedback: the player's message in a thread; the thread and the list refresh. */
export function useReplyFeedbackMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'replyFeedback'>) => apiCall('replyFeedback', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  })
}
