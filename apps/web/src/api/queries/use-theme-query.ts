import { queryOptions, useQuery } from '@tanstack/react-query'

import { STALE } from '../query-client.ts'
import { requestTheme, takeStartupCall } from '../startup-calls.ts'

/** The live theme of this domain, or the one previewed with ?themeViewId=. */
export function themeQuery(themeViewId: number | null) {
  return queryOptions({
    queryKey: ['theme', themeViewId] as const,
    staleTime: STALE.long,
    queryFn: () => takeStartupCall('theme') ?? requestTheme(themeViewId),
  })
}

export function useThemeQuery(themeViewId: number | null) {
  return useQuery(themeQuery(themeViewId))
}
