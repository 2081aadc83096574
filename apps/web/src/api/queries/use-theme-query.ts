import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiCall } from '../client.ts'
import { STALE } from '../query-client.ts'

/** The live theme of this domain, or the one previewed with ?themeViewId=. */
export function themeQuery(themeViewId: number | null) {
  return queryOptions({
    queryKey: ['theme', themeViewId] as const,
    staleTime: STALE.long,
    queryFn: () =>
      themeViewId === null
        ? apiCall('anonymous/appTheme', {})
        : apiCall('anonymous/appThemePreview', { themeViewId }),
  })
}

export function useThemeQuery(themeViewId: number | null) {
  return useQuery(themeQuery(themeViewId))
}

/** The theme id to preview, from ?themeViewId= (SPEC.md §4), or null. */
export function themeViewIdFromUrl(search: string = window.location.search): number | null {
  const value = Number(new URLSearchParams(search).get('themeViewId'))
  return Number.isInteger(value) && value > 0 ? value : null
}
