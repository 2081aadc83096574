import type { SocialLogin } from '@panalo/contract/enums'
import { useMutation } from '@tanstack/react-query'

import { apiCall } from '../client.ts'

const PURPOSE_KEY = 'panalo.social'

export interface SocialRoundTrip {
  purpose: 'login' | 'bind'
  redirect: string
}

/**
 * Sends the browser to Google, Facebook or LINE. What the round trip is for is kept for the
 * callback page (/auth/social/<provider>), which the provider returns to with code and state.
 * Linking (purpose bind) carries a fresh proof when the login is over 10 minutes old.
 */
export function useSocialStartMutation() {
  return useMutation({
    mutationFn: async ({
      provider,
      purpose,
      redirect,
      ...proof
    }: { provider: SocialLogin; currentPassword?: string; proofCode?: string } & SocialRoundTrip) => {
      const { authorizeUrl } = await apiCall('socialLoginStart', { provider, purpose, redirect, ...proof })
      sessionStorage.setItem(PURPOSE_KEY, JSON.stringify({ purpose, redirect }))
      window.location.assign(authorizeUrl)
    },
  })
}

export function pendingSocialRoundTrip(): SocialRoundTrip {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PURPOSE_KEY) ?? '{}') as Partial<SocialRoundTrip>
    return { purpose: stored.purpose === 'bind' ? 'bind' : 'login', redirect: stored.redirect ?? '/' }
  } catch {
    return { purpose: 'login', redirect: '/' }
  }
}
