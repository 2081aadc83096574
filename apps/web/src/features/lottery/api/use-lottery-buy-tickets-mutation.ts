import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** lotteryBuyTickets: tickets in the draw on sale, paid with coupons or points. */
export function useLotteryBuyTicketsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'lotteryBuyTickets'>) => apiCall('lotteryBuyTickets', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
