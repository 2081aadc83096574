import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { withdrawalKeys } from './keys.ts'

/** bankInfoList: the saved receiving accounts and the banks on offer. */
export function useBankInfoListQuery() {
  return useQuery({
    queryKey: withdrawalKeys.accounts,
    staleTime: STALE.medium,
    queryFn: () => apiCall('bankInfoList', {}),
  })
}
