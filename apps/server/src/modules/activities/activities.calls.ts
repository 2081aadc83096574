import { signInCalls } from '@panalo/contract/calls/sign-in'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { SignInService } from './sign-in.service.ts'

/** Activities (SPEC.md §7 "Tasks and activities"): the daily sign-in so far. */
export function activityCallHandlers({ signIn }: { signIn: SignInService }): CallHandler[] {
  return [
    defineHandler(signInCalls.loginBonus3User, (context) => signIn.status(context.user.userId)),
    defineHandler(signInCalls.loginBonus3UserReceive, (context) => signIn.receive(context.user.userId)),
  ]
}
