import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts'

/**
 * The session token, kept in local storage as SPEC.md §4 says and mirrored here so reads are cheap.
 * Listeners hear every sign-in and sign-out, including a sign-out in another tab (the token removed
 * from storage there).
 */
type Listener = (token: string | null, reason: SignOutReason | null) => void
export type SignOutReason = 'user' | 'forced' | 'other-tab'

let token: string | null = readStorage(STORAGE_KEYS.token)
const listeners = new Set<Listener>()

export function sessionToken(): string | null {
  return token
}

export function signIn(newToken: string): void {
  token = newToken
  writeStorage(STORAGE_KEYS.token, newToken)
  for (const listener of listeners) listener(token, null)
}

export function signOut(reason: SignOutReason): void {
  const hadToken = token !== null
  token = null
  writeStorage(STORAGE_KEYS.token, null)
  if (hadToken || reason === 'forced') for (const listener of listeners) listener(null, reason)
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return
    const stored = readStorage(STORAGE_KEYS.token)
    if (stored === token) return
    if (stored === null) {
      token = null
      for (const listener of listeners) listener(null, 'other-tab')
    } else {
      token = stored
      for (const listener of listeners) listener(token, null)
    }
  })
}
