import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'

const DEMO_KEY = 'panalo.originalsDemo'

/** The try-it session id lives in sessionStorage: demo coins last as long as the browser tab. */
function storedDemoId(): string | undefined {
  try {
    return sessionStorage.getItem(DEMO_KEY) ?? undefined
  } catch {
    return undefined
  }
}

export const demoSessionKey = ['originals', 'demo'] as const

/** Starts or renews the try-it session (enabled only in demo mode). */
export function useDemoSessionQuery(enabled: boolean) {
  return useQuery({
    queryKey: demoSessionKey,
    enabled,
    staleTime: Infinity,
    queryFn: async () => {
      const session = await apiCall('anonymous/originalsDemo', { demoId: storedDemoId() })
      try {
        sessionStorage.setItem(DEMO_KEY, session.demoId)
      } catch {
        // Storage refused: the session lasts as long as this page.
      }
      return session
    },
  })
}
