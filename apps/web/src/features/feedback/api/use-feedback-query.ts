import { FEEDBACK_PAGE_SIZE } from '@panalo/contract/calls/feedback'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me': signing out clears them. Images never change, so they stay cached. */
export const feedbackKeys = {
  all: [...meKeys.all, 'feedback'] as const,
  list: () => [...feedbackKeys.all, 'list'] as const,
  ticket: (id: number) => [...feedbackKeys.all, 'ticket', id] as const,
  image: (id: string) => [...feedbackKeys.all, 'image', id] as const,
}

/** feedbackList: the player's tickets, newest activity first. */
export function useFeedbackListQuery() {
  return useInfiniteQuery({
    queryKey: feedbackKeys.list(),
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => apiCall('feedbackList', { pageNum: pageParam, pageSize: FEEDBACK_PAGE_SIZE }),
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
  })
}

/** feedbackDetail: one ticket and its thread (opening it marks the answers read). */
export function useFeedbackTicketQuery(id: number) {
  return useQuery({
    queryKey: feedbackKeys.ticket(id),
    staleTime: STALE.short,
    queryFn: () => apiCall('feedbackDetail', { id }),
    retry: false,
  })
}

/** feedbackImage: one of the player's images, as a data URL for an <img>. */
export function useFeedbackImageQuery(id: string) {
  return useQuery({
    queryKey: feedbackKeys.image(id),
    staleTime: Infinity,
    queryFn: async () => {
      const image = await apiCall('feedbackImage', { id })
      return `data:${image.contentType};base64,${image.data}`
    },
  })
}
