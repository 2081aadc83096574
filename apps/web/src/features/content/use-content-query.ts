import type { ContentPage } from '@panalo/contract/calls/app'
import type { Locale } from '@panalo/contract/constants'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { apiCall } from '../../api/client.ts'
import { STALE } from '../../api/query-client.ts'

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
  const { i18n } = useTranslation()
  return useQuery(contentPageQuery(page, i18n.language as Locale))
}
