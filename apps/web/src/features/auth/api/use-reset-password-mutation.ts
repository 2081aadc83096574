import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (input: { phone: string; code: string; newPassword: string }) =>
      apiCall('forgetPassword', input),
  })
}
