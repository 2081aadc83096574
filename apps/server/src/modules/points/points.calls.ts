import { pointsCalls } from '@panalo/contract/calls/points'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { PointsService } from './points.service.ts'

/** Points (/points): the balance, how they are earned, the shop, exchanges and the log (decision 028). */
export function pointsCallHandlers({ points }: { points: PointsService }): CallHandler[] {
  return [
    defineHandler(pointsCalls.pointsInfo, async (context) =>
      points.info((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(pointsCalls.pointsExchange, (context, input) =>
      points.exchange(context.user.userId, input),
    ),
    defineHandler(pointsCalls.pointsLog, (context, input) => points.log(context.user.userId, input)),
  ]
}
