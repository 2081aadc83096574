import { serviceCalls } from '@panalo/contract/calls/service'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { ServiceChat } from './service-chat.service.ts'

/** Customer service (/service, /service/vip; decision 057): the lines and Panalo's live chat. */
export function serviceCallHandlers({ service }: { service: ServiceChat }): CallHandler[] {
  return [
    defineHandler(serviceCalls.getCustomerServices, async (context) =>
      service.lines((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(serviceCalls.serviceChatHistory, (context, input) =>
      service.history(context.user.userId, input.beforeId),
    ),
    defineHandler(serviceCalls.serviceChatSend, (context, input) => service.send(context.user.userId, input)),
    defineHandler(serviceCalls.serviceChatWait, (context, input) =>
      service.wait(context.user.userId, input.afterId),
    ),
  ]
}
