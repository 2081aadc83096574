import { createHash, randomBytes } from 'node:crypto'

import { NICKNAME_PATTERN } from '@panalo/contract/account-rules'
import type { AppConfig } from '@panalo/contract/app-config'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import { SOCIAL_LOGIN, type SocialLogin } from '@panalo/contract/enums'
import type { SessionAnswer, UserInfo } from '@panalo/contract/user-info'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'

import type { SocialConfig } from '../../../config.ts'
import type { Db } from '../../../db/client.ts'
import { oauthStates, registrationTickets, socialAccounts } from '../../../db/schema/accounts.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { AppError } from '../../../platform/app-error.ts'
import type { Principal } from '../../../platform/call-handler.ts'
import { validation } from '../../../platform/validation.ts'
import type { AccountsService } from '../accounts.service.ts'
import type { SessionMeta } from '../sessions.service.ts'
import { uniqueViolation } from '../unique-violation.ts'
import { findUserById } from '../users.queries.ts'
import {
  facebookProvider,
  oidcProvider,
  type IdentityProvider,
  type VerifiedIdentity,
} from './identity-providers.ts'

const STATE_TTL_MS = 10 * 60_000
const TICKET_TTL_MS = 15 * 60_000

export const PROVIDER_SLUG: Record<SocialLogin, 'facebook' | 'line' | 'google'> = {
  [SOCIAL_LOGIN.facebook]: 'facebook',
  [SOCIAL_LOGIN.line]: 'line',
  [SOCIAL_LOGIN.google]: 'google',
}

export interface SocialDeps {
  db: Db
  config: SocialConfig
  publicUrl: string
  accounts: AccountsService
  appConfig: () => Promise<AppConfig>
  log: FastifyBaseLogger
  fetchImpl?: typeof fetch
  now?: () => number
}

