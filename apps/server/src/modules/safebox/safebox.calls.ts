import { safeboxCalls } from '@panalo/contract/calls/safebox'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { SafeboxService } from './safebox.service.ts'

/** The safebox (SPEC.md §7): its password, and coins moved in and out. */
export function safeboxCallHandlers({ safebox }: { safebox: SafeboxService }): CallHandler[] {
  return [
    defineHandler(safeboxCalls.safeboxSetPassword, (context, input) =>
      safebox.setPassword(context.user, input, context.ip),
    ),
    defineHandler(safeboxCalls.safeboxDeposit, (context, input) =>
      safebox.deposit(context.user.userId, input),
    ),
    defineHandler(safeboxCalls.safeboxWithdraw, (context, input) =>
      safebox.withdraw(context.user.userId, input, context.ip),
    ),
  ]
}
