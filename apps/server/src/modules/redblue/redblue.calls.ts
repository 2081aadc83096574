import { pkCalls } from '@panalo/contract/calls/redblue'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { RedBlueService } from './redblue.service.ts'

/** Red versus blue (docs/decisions/054-red-versus-blue.md). */
export function redBlueCallHandlers({ redBlue }: { redBlue: RedBlueService }): CallHandler[] {
  return [
    defineHandler(pkCalls.pkData, async (context) =>
      redBlue.data((await context.resolveOptionalUser())?.userId ?? null),
    ),
    defineHandler(pkCalls.pkSignUp, (context, input) => redBlue.signUp(context.user.userId, input.camp)),
  ]
}
