import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { STALE } from '../../../api/query-client.ts'
import { diamondKeys } from './use-diamond-shop-query.ts'

/** getScratchCardInfo: the unscratched cards, the next card's commitment, and one card when asked. */
export function useScratchCardInfoQuery(cardId?: number) {
  return useQuery({
    queryKey: cardId === undefined ? diamondKeys.cards : diamondKeys.card(cardId),
    staleTime: STALE.short,
    queryFn: () => apiCall('getScratchCardInfo', cardId === undefined ? {} : { cardId }),
  })
}
