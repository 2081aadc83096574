import { depositCalls } from '@panalo/contract/calls/deposits'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { DepositsService } from './deposits.service.ts'

/** Deposits: trade info, opening a deposit, its state, and the player's records. */
export function depositCallHandlers({ deposits }: { deposits: DepositsService }): CallHandler[] {
  return [
    defineHandler(depositCalls.rechargeTradeInfo, async (context) => deposits.tradeInfo(context.user.userId)),

    defineHandler(depositCalls.rechargeCreate, async (context, input) =>
      deposits.create(context.user.userId, {
        rechargeTypeId: input.rechargeTypeId,
        amount: input.amount,
        bankId: input.bankId,
        bonusType: input.bonusType,
      }),
    ),

    defineHandler(depositCalls.rechargeStatus, async (context, input) =>
      deposits.status(context.user.userId, input.orderId),
    ),

    defineHandler(depositCalls.rechargeRecords, async (context, input) =>
      deposits.records(context.user.userId, {
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        state: input.state,
        from: input.from,
        to: input.to,
      }),
    ),
  ]
}
