import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiCall } from '../client.ts'
import { STALE } from '../query-client.ts'
import { meKeys } from './use-me-query.ts'

/** The player's identity verification (kyc), read by the KYC page and the profile's KYC row. */
export const kycKeys = {
  status: [...meKeys.all, 'kyc'] as const,
}

export const kycQuery = queryOptions({
  queryKey: kycKeys.status,
  staleTime: STALE.short,
  queryFn: () => apiCall('kyc', {}),
})

export function useKycQuery() {
  return useQuery(kycQuery)
}
