import { MAIL_PAGE_SIZE } from '@panalo/contract/calls/mail'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me': signing out clears them, and any claim's refresh of 'me' (the red dots too) refreshes them. */
export const mailKeys = {
  all: [...meKeys.all, 'mail'] as const,
  inbox: () => [...mailKeys.all, 'inbox'] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
}

/** getMail3: the inbox, newest first, 20 a page, with the unread and unclaimed counts. */
export function useMailListQuery() {
  return useInfiniteQuery({
    queryKey: mailKeys.inbox(),
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => apiCall('getMail3', { pageNum: pageParam, pageSize: MAIL_PAGE_SIZE }),
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
  })
}

/** getMailDetail: one mail (the server marks it read) and the wagering its coins carry. */
export function useMailDetailQuery(id: number | null) {
  return useQuery({
    queryKey: mailKeys.detail(id ?? 0),
    staleTime: STALE.short,
    queryFn: () => apiCall('getMailDetail', { id: id ?? 0 }),
    retry: false,
    enabled: id !== null,
  })
}
