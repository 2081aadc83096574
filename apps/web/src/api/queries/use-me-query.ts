import type { UserInfo } from '@panalo/contract/user-info'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

import { onSessionChange, sessionToken } from '../../lib/session.ts'
import { apiCall } from '../client.ts'
import { STALE } from '../query-client.ts'

/** Every query of the signed-in player starts with 'me', so signing out clears them all at once. */
export const meKeys = {
  all: ['me'] as const,
  info: ['me', 'info'] as const,
  afterLogin: ['me', 'afterLogin'] as const,
  other: ['me', 'other'] as const,
}

export const meQuery = queryOptions({
  queryKey: meKeys.info,
  staleTime: STALE.short,
  queryFn: () => apiCall('refreshData', {}),
})

/** The signed-in player (refreshData), or nothing for a guest. */
export function useMeQuery() {
  const signedIn = useSignedIn()
  return useQuery({ ...meQuery, enabled: signedIn })
}

/** Whether a session token is held; follows sign-in and sign-out, in this tab and others. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    (notify) => onSessionChange(() => notify()),
    () => sessionToken() !== null,
  )
}

/** Puts a fresh user info in the cache (after a login or a change answered it). */
export function setMe(queryClient: QueryClient, user: UserInfo): void {
  queryClient.setQueryData(meQuery.queryKey, (current) => ({
    previousLoginAt: current?.previousLoginAt ?? null,
    ...user,
  }))
}

export function useSetMe() {
  const queryClient = useQueryClient()
  return (user: UserInfo) => setMe(queryClient, user)
}
