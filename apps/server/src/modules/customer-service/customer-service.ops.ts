import { serviceDeskCalls } from '@panalo/contract/ops/calls/service'

import { actorOf, defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { ServiceChat } from './service-chat.service.ts'
import type { ServiceDesk } from './service-desk.ts'

/** The console's live chat desk (decisions 092, 093, 105). */
export function serviceOpsHandlers({
  service,
  desk,
}: {
  service: ServiceChat
  desk: ServiceDesk
}): OpsHandler[] {
  return [
    defineOpsHandler(serviceDeskCalls.serviceInbox, async (_context, input) => ({
      list: await service.inbox(input),
    })),
    defineOpsHandler(serviceDeskCalls.serviceThread, async (_context, input) => ({
      threadId: input.threadId,
      ...(await desk.thread(input.threadId, input.before)),
    })),
    defineOpsHandler(serviceDeskCalls.serviceReply, (context, input) =>
      desk.reply(context.staff, actorOf(context), input.threadId, input.text),
    ),
    defineOpsHandler(serviceDeskCalls.serviceTake, (context, input) =>
      desk.take(context.staff, actorOf(context), input.threadId, input.takeOver),
    ),
    defineOpsHandler(serviceDeskCalls.serviceHandOver, (context, input) =>
      desk.handOver(context.staff, actorOf(context), input.threadId, input.toAccount, input.takeOver),
    ),
    defineOpsHandler(serviceDeskCalls.serviceRelease, (context, input) =>
      desk.release(context.staff, actorOf(context), input.threadId),
    ),
    defineOpsHandler(serviceDeskCalls.serviceReport, () => desk.report()),
    defineOpsHandler(serviceDeskCalls.serviceAgents, () => desk.agents()),
    defineOpsHandler(serviceDeskCalls.serviceContext, (_context, input) => desk.context(input.threadId)),
    defineOpsHandler(serviceDeskCalls.serviceCannedList, () => desk.cannedList()),
    defineOpsHandler(serviceDeskCalls.serviceCannedSave, (context, input) =>
      desk.cannedSave(actorOf(context), input.id, {
        title: input.title,
        textEn: input.textEn,
        textFil: input.textFil,
      }),
    ),
    defineOpsHandler(serviceDeskCalls.serviceCannedDelete, (context, input) =>
      desk.cannedDelete(actorOf(context), input.id),
    ),
  ]
}
