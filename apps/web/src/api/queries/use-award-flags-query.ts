import type { AwardFlags } from '@panalo/contract/activity'
import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../client.ts'
import { meKeys, useSignedIn } from './use-me-query.ts'

/** The flags' query key: under 'me', so every claim's refresh of 'me' refreshes them. */
export const awardFlagsKey = [...meKeys.all, 'award-flags'] as const

/** SPEC.md §4: activities refresh at most once a second; the flags with them. */
const FLAGS_STALE_MS = 1_000

/**
 * How often the flags refresh on their own while the page is in view, so that what arrives without
 * the player doing anything (a customer-service reply, mail, an operator's award) shows its dot on the
 * page they stay on. Not in the background: a hidden tab asks again when it comes back into view.
 */
export const FLAGS_REFRESH_MS = 30_000

/**
 * activityGetStatusList: what is waiting for the player, the one source of the red dots on the bottom
 * bar, the Me page and the bonus centre. Under 'me', so every claim's refresh of 'me' refreshes it.
 */
export function useAwardFlagsQuery() {
  return useQuery({
    queryKey: awardFlagsKey,
    staleTime: FLAGS_STALE_MS,
    queryFn: () => apiCall('activityGetStatusList', {}),
    refetchInterval: FLAGS_REFRESH_MS,
    enabled: useSignedIn(),
  })
}

/** Whether any reward waits: the Me tab's dot. */
export function anyAwardWaiting(flags: AwardFlags | undefined): boolean {
  return flags !== undefined && Object.values(flags).some(Boolean)
}
