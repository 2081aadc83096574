import { depositDeskCalls } from '@panalo/contract/ops/calls/deposits'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { DepositDesk } from './deposit-desk.ts'

/** The console's deposits desk (decision 067). */
export function depositOpsHandlers({ desk }: { desk: DepositDesk }): OpsHandler[] {
  return [
    defineOpsHandler(depositDeskCalls.depositQueue, (_context, input) =>
      desk.queue(input.state, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(depositDeskCalls.depositCreditHeld, (context, input) =>
      desk.creditHeld(context.staff, context.ip, input.id, input.reason),
    ),
    defineOpsHandler(depositDeskCalls.depositReconcile, (_context, input) =>
      desk.reconcile(input.day, input.csv),
    ),
  ]
}
