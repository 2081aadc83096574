import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { signOut } from '../../../lib/session.ts'

/** Ends the session on the server, then here (even if the server was unreachable). */
export function useLogoutMutation() {
  return useMutation({
    mutationFn: () => apiCall('logout', {}),
    onSettled: () => signOut('user'),
  })
}
