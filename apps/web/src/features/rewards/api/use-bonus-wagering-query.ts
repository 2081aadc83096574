import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { rewardKeys } from './use-reward-record-query.ts'

/** bonusWageringList: each bonus with its wagering progress, and the turnover still to wager. */
export function useBonusWageringQuery() {
  return useQuery({
    queryKey: rewardKeys.bonuses(),
    staleTime: STALE.short,
    queryFn: () => apiCall('bonusWageringList', {}),
  })
}
