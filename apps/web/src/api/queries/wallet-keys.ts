import { meKeys } from './use-me-query.ts'

/**
 * Query keys of the wallet (coin detail, balances); under 'me', so signing out clears them. Shared,
 * not in features/wallet, because a withdrawal changes them too and its feature refreshes them.
 */
export const walletKeys = {
  all: [...meKeys.all, 'wallet'] as const,
  coinDetail: (filter: object) => [...meKeys.all, 'wallet', 'coinDetail', filter] as const,
  balances: [...meKeys.all, 'wallet', 'balances'] as const,
}
