import { kycDeskCalls } from '@panalo/contract/ops/calls/kyc'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { KycDesk } from './kyc-desk.ts'

/** The console's KYC desk (decision 067). */
export function kycOpsHandlers({ desk }: { desk: KycDesk }): OpsHandler[] {
  return [
    defineOpsHandler(kycDeskCalls.kycQueue, (_context, input) =>
      desk.queue(input.state, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(kycDeskCalls.kycPhoto, (context, input) =>
      desk.photo(context.staff, context.ip, input.id, input.side),
    ),
    defineOpsHandler(kycDeskCalls.kycApprove, (context, input) =>
      desk.approve(context.staff, context.ip, input.id),
    ),
    defineOpsHandler(kycDeskCalls.kycRefuse, (context, input) =>
      desk.refuse(context.staff, context.ip, input.id, input.reason),
    ),
  ]
}
