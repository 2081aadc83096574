import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys, useSignedIn } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** getCustomerServices: the lines this visitor may use; a player's VIP line depends on who asks. */
export function useCustomerServicesQuery() {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: signedIn ? [...meKeys.all, 'service-lines'] : ['service-lines', 'guest'],
    staleTime: STALE.medium,
    queryFn: () => apiCall('getCustomerServices', {}),
  })
}
