import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { newRequestId } from '../../../lib/request-id.ts'

/** Under 'me': signing out clears them, and any claim's refresh of 'me' refreshes them. */
export const inviteSpinKeys = {
  all: [...meKeys.all, 'invite-spin'] as const,
  info: [...meKeys.all, 'invite-spin', 'info'] as const,
  record: [...meKeys.all, 'invite-spin', 'record'] as const,
}

/** actInviteUser: the rule, the odds, the seeds and the player's campaign; each minute for the clock. */
export function useInviteSpinQuery() {
  return useQuery({
    queryKey: inviteSpinKeys.info,
    staleTime: 1_000,
    refetchInterval: 60_000,
    queryFn: () => apiCall('actInviteUser', {}),
  })
}

/** actInviteUserRecord: the current or latest campaign's spins. */
export function useInviteSpinRecordQuery() {
  return useQuery({
    queryKey: inviteSpinKeys.record,
    staleTime: 1_000,
    queryFn: () => apiCall('actInviteUserRecord', {}),
  })
}

/** actInviteUserSpin with a new requestId; the page refreshes once the wheel has stopped. */
export function useInviteSpinMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('actInviteUserSpin', { requestId: newRequestId() }),
    onError: () => queryClient.invalidateQueries({ queryKey: inviteSpinKeys.all }),
  })
}

/** actInviteUserExchange: the campaign's target as bonus coins, once. */
export function useInviteSpinExchangeMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (campaignId: number) => apiCall('actInviteUserExchange', { campaignId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
