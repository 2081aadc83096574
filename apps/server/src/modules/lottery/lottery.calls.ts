import { lotteryCalls } from '@panalo/contract/calls/lottery'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { LotteryService } from './lottery.service.ts'

/** The lottery (/activity/lottery; decision 053). */
export function lotteryCallHandlers({ lottery }: { lottery: LotteryService }): CallHandler[] {
  return [
    defineHandler(lotteryCalls.lotteryInfo, async (context) =>
      lottery.info((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(lotteryCalls.lotteryBuyTickets, (context, input) =>
      lottery.buy(context.user.userId, input),
    ),
    defineHandler(lotteryCalls.lotteryRecord, (context, input) => lottery.record(context.user.userId, input)),
    defineHandler(lotteryCalls.lotteryHistory, (_context, input) => lottery.history(input)),
    defineHandler(lotteryCalls.lotteryDrawDetail, (_context, input) => lottery.drawDetail(input.drawId)),
  ]
}
