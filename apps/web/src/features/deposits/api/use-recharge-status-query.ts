import { FINAL_DEPOSIT_STATES } from '@panalo/contract/recharge-rules'
import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { rechargeKeys } from './use-recharge-trade-info-query.ts'

/** How often a deposit waiting for the gateway's answer is asked about again. */
export const STATUS_POLL_MS = 2_000

/** One deposit, asked again every 2 s until it is final (the webhook may arrive after the player). */
export function useRechargeStatusQuery(orderId: string | null) {
  return useQuery({
    queryKey: rechargeKeys.status(orderId ?? ''),
    enabled: orderId !== null,
    queryFn: () => apiCall('rechargeStatus', { orderId: orderId ?? '' }),
    refetchInterval: (query) => {
      const state = query.state.data?.state
      return state && FINAL_DEPOSIT_STATES.includes(state) ? false : STATUS_POLL_MS
    },
  })
}
