import type { Locale } from '@panalo/contract/constants'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiCall } from '../../api/client.ts'
import { STALE } from '../../api/query-client.ts'
import { useTranslation } from '../../i18n/i18n.ts'
import { contentKeys } from './use-content-query.ts'

export function faqQuery(locale: Locale) {
  return queryOptions({
    queryKey: contentKeys.faq(locale),
    staleTime: STALE.long,
    queryFn: () => apiCall('anonymous/faqList', { locale }),
  })
}

export function useFaqQuery() {
  const { locale } = useTranslation()
  return useQuery(faqQuery(locale))
}