export function createSocialService({
  db,
  config,
  publicUrl,
  accounts,
  appConfig,
  log,
  fetchImpl = fetch,
  now = Date.now,
}: SocialDeps) {
  const providers: Partial<Record<SocialLogin, IdentityProvider>> = {}
  if (config.google)
    providers[SOCIAL_LOGIN.google] = oidcProvider(config.google, 'openid profile email', fetchImpl)
  if (config.line) providers[SOCIAL_LOGIN.line] = oidcProvider(config.line, 'openid profile email', fetchImpl)
  if (config.facebook) providers[SOCIAL_LOGIN.facebook] = facebookProvider(config.facebook, fetchImpl)

  const redirectUri = (provider: SocialLogin) => `${publicUrl}/auth/social/${PROVIDER_SLUG[provider]}`

  function providerOf(provider: SocialLogin): IdentityProvider {
    const found = providers[provider]
    if (!found) throw new AppError('NOT_FOUND', `Sign-in with ${PROVIDER_SLUG[provider]} is not offered.`)
    return found
  }

  /** Uses up the round trip's state and verifies the identity the provider vouches for. */
  async function redeem(provider: SocialLogin, code: string, state: string, purpose: 'login' | 'bind') {
    const identityProvider = providerOf(provider)
    const [round] = await db
      .update(oauthStates)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oauthStates.state, state),
          eq(oauthStates.provider, provider),
          eq(oauthStates.purpose, purpose),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, new Date(now())),
        ),
      )
      .returning()
    if (!round)
      throw new AppError(
        'SOCIAL_SIGN_IN_FAILED',
        'This sign-in link has expired or was already used. Please start again.',
      )
    try {
      const identity = await identityProvider.redeem({
        code,
        redirectUri: redirectUri(provider),
        codeVerifier: round.codeVerifier,
        nonce: round.nonce,
      })
      return { identity, round }
    } catch (error) {
      log.warn({ err: error, provider: PROVIDER_SLUG[provider] }, 'social sign-in could not be verified')
      throw new AppError('SOCIAL_SIGN_IN_FAILED')
    }
  }

  async function linkedUser(provider: SocialLogin, subject: string) {
    const [link] = await db
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    return link?.userId
  }

  function nicknameFrom(identity: VerifiedIdentity, config: AppConfig): string {
    const cleaned = identity.displayName
      .replace(/[^\p{L}\p{N} ._'-]/gu, '')
      .trim()
      .slice(0, config.lengths.username.max)
    return cleaned.length >= config.lengths.username.min && NICKNAME_PATTERN.test(cleaned)
      ? cleaned
      : 'Player'
  }

  return {
    /** Which providers are configured; the app shows only their buttons. */
    enabled(): { google: boolean; facebook: boolean; line: boolean } {
      return {
        google: providers[SOCIAL_LOGIN.google] !== undefined,
        facebook: providers[SOCIAL_LOGIN.facebook] !== undefined,
        line: providers[SOCIAL_LOGIN.line] !== undefined,
      }
    },

    async start(
      provider: SocialLogin,
      purpose: 'login' | 'bind',
      user: Principal | null,
      redirect: string | undefined,
      proof: { ip: string; currentPassword?: string | undefined; proofCode?: string | undefined },
    ) {
      const identityProvider = providerOf(provider)
      if (purpose === 'bind') {
        if (!user) throw new AppError('SIGNED_OUT')
        // A linked provider is a way to log in: adding one is as sensitive as a password change.
        await accounts.proveFresh(user, proof, proof.ip)
      }
      const state = randomBytes(24).toString('base64url')
      const nonce = randomBytes(24).toString('base64url')
      const codeVerifier = randomBytes(32).toString('base64url')
      const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
      // Only app paths: an open redirect to another site would make this a phishing tool.
      const redirectPath = redirect && /^\/(?!\/)[^\s]*$/.test(redirect) ? redirect : null
      await db.insert(oauthStates).values({
        state,
        provider,
        purpose,
        userId: user?.userId ?? null,
        codeVerifier,
        nonce,
        redirectPath,
        expiresAt: new Date(now() + STATE_TTL_MS),
      })
      return {
        authorizeUrl: await identityProvider.authorizeUrl({
          redirectUri: redirectUri(provider),
          state,
          nonce,
          codeChallenge,
        }),
      }
    },

    /** A code from the provider: logs in a linked player, or answers REGISTRATION_REQUIRED with a ticket. */
    async login(
      provider: SocialLogin,
      input: {
        code?: string | undefined
        state?: string | undefined
        ticket?: string | undefined
        registration?: RegistrationDetails | undefined
      },
      meta: SessionMeta,
    ): Promise<SessionAnswer> {
      if (input.ticket !== undefined) {
        if (!input.registration)
          throw validation('registration', 'Send the registration details with the ticket')
        return this.register(provider, input.ticket, input.registration, meta)
      }
      if (input.code === undefined || input.state === undefined)
        throw validation('code', 'Send code and state, or a ticket')
      const { identity } = await redeem(provider, input.code, input.state, 'login')
      const userId = await linkedUser(provider, identity.subject)
      if (userId !== undefined) {
        return inTransaction(db, async (tx) => {
          const user = await findUserById(tx, userId)
          if (!user) throw new AppError('SOCIAL_SIGN_IN_FAILED')
          return accounts.startSession(tx, user, meta)
        })
      }
      const ticket = randomBytes(24).toString('base64url')
      await db.insert(registrationTickets).values({
        ticket,
        provider,
        subject: identity.subject,
        displayName: identity.displayName,
        email: identity.email,
        expiresAt: new Date(now() + TICKET_TTL_MS),
      })
      throw new AppError('REGISTRATION_REQUIRED', undefined, {
        ticket,
        provider,
        displayName: identity.displayName,
      })
    },

    /** Creates the player for a verified social identity, after the age and eligibility step. */
    async register(
      provider: SocialLogin,
      ticket: string,
      registration: RegistrationDetails,
      meta: SessionMeta,
    ): Promise<SessionAnswer> {
      const config = await appConfig()
      const [pending] = await db
        .select({ subject: registrationTickets.subject, displayName: registrationTickets.displayName })
        .from(registrationTickets)
        .where(eq(registrationTickets.ticket, ticket))
      const who = pending ? `${provider}:${pending.subject} (${pending.displayName})` : `${provider}:unknown`
      await accounts.checkRegistration(registration, config, { who, ip: meta.ip })
      return inTransaction(db, async (tx) => {
        const [claimed] = await tx
          .update(registrationTickets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(registrationTickets.ticket, ticket),
              eq(registrationTickets.provider, provider),
              isNull(registrationTickets.usedAt),
              gt(registrationTickets.expiresAt, new Date(now())),
            ),
          )
          .returning()
        if (!claimed)
          throw new AppError('SOCIAL_SIGN_IN_FAILED', 'This registration has expired. Please sign in again.')
        const identity = { subject: claimed.subject, displayName: claimed.displayName, email: claimed.email }
        const user = await accounts.createPlayer(tx, {
          nickname: nicknameFrom(identity, config),
          accountType: provider,
          registration,
          ip: meta.ip,
        })
        try {
          await tx.transaction((savepoint) =>
            savepoint.insert(socialAccounts).values({ provider, ...identity, userId: user.id }),
          )
        } catch (error) {
          if (uniqueViolation(error)) throw new AppError('SOCIAL_ALREADY_LINKED')
          throw error
        }
        return accounts.startSession(tx, user, meta)
      })
    },

    async bind(
      principal: Principal,
      provider: SocialLogin,
      code: string,
      state: string,
      ip: string,
    ): Promise<UserInfo> {
      // Still fresh when the provider sends the player back (checked before the round is used up).
      await accounts.proveFresh(principal, {}, ip)
      const { identity, round } = await redeem(provider, code, state, 'bind')
      if (round.userId !== principal.userId)
        throw new AppError('SOCIAL_SIGN_IN_FAILED', 'This link was started by another session.')
      const owner = await linkedUser(provider, identity.subject)
      if (owner !== undefined && owner !== principal.userId) throw new AppError('SOCIAL_ALREADY_LINKED')
      await db
        .insert(socialAccounts)
        .values({ provider, ...identity, userId: principal.userId })
        .onConflictDoUpdate({
          target: [socialAccounts.userId, socialAccounts.provider],
          set: { subject: identity.subject, displayName: identity.displayName, email: identity.email },
        })
      return accounts.userInfo(principal.userId)
    },
  }
}

export type SocialService = ReturnType<typeof createSocialService>
