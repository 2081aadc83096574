import type { ContentPage } from '@panalo/contract/calls/app'
import type { Locale } from '@panalo/contract/constants'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiCall } from '../../api/client.ts'
import { STALE } from '../../api/query-client.ts'
import { useTranslation } from '../../i18n/i18n.ts'

export const contentKeys = {
  page: (page: ContentPage, locale: string) => ['content', page, locale] as const,
  faq: (locale: string) => ['content', 'faq', locale] as const,
}

export function contentPageQuery(page: ContentPage, locale: Locale) {
  return queryOptions({
    queryKey: contentKeys.page(page, locale),
    staleTime: STALE.long,
    queryFn: () => apiCall('anonymous/appContent', { page, locale }),
  })
}

/** An information page in the player's language. */
export function useContentQuery(page: ContentPage) {
  const { locale } = useTranslation()
  return useQuery(contentPageQuery(page, locale))
}
