import { walletCalls } from '@panalo/contract/calls/wallet'

import type { Db } from '../../db/client.ts'
import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import { coinDetail } from './coin-detail.queries.ts'
import type { WalletBalancesService } from './wallet-balances.service.ts'

export interface WalletCallsDeps {
  db: Db
  walletBalances: WalletBalancesService
}

/** The coin detail, wallet balances and retrieve balance of the cash-out calls (SPEC.md §7). */
export function walletCallHandlers({ db, walletBalances }: WalletCallsDeps): CallHandler[] {
  return [
    defineHandler(walletCalls.appUserCoinDetail, (context, input) =>
      coinDetail(db, { userId: context.user.userId, ...input }),
    ),
    defineHandler(walletCalls.walletBalances, (context) => walletBalances.balances(context.user.userId)),
    defineHandler(walletCalls.retrieveBalance, (context, input) =>
      walletBalances.retrieve(context.user.userId, input.requestId),
    ),
  ]
}
