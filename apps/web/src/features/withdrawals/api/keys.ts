import { meKeys } from '../../../api/queries/use-me-query.ts'

/** Query keys of the withdrawals area; under 'me', so signing out clears them. */
export const withdrawalKeys = {
  all: [...meKeys.all, 'withdrawals'] as const,
  exchange: [...meKeys.all, 'withdrawals', 'exchange'] as const,
  accounts: [...meKeys.all, 'withdrawals', 'accounts'] as const,
  records: (state: string) => [...meKeys.all, 'withdrawals', 'records', state] as const,
}
