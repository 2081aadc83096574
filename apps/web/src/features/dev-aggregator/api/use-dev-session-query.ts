import { DEV_AGGREGATOR_API, type DevSessionAnswer } from '@panalo/contract/dev-aggregator'
import { useQuery } from '@tanstack/react-query'

import { devAggregatorFetch } from './dev-aggregator-fetch.ts'

export const devSessionKey = (session: string) => ['devAggregator', 'session', session] as const

/** The game's sheet and the balance at opening; the page keeps the balance up to date from each round. */
export function useDevSessionQuery(session: string) {
  return useQuery({
    queryKey: devSessionKey(session),
    queryFn: () => devAggregatorFetch<DevSessionAnswer>(DEV_AGGREGATOR_API.session, { session }),
    enabled: session !== '',
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  })
}
