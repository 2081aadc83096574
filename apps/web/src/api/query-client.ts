import { QueryClient } from '@tanstack/react-query'

import { HttpError, isDefiniteAnswer } from './client.ts'

/** How long answers stay fresh, by kind. */
export const STALE = {
  /** Content that changes rarely: config, themes, information pages. */
  long: 10 * 60_000,
  medium: 60_000,
  short: 10_000,
} as const

/**
 * TanStack Query owns all server state. Errors the server answered deliberately (an errcode, an HTTP
 * error) are not retried; network failures and "temporarily unavailable" (the database went away for
 * a moment; decision 062) are retried twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.medium,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(isDefiniteAnswer(error) || error instanceof HttpError) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  })
}
