import type { CallInput } from '@panalo/contract/call-map'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

/** Opens a deposit; the caller sends the player on to the gateway's checkout URL. */
export function useRechargeCreateMutation() {
  return useMutation({
    mutationFn: (input: CallInput<'rechargeCreate'>) => apiCall('rechargeCreate', input),
  })
}
