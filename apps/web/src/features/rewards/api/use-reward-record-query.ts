import { REWARD_RECORD_PAGE_SIZE } from '@panalo/contract/calls/rewards'
import { useInfiniteQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'

export const rewardKeys = {
  all: ['rewards'] as const,
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
