import { authCalls } from '@panalo/contract/calls/auth'
import { SOCIAL_LOGIN, type SocialLogin } from '@panalo/contract/enums'

import { defineHandler, type CallContext, type CallHandler } from '../../platform/call-handler.ts'
import type { AccountsService } from './accounts.service.ts'
import type { SessionMeta } from './sessions.service.ts'
import type { SocialService } from './social/social.service.ts'

export interface AccountsCallsDeps {
  accounts: AccountsService
  social: SocialService
}

const meta = (context: CallContext): SessionMeta => ({ ip: context.ip, userAgent: context.userAgent })

/** Registering, logging in and out (SPEC.md §7, Auth). */
export function accountsCallHandlers({ accounts, social }: AccountsCallsDeps): CallHandler[] {
  const socialLogin =
    (provider: SocialLogin) =>
    async (
      context: CallContext,
      input: {
        code?: string | undefined
        state?: string | undefined
        ticket?: string | undefined
        registration?: Parameters<SocialService['login']>[1]['registration']
      },
    ) =>
      social.login(provider, input, meta(context))

  return [
    defineHandler(authCalls.smsSend, async (context, input) =>
      accounts.sendCode(input.phone, input.mode, context.ip, await context.resolveOptionalUser()),
    ),
    defineHandler(authCalls.accountLogin, (context, input) =>
      accounts.loginWithPassword(input, meta(context)),
    ),
    defineHandler(authCalls.accountLoginSms, (context, input) =>
      accounts.loginWithCode(input, meta(context)),
    ),
    defineHandler(authCalls.accountRegist, (context, input) =>
      accounts.registerWithAccount(input, meta(context)),
    ),
    defineHandler(authCalls.accountRegist4, (context, input) =>
      accounts.registerWithPhone(input, meta(context)),
    ),
    defineHandler(authCalls.forgetPassword, async (_context, input) => {
      await accounts.resetPassword(input)
      return { done: true as const }
    }),
    defineHandler(authCalls.socialLoginStart, async (context, input) =>
      social.start(input.provider, input.purpose, await context.resolveOptionalUser(), input.redirect, {
        ip: context.ip,
        currentPassword: input.currentPassword,
        proofCode: input.proofCode,
      }),
    ),
    defineHandler(authCalls.googleLogin, socialLogin(SOCIAL_LOGIN.google)),
    defineHandler(authCalls.facebookLogin, socialLogin(SOCIAL_LOGIN.facebook)),
    defineHandler(authCalls.lineLogin, socialLogin(SOCIAL_LOGIN.line)),
    defineHandler(authCalls.logout, async (context) => {
      await accounts.logout(context.user)
      return { done: true as const }
    }),
  ]
}
