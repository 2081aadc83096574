import type { CoolOffDuration, ExclusionDuration } from '@panalo/contract/self-limits'
import type { EXCLUSION_CONFIRM_WORD } from '@panalo/contract/self-limits'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { signOut } from '../../../lib/session.ts'

/** A cool-off: the server ends every session, so this one signs out here too. */
export function useCoolOffMutation() {
  return useMutation({
    mutationFn: (duration: CoolOffDuration) => apiCall('selfLimitCoolOff', { duration }),
    onSuccess: () => signOut('user'),
  })
}

/** A self-exclusion, confirmed by the typed word; every session ends, this one included. */
export function useSelfExcludeMutation() {
  return useMutation({
    mutationFn: (input: { duration: ExclusionDuration; confirm: string }) =>
      apiCall('selfLimitExclude', {
        duration: input.duration,
        confirm: input.confirm as typeof EXCLUSION_CONFIRM_WORD,
      }),
    onSuccess: () => signOut('user'),
  })
}
