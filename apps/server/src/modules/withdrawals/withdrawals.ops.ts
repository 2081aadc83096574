import { withdrawalDeskCalls } from '@panalo/contract/ops/calls/withdrawals'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { WithdrawalDesk } from './withdrawal-desk.ts'

/** The console's withdrawals desk (decision 066). */
export function withdrawalOpsHandlers({ desk }: { desk: WithdrawalDesk }): OpsHandler[] {
  return [
    defineOpsHandler(withdrawalDeskCalls.withdrawalQueue, (_context, input) =>
      desk.queue(input.state, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(withdrawalDeskCalls.withdrawalApprove, (context, input) =>
      desk.approve(context.staff, context.ip, input.id),
    ),
    defineOpsHandler(withdrawalDeskCalls.withdrawalReject, (context, input) =>
      desk.reject(context.staff, context.ip, input.id, input.reason),
    ),
    defineOpsHandler(withdrawalDeskCalls.heldAccounts, async () => ({ list: await desk.heldAccounts() })),
    defineOpsHandler(withdrawalDeskCalls.heldAccountRelease, (context, input) =>
      desk.releaseAccount(context.staff, context.ip, input.userId, input.bankId, input.reason),
    ),
    defineOpsHandler(withdrawalDeskCalls.fourEyesSettings, (context, input) =>
      desk.fourEyes(context.staff, context.ip, input.above),
    ),
  ]
}
