import { playerDeskCalls } from '@panalo/contract/ops/calls/players'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { PlayerDesk } from './player-desk.service.ts'

/** The console's players desk. */
export function playerOpsHandlers({ desk }: { desk: PlayerDesk }): OpsHandler[] {
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
  ]
}
