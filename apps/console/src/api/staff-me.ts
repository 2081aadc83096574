import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { isOpsError, onSignedOut, opsCall } from './ops-client.ts'

export const staffMeKey = ['staffMe'] as const

/** The signed-in staff member, or null when signed out. */
export function useStaffMeQuery() {
  const queryClient = useQueryClient()
  useEffect(() => onSignedOut(() => queryClient.setQueryData(staffMeKey, null)), [queryClient])
  return useQuery({
    queryKey: staffMeKey,
    queryFn: async () => {
      try {
        return await opsCall('staffMe', {})
      } catch (error) {
        if (isOpsError(error, 'STAFF_SIGNED_OUT')) return null
        throw error
      }
    },
    staleTime: 60_000,
  })
}
