import { withdrawalCalls } from '@panalo/contract/calls/withdrawals'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { WithdrawalsService } from './withdrawals.service.ts'

/** Withdrawals and the receiving accounts they pay to (SPEC.md §7). */
export function withdrawalCallHandlers({ withdrawals }: { withdrawals: WithdrawalsService }): CallHandler[] {
  return [
    defineHandler(withdrawalCalls.getExchange, (context) => withdrawals.info(context.user.userId)),
    defineHandler(withdrawalCalls.exchange, (context, input) =>
      withdrawals.submit(context.user.userId, input),
    ),
    defineHandler(withdrawalCalls.exchangeRecords, (context, input) =>
      withdrawals.records(context.user.userId, input),
    ),
    defineHandler(withdrawalCalls.bankInfoList, (context) => withdrawals.bankInfoList(context.user.userId)),
    defineHandler(withdrawalCalls.addBankInfo, (context, input) =>
      withdrawals.addBankInfo(context.user, input, context.ip),
    ),
    defineHandler(withdrawalCalls.modifyBankInfo, (context, input) =>
      withdrawals.modifyBankInfo(context.user, input, context.ip),
    ),
  ]
}
