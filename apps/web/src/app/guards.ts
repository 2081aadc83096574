import { redirect } from 'react-router'

import { loginPath } from '../lib/paths.ts'
import { sessionToken } from '../lib/session.ts'

/**
 * Route guards ("named middleware", SPEC.md §4): each may let the navigation through (undefined) or
 * answer a redirect. `auth` needs a signed-in player; `auth-activity` (the lottery and rank pages) needs
 * the same here, and its pages ask for a mobile number on the account before they show a board or sell
 * a ticket (docs/decisions/034-rank.md): the guard runs before the player's details are loaded.
 */
export type GuardName = 'auth' | 'auth-activity'
export type Guard = (url: URL) => Response | undefined

const requireSignIn: Guard = (url) => {
  if (sessionToken()) return undefined
  return redirect(loginPath({ redirect: `${url.pathname}${url.search}` }))
}

const GUARDS: Record<string, Guard> = {
  auth: requireSignIn,
  'auth-activity': requireSignIn,
}

/** The guard of a name; an unknown name is a programming error and throws (SPEC.md §8). */
export function guardNamed(name: string): Guard {
  const guard = GUARDS[name]
  if (!guard) throw new Error(`Unknown route middleware: ${name}`)
  return guard
}
