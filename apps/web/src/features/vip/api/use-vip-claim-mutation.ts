import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/**
 * What a VIP claim names: a level's gift (receiveVipBonusUser), the daily or the weekly award, one
 * weekly task (receiveVipTask), or every finished task not yet claimed (receiveVipTaskUnReceiveBonus).
 */
export type VipClaim =
  | { kind: 'level'; level: number }
  | { kind: 'daily' }
  | { kind: 'weekly' }
  | { kind: 'task'; id: number }
  | { kind: 'allTasks' }

function send(claim: VipClaim) {
  switch (claim.kind) {
    case 'level':
      return apiCall('receiveVipBonusUser', { level: claim.level })
    case 'daily':
      return apiCall('appVipUserReceiveDaily', {})
    case 'weekly':
      return apiCall('appVipUserReceiveSignInAward', {})
    case 'task':
      return apiCall('receiveVipTask', { id: claim.id })
    case 'allTasks':
      return apiCall('receiveVipTaskUnReceiveBonus', {})
  }
}

/**
 * The VIP claims: one call each, whose awards go to the reward popup; the player's figures and the VIP info refresh either way.
 */
export function useVipClaimMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
