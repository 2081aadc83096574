import { useCallback, useState } from 'react'

/**
 * The idempotency key of one intended action: the same id for every retry of it (a double tap, a
 * resend after a timeout), a new one once it succeeded or the player changed what they asked for.
 */
export function useRequestId(): { requestId: string; renew: () => void } {
  const [requestId, setRequestId] = useState(newRequestId)
  const renew = useCallback(() => setRequestId(newRequestId()), [])
  return { requestId, renew }
}

export function newRequestId(): string {
  return crypto.randomUUID()
}
