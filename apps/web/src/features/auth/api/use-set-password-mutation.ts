import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { signIn } from '../../../lib/session.ts'

/** initPassword: this device continues with the new token the server answers. */
export function useSetPasswordMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'initPassword'>) => apiCall('initPassword', input),
    onSuccess: ({ token }) => {
      signIn(token)
      void queryClient.invalidateQueries({ queryKey: meKeys.info })
    },
  })
}
