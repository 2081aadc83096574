import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { useSetMe } from '../../../api/queries/use-me-query.ts'

export function useUpdateProfileMutation() {
  const setMe = useSetMe()
  return useMutation({
    mutationFn: (input: { nickname?: string; avatar?: number }) => apiCall('updateProfile', input),
    onSuccess: setMe,
  })
}
