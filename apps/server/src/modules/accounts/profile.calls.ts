import { profileCalls } from '@panalo/contract/calls/profile'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { AccountsService } from './accounts.service.ts'
import type { ProfileService } from './profile.service.ts'
import type { SocialService } from './social/social.service.ts'

export interface ProfileCallsDeps {
  accounts: AccountsService
  profile: ProfileService
  social: SocialService
}

/** The signed-in player's own account (SPEC.md §7, Public / After login / Profile). */
export function profileCallHandlers({ accounts, profile, social }: ProfileCallsDeps): CallHandler[] {
  return [
    defineHandler(profileCalls.refreshData, (context) => profile.refresh(context.user.userId)),
    defineHandler(profileCalls.getAfterLoginInfoWeb, (context) => profile.afterLogin(context.user.userId)),
    defineHandler(profileCalls.updateProfile, (context, input) => profile.update(context.user.userId, input)),
    defineHandler(profileCalls.appUserOther, (context) => profile.other(context.user.userId)),
    defineHandler(profileCalls.updateAppUserOther, (context, input) =>
      profile.saveOther(context.user.userId, input),
    ),
    defineHandler(profileCalls.bindAccount, (context, input) =>
      accounts.bindPhone(context.user, input, context.ip),
    ),
    defineHandler(profileCalls.bindSocialAccount, (context, input) =>
      social.bind(context.user, input.provider, input.code, input.state, context.ip),
    ),
    defineHandler(profileCalls.initPassword, (context, input) =>
      accounts.changePassword(context.user, input, context.ip),
    ),
  ]
}
