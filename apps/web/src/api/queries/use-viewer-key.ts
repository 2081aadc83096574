import { useSignedIn } from './use-me-query.ts'

/**
 * The key of a read a guest may make too (decision 068): the player's own under 'me' (cleared on
 * sign-out, refreshed by claims), a guest's under 'guest', so neither view is ever shown to the other.
 */
export function useViewerKey(key: readonly ['me', ...string[]]): readonly string[] {
  const signedIn = useSignedIn()
  return signedIn ? key : ['guest', ...key.slice(1)]
}
