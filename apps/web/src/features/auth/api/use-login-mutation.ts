import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { keepLoginDevice, loginDeviceTokens } from '../../../lib/login-devices.ts'

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: { account: string; password: string }) =>
      apiCall('accountLogin', { ...input, deviceTokens: loginDeviceTokens() }),
    onSuccess: (session) => keepLoginDevice(session.deviceToken),
  })
}
