import { mailDeskCalls } from '@panalo/contract/ops/calls/mail'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { MailDesk } from './mail-desk.ts'

/** The console's mail desk (decision 095): broadcasts composed, scheduled, cancelled and counted. */
export function mailOpsHandlers({ desk }: { desk: MailDesk }): OpsHandler[] {
  return [
    defineOpsHandler(mailDeskCalls.broadcastPreview, (_context, input) => desk.preview(input.audience)),
    defineOpsHandler(mailDeskCalls.broadcastSend, (context, input) =>
      desk.send(context.staff, context.ip, input),
    ),
    defineOpsHandler(mailDeskCalls.broadcastCancel, (context, input) =>
      desk.cancel(context.staff, context.ip, input.id),
    ),
    defineOpsHandler(mailDeskCalls.broadcastList, (_context, input) =>
      desk.list(input.state, input.pageNum, input.pageSize),
    ),
  ]
}
