import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** delMail: removes a mail from the inbox (never one whose reward is unclaimed). */
export function useDelMailMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiCall('delMail', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  })
}
