import type { CallInput } from '@panalo/contract/call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'

/** safeboxSetPassword: sets or changes the safebox password. */
export function useSafeboxSetPasswordMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<'safeboxSetPassword'>) => apiCall('safeboxSetPassword', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.info }),
  })
}
