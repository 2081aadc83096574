import { playerDeskCalls } from '@panalo/contract/ops/calls/players'

import { actorOf, defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { PlayerAdjustments } from './player-adjustments.ts'
import type { PlayerDesk } from './player-desk.service.ts'

/** The console's players desk. */
export function playerOpsHandlers({
  desk,
  adjustments,
}: {
  desk: PlayerDesk
  adjustments: PlayerAdjustments
}): OpsHandler[] {
  return [
    defineOpsHandler(playerDeskCalls.playerSearch, async (_context, input) => ({
      list: await desk.search(input.query),
    })),
    defineOpsHandler(playerDeskCalls.playerDetail, (_context, input) => desk.detail(input.userId)),
    defineOpsHandler(playerDeskCalls.playerLedger, (_context, input) =>
      desk.ledger(input.userId, input.kind, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(playerDeskCalls.playerNoteAdd, (context, input) =>
      desk.addNote(context.staff, context.ip, input.userId, input.body),
    ),
    defineOpsHandler(playerDeskCalls.playerFreeze, (context, input) =>
      desk.freeze(context.staff, context.ip, input.userId, input.frozen, input.reason),
    ),
    defineOpsHandler(playerDeskCalls.playerEndSessions, (context, input) =>
      desk.endSessions(context.staff, context.ip, input.userId, input.reason),
    ),
    defineOpsHandler(playerDeskCalls.playerBets, (_context, input) => desk.bets(input.userId, input)),
    defineOpsHandler(playerDeskCalls.playerDeposits, (_context, input) =>
      desk.deposits(input.userId, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(playerDeskCalls.playerWithdrawals, (_context, input) =>
      desk.withdrawals(input.userId, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(playerDeskCalls.playerRewards, (_context, input) =>
      desk.rewards(input.userId, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(playerDeskCalls.playerVip, (_context, input) => desk.vip(input.userId)),
    defineOpsHandler(playerDeskCalls.playerLimits, (_context, input) => desk.limits(input.userId)),
    defineOpsHandler(playerDeskCalls.playerAdjust, (context, input) =>
      adjustments.request(actorOf(context), input),
    ),
    defineOpsHandler(playerDeskCalls.playerAdjustments, (_context, input) => adjustments.list(input)),
    defineOpsHandler(playerDeskCalls.playerAdjustDecide, (context, input) =>
      adjustments.decide(actorOf(context), input.id, input.approve, input.reason),
    ),
    defineOpsHandler(playerDeskCalls.playerExclude, (context, input) =>
      desk.exclude(actorOf(context), input.userId, input.duration, input.reason),
    ),
    defineOpsHandler(playerDeskCalls.playerExclusionEnd, (context, input) =>
      desk.endExclusion(actorOf(context), input.userId, input.reason),
    ),
    defineOpsHandler(playerDeskCalls.playerPasswordReset, (context, input) =>
      desk.resetPassword(actorOf(context), input.userId, input.reason),
    ),
  ]
}
