import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { enqueueRewards } from '../../../lib/overlay-store.ts'

/** receiveMail: the mail's attachments, once; they go to the reward popup, and 'me' (dots, balance) refreshes. */
export function useReceiveMailMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiCall('receiveMail', { id }),
    onSuccess: (answer) => enqueueRewards(answer.items, answer.heldCoins),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
