import type { Locale } from '@panalo/contract/constants'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { apiCall } from '../../api/client.ts'
import { STALE } from '../../api/query-client.ts'
import { contentKeys } from './use-content-query.ts'

export function faqQuery(locale: Locale) {
  return queryOptions({
    queryKey: contentKeys.faq(locale),
    staleTime: STALE.long,
    queryFn: () => apiCall('anonymous/faqList', { locale }),
  })
}

export function useFaqQuery() {
  const { i18n } = useTranslation()
  return useQuery(faqQuery(i18n.language as Locale))
}
