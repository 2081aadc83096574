import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { sessionToken, signOut } from '../../../lib/session.ts'

/**
 * Ends the session here first, then on the server with the token it ends: calls still in flight
 * then meet a 401 for a session already gone here, which is no forced sign-out (api/client.ts).
 */
export function useLogoutMutation() {
  return useMutation({
    mutationFn: async () => {
      const token = sessionToken()
      signOut('user')
      if (token !== null) await apiCall('logout', {}, { token })
    },
  })
}
