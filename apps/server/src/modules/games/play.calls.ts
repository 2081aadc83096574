import { playCalls } from '@panalo/contract/calls/play'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { PlayService } from './play.service.ts'

/** Launch, leave, heartbeat and the bet records (SPEC.md §7; docs/decisions/017). */
export function playCallHandlers({ play }: { play: PlayService }): CallHandler[] {
  return [
    defineHandler(playCalls.startGame, async (context, input) => {
      const user = await context.resolveOptionalUser()
      return play.startGame(user?.userId ?? null, input)
    }),
    defineHandler(playCalls.exitGame, async (context, input) => {
      const user = await context.resolveOptionalUser()
      return play.exitGame(user?.userId ?? null, input.gameId)
    }),
    defineHandler(playCalls.online, (context, input) => play.online(context.user.userId, input.gameId)),
    defineHandler(playCalls.betRecord, (context, input) => play.betRecord(context.user.userId, input)),
    defineHandler(playCalls.betRecordReport, (context, input) =>
      play.betRecordReport(context.user.userId, input),
    ),
  ]
}
