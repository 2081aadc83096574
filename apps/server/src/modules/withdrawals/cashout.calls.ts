import { cashoutCalls } from '@panalo/contract/calls/cashout'

import type { Db } from '../../db/client.ts'
import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { SafeboxService } from '../safebox/safebox.service.ts'
import { coinDetail } from '../wallet/coin-detail.queries.ts'
import type { WalletBalancesService } from '../wallet/wallet-balances.service.ts'
import type { WithdrawalsService } from './withdrawals.service.ts'

export interface CashoutCallsDeps {
  db: Db
  withdrawals: WithdrawalsService
  safebox: SafeboxService
  walletBalances: WalletBalancesService
}

/** Withdrawals, receiving accounts, safebox, coin detail and retrieve balance (SPEC.md §7). */
export function cashoutCallHandlers({
  db,
  withdrawals,
  safebox,
  walletBalances,
}: CashoutCallsDeps): CallHandler[] {
  return [
    defineHandler(cashoutCalls.getExchange, (context) => withdrawals.info(context.user.userId)),
    defineHandler(cashoutCalls.exchange, (context, input) => withdrawals.submit(context.user.userId, input)),
    defineHandler(cashoutCalls.exchangeRecords, (context, input) =>
      withdrawals.records(context.user.userId, input),
    ),
    defineHandler(cashoutCalls.bankInfoList, (context) => withdrawals.bankInfoList(context.user.userId)),
    defineHandler(cashoutCalls.addBankInfo, (context, input) =>
      withdrawals.addBankInfo(context.user.userId, input),
    ),
    defineHandler(cashoutCalls.modifyBankInfo, (context, input) =>
      withdrawals.modifyBankInfo(context.user, input),
    ),
    defineHandler(cashoutCalls.safeboxSetPassword, (context, input) =>
      safebox.setPassword(context.user, input),
    ),
    defineHandler(cashoutCalls.safeboxDeposit, (context, input) =>
      safebox.deposit(context.user.userId, input),
    ),
    defineHandler(cashoutCalls.safeboxWithdraw, (context, input) =>
      safebox.withdraw(context.user.userId, input),
    ),
    defineHandler(cashoutCalls.appUserCoinDetail, (context, input) =>
      coinDetail(db, { userId: context.user.userId, ...input }),
    ),
    defineHandler(cashoutCalls.walletBalances, (context) => walletBalances.balances(context.user.userId)),
    defineHandler(cashoutCalls.retrieveBalance, (context, input) =>
      walletBalances.retrieve(context.user.userId, input.requestId),
    ),
  ]
}
