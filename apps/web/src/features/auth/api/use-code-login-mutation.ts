import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { keepLoginDevice } from '../../../lib/login-devices.ts'

export function useCodeLoginMutation() {
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) => apiCall('accountLoginSms', input),
    onSuccess: (session) => keepLoginDevice(session.deviceToken),
  })
}
