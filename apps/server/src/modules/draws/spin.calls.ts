import { spinCalls } from '@panalo/contract/calls/spin'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { SpinService } from './spin.service.ts'

/** The spin wheel of /activity/spin (decision 042). */
export function spinCallHandlers({ spin }: { spin: SpinService }): CallHandler[] {
  return [
    defineHandler(spinCalls.turntableInfo, async (context) =>
      spin.info((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(spinCalls.turntableSpin, (context, input) =>
      spin.spin(context.user.userId, input.requestId),
    ),
  ]
}
