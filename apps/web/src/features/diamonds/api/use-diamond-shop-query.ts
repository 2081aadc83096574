import { useQuery } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { meKeys } from '../../../api/queries/use-me-query.ts'
import { STALE } from '../../../api/query-client.ts'

/** Under 'me': signing out clears them, and any purchase's refresh of 'me' refreshes them. */
export const diamondKeys = {
  all: [...meKeys.all, 'diamonds'] as const,
  shop: [...meKeys.all, 'diamonds', 'shop'] as const,
  cards: [...meKeys.all, 'diamonds', 'cards'] as const,
  card: (cardId: number) => [...meKeys.all, 'diamonds', 'cards', cardId] as const,
  log: [...meKeys.all, 'diamonds', 'log'] as const,
  orders: [...meKeys.all, 'diamonds', 'orders'] as const,
  cardLog: [...meKeys.all, 'diamonds', 'card-log'] as const,
}

/** diamondShopData: the balance, the items, the saved address; opening it clears the shop's red dot. */
export function useDiamondShopQuery() {
  return useQuery({
    queryKey: diamondKeys.shop,
    staleTime: STALE.short,
    queryFn: () => apiCall('diamondShopData', {}),
  })
}
