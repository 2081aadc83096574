import type { CallInput } from '@panalo/contract/call-map'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useSetMe } from '../../../api/queries/use-me-query.ts'

export function useBindPhoneMutation() {
  const setMe = useSetMe()
  return useMutation({
    mutationFn: (input: CallInput<'bindAccount'>) => apiCall('bindAccount', input),
    onSuccess: setMe,
  })
}
