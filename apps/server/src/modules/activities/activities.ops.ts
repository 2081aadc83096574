import { promotionDeskCalls } from '@panalo/contract/ops/calls/promotions'

import { actorOf, defineOpsHandler, type OpsHandler } from '../../platform/ops-handler.ts'
import type { ActivityDesk } from './activity-desk.ts'

/**
 * The activities desk from the console (decisions 097, 104): list, pause/resume, schedule, reorder,
 * art, create and edit texts.
 */
export function activityOpsHandlers({ desk }: { desk: ActivityDesk }): OpsHandler[] {
  return [
    defineOpsHandler(promotionDeskCalls.activityList, async () => ({ list: await desk.list() })),
    defineOpsHandler(promotionDeskCalls.activityUpdate, async (context, input) => ({
      activity: await desk.update(actorOf(context), input),
    })),
    defineOpsHandler(promotionDeskCalls.activityReorder, async (context, input) => ({
      list: await desk.reorder(actorOf(context), input.ids),
    })),
    defineOpsHandler(promotionDeskCalls.activityCreate, async (context, input) => ({
      activity: await desk.create(actorOf(context), input),
    })),
    defineOpsHandler(promotionDeskCalls.activityEditTexts, async (context, input) => ({
      activity: await desk.editTexts(actorOf(context), input.id, input.texts, input.rules),
    })),
    defineOpsHandler(promotionDeskCalls.activityUploadArt, async (context, input) => ({
      activity: await desk.uploadArt(actorOf(context), input.id, input.image),
    })),
  ]
}
