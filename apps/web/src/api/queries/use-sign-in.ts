import type { SessionAnswer } from '@panalo/contract/user-info'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

import { signIn } from '../../lib/session.ts'
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts'
import { eventQueue } from '../../lib/tracking/event-queue.ts'
import { meKeys, setMe } from './use-me-query.ts'

/**
 * What every successful login does: keep the token, put the player in the cache, tag tracking
 * events, and load the after-login info. A password login remembers the account name (never the
 * password) so a forced logout can open the password form.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient()
  return useCallback(
    (session: SessionAnswer, options: { rememberAccount?: string } = {}) => {
      signIn(session.token)
      setMe(queryClient, session.user)
      eventQueue.setUserId(session.user.id)
      if (options.rememberAccount) writeStorage(STORAGE_KEYS.savedAccount, options.rememberAccount)
      void queryClient.invalidateQueries({ queryKey: meKeys.afterLogin })
    },
    [queryClient],
  )
}

export function savedAccount(): string | null {
  return readStorage(STORAGE_KEYS.savedAccount)
}
