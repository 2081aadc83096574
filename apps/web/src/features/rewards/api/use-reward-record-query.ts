import { REWARD_RECORD_PAGE_SIZE } from '@panalo/contract/calls/rewards'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me', so signing out clears them and any claim's refresh of 'me' refreshes them. */
export const rewardKeys = {
  all: [...meKeys.all, 'rewards'] as const,
  record: () => [...rewardKeys.all, 'record'] as const,
  bonuses: () => [...rewardKeys.all, 'bonuses'] as const,
}

/** activityAwardGetLog: every award received, newest first, 20 a page. */
export function useRewardRecordQuery() {
  return useInfiniteQuery({
    queryKey: rewardKeys.record(),
    staleTime: STALE.short,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiCall('activityAwardGetLog', { pageNum: pageParam, pageSize: REWARD_RECORD_PAGE_SIZE }),
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
  })
}
