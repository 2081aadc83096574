import { feedbackDeskCalls } from '@panalo/contract/ops/calls/feedback'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { FeedbackDesk } from './feedback-desk.ts'

/** The console's feedback tickets desk (decision 091). */
export function feedbackOpsHandlers({ desk }: { desk: FeedbackDesk }): OpsHandler[] {
  return [
    defineOpsHandler(feedbackDeskCalls.feedbackQueue, (_context, input) =>
      desk.queue(input.state, input.pageNum, input.pageSize),
    ),
    defineOpsHandler(feedbackDeskCalls.feedbackTicket, (_context, input) => desk.ticket(input.ticketId)),
    defineOpsHandler(feedbackDeskCalls.feedbackImage, (context, input) =>
      desk.image(context.staff, context.ip, input.ticketId, input.imageId),
    ),
    defineOpsHandler(feedbackDeskCalls.feedbackAnswer, (context, input) =>
      desk.answer(context.staff, context.ip, input.ticketId, input.text),
    ),
    defineOpsHandler(feedbackDeskCalls.feedbackClose, (context, input) =>
      desk.close(context.staff, context.ip, input.ticketId),
    ),
  ]
}
