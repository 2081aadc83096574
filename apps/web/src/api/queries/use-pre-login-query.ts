import { queryOptions, useQuery } from '@tanstack/react-query'

import { requestPreLogin, takeStartupCall } from '../startup-calls.ts'

/** Sent once per start (SPEC.md §7). */
export const preLoginQuery = queryOptions({
  queryKey: ['preLogin'] as const,
  staleTime: Infinity,
  retry: false,
  queryFn: () => takeStartupCall('preLogin') ?? requestPreLogin(),
})

export function usePreLoginQuery() {
  return useQuery(preLoginQuery)
}
