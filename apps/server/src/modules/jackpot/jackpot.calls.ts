import { jackpotCalls } from '@panalo/contract/calls/jackpot'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { JackpotService } from './jackpot.service.ts'

/** The jackpot, LuckyJackpot 47 (decision 040): info, chances, draws, seeds, record and rank. */
export function jackpotCallHandlers({ jackpot }: { jackpot: JackpotService }): CallHandler[] {
  return [
    defineHandler(jackpotCalls.getJackpotDrawInfo, (context) => jackpot.info(context.user.userId)),
    defineHandler(jackpotCalls.receiveDrawChance, (context) => jackpot.receive(context.user.userId)),
    defineHandler(jackpotCalls.jackpotDraw, (context, input) =>
      jackpot.draw(context.user.userId, input.requestId),
    ),
    defineHandler(jackpotCalls.jackpotRotateSeed, (context, input) =>
      jackpot.rotateSeed(context.user.userId, input.clientSeed),
    ),
    defineHandler(jackpotCalls.getPersonJackpotDrawAwardLog, (context, input) =>
      jackpot.record(context.user.userId, input),
    ),
    defineHandler(jackpotCalls.getJackpotRank, (context, input) => jackpot.rank(context.user.userId, input)),
  ]
}
