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

/** Whole pesos typed by the player → hundredths, or null when it is not a whole positive number. */
export function pesosToHundredths(text: string): number | null {
  const trimmed = text.replace(/[,\s]/g, '')
  if (!/^\d{1,9}$/.test(trimmed)) return null
  const pesos = Number(trimmed)
  return pesos > 0 ? pesos * 100 : null
}
