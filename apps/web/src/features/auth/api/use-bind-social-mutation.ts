import type { CallInput } from '@panalo/contract/call-map'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useSetMe } from '../../../api/queries/use-me-query.ts'

export function useBindSocialMutation() {
  const setMe = useSetMe()
  return useMutation({
    mutationFn: (input: CallInput<'bindSocialAccount'>) => apiCall('bindSocialAccount', input),
    onSuccess: setMe,
  })
}
