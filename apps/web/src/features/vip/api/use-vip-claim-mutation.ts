import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/** What a VIP claim names: a level's gift (receiveVipBonusUser), the daily or the weekly award. */
export type VipClaim = { kind: 'level'; level: number } | { kind: 'daily' } | { kind: 'weekly' }

function send(claim: VipClaim) {
  switch (claim.kind) {
    case 'level':
      return apiCall('receiveVipBonusUser', { level: claim.level })
    case 'daily':
      return apiCall('appVipUserReceiveDaily', {})
    case 'weekly':
      return apiCall('appVipUserReceiveSignInAward', {})
  }
}

/**
 * receiveVipBonusUser, appVipUserReceiveDaily and appVipUserReceiveSignInAward: one claim each, whose
 * awards go to the reward popup; the player's figures and the VIP info refresh either way.
 */
export function useVipClaimMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
