import { cashoutCalls } from '@panalo/contract/calls/cashout'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { SafeboxService } from '../safebox/safebox.service.ts'
import type { WithdrawalsService } from './withdrawals.service.ts'

export interface CashoutCallsDeps {
  withdrawals: WithdrawalsService
  safebox: SafeboxService
}

/** Withdrawals, receiving accounts and the safebox (SPEC.md §7); the wallet area answers the rest. */
export function cashoutCallHandlers({ withdrawals, safebox }: CashoutCallsDeps): CallHandler[] {
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
  ]
}
