import type { UserOther } from '@panalo/contract/user-info'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

export const userOtherQuery = queryOptions({
  queryKey: meKeys.other,
  staleTime: STALE.medium,
  queryFn: () => apiCall('appUserOther', {}),
})

export function useUserOtherQuery() {
  return useQuery(userOtherQuery)
}

export function useUpdateUserOtherMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UserOther) => apiCall('updateAppUserOther', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(userOtherQuery.queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: meKeys.info })
    },
  })
}
