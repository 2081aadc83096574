import { meKeys } from '../../../api/queries/use-me-query.ts'

/** Query keys of the cash-out area; under 'me', so signing out clears them. */
export const cashoutKeys = {
  all: [...meKeys.all, 'cashout'] as const,
  exchange: [...meKeys.all, 'cashout', 'exchange'] as const,
  accounts: [...meKeys.all, 'cashout', 'accounts'] as const,
  records: (state: string) => [...meKeys.all, 'cashout', 'records', state] as const,
  coinDetail: (filter: object) => [...meKeys.all, 'cashout', 'coinDetail', filter] as const,
  balances: [...meKeys.all, 'cashout', 'balances'] as const,
}
