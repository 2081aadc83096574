import type { CallInput } from '@panalo/contract/call-map'
import { SOCIAL_LOGIN, type SocialLogin } from '@panalo/contract/enums'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

const CALL = {
  [SOCIAL_LOGIN.google]: 'googleLogin',
  [SOCIAL_LOGIN.facebook]: 'facebookLogin',
  [SOCIAL_LOGIN.line]: 'lineLogin',
} as const

/** googleLogin, facebookLogin or lineLogin, by provider. */
export function useSocialLoginMutation(provider: SocialLogin) {
  return useMutation({
    mutationFn: (input: CallInput<'googleLogin'>) => apiCall(CALL[provider], input),
  })
}
