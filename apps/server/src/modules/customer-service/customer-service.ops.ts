import { serviceDeskCalls } from '@panalo/contract/ops/calls/service'

import { defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { ServiceChat } from './service-chat.service.ts'

/** The console's live chat desk, its read side (decision 092). */
export function serviceOpsHandlers({ service }: { service: ServiceChat }): OpsHandler[] {
  return [
    defineOpsHandler(serviceDeskCalls.serviceInbox, async (_context, input) => ({
      list: await service.inbox(input),
    })),
  ]
}
