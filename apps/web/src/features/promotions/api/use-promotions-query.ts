import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys, useSignedIn } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/**
 * The promotions of decision 050. Under 'me': signing out clears them, and any claim's refresh of
 * 'me' refreshes them (and the red dots).
 */
export const promotionKeys = {
  signUp: [...meKeys.all, 'sign-up-bonus'] as const,
  bank: [...meKeys.all, 'bank-bonus'] as const,
  follow: [...meKeys.all, 'follow-rewards'] as const,
  fund: [...meKeys.all, 'fund'] as const,
  tournament: [...meKeys.all, 'slots-tournament'] as const,
}

export function useSignUpBonusQuery() {
  return useQuery({
    queryKey: promotionKeys.signUp,
    staleTime: STALE.short,
    queryFn: () => apiCall('signUpBonusUser', {}),
  })
}

export function useBankBonusQuery() {
  return useQuery({
    queryKey: promotionKeys.bank,
    staleTime: STALE.short,
    queryFn: () => apiCall('bankBonusUser', {}),
  })
}

/** Public: guests see the channels; the key carries whether signed in so logging in refetches. */
export function useFollowRewardsQuery() {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: [...promotionKeys.follow, signedIn] as const,
    staleTime: STALE.short,
    queryFn: () => apiCall('followRewardsUser', {}),
  })
}

export function useFundQuery() {
  return useQuery({
    queryKey: promotionKeys.fund,
    staleTime: STALE.short,
    queryFn: () => apiCall('fundUser', {}),
  })
}

export function useSlotsTournamentQuery() {
  const signedIn = useSignedIn()
  return useQuery({
    queryKey: [...promotionKeys.tournament, signedIn] as const,
    staleTime: STALE.short,
    queryFn: () => apiCall('slotsTournament', {}),
  })
}

type Claim =
  | { call: 'signUpBonusReceive' }
  | { call: 'bankBonusReceive' }
  | { call: 'followRewardsReceive'; channelId: string }
  | { call: 'receiveAddupAwardById'; id: number }

/** One mutation for every promotion's claim: its awards go to the reward popup. */
export function usePromotionClaimMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (claim: Claim) => {
      switch (claim.call) {
        case 'followRewardsReceive':
          return apiCall(claim.call, { channelId: claim.channelId })
        case 'receiveAddupAwardById':
          return apiCall(claim.call, { id: claim.id })
        default:
          return apiCall(claim.call, {})
      }
    },
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
