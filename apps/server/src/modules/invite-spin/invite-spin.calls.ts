import { inviteSpinCalls } from '@panalo/contract/calls/invite-spin'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { InviteSpinService } from './invite-spin.service.ts'

/** The invite spin of /activity/invite-spin (SPEC.md §7 "Tasks and activities"; decision 058). */
export function inviteSpinCallHandlers({ inviteSpin }: { inviteSpin: InviteSpinService }): CallHandler[] {
  return [
    defineHandler(inviteSpinCalls.actInviteUser, (context) => inviteSpin.info(context.user.userId)),
    defineHandler(inviteSpinCalls.actInviteUserStatus, (context) => inviteSpin.status(context.user.userId)),
    defineHandler(inviteSpinCalls.actInviteUserSpin, (context, input) =>
      inviteSpin.spin(context.user.userId, input.requestId),
    ),
    defineHandler(inviteSpinCalls.actInviteUserExchange, (context, input) =>
      inviteSpin.exchange(context.user.userId, input.campaignId),
    ),
    defineHandler(inviteSpinCalls.actInviteUserRecord, (context, input) =>
      inviteSpin.record(context.user.userId, input.campaignId),
    ),
    defineHandler(inviteSpinCalls.actInviteClickInvite, async (context, input) =>
      inviteSpin.click({
        pid: input.pid,
        visitorId: input.visitorId,
        ip: context.ip,
        viewerId: (await context.resolveOptionalUser())?.userId ?? null,
      }),
    ),
  ]
}
