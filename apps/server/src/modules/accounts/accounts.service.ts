import { randomInt } from 'node:crypto'

import {
  ACCOUNT_NAME_PATTERN,
  ageOn,
  isCalendarDate,
  manilaToday,
  NICKNAME_PATTERN,
  passwordHasLetterAndDigit,
} from '@panalo/contract/account-rules'
import type { AppConfig } from '@panalo/contract/app-config'
import type { RegistrationDetails } from '@panalo/contract/calls/auth'
import { LOGIN_TYPE, type AuthMode } from '@panalo/contract/enums'
import { normalizePhilippineMobile } from '@panalo/contract/phone'
import type { SessionAnswer, UserInfo } from '@panalo/contract/user-info'
import { eq, sql } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { inTransaction, sqlState } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../platform/secrets.ts'
import { checkLength, validation } from '../../platform/validation.ts'
import { clearAttempts, takeAttempt } from '../throttle/attempts.queries.ts'
import { CODE_MODES, minutes, otpError, type OtpCheck, type OtpService } from './otp.service.ts'
import type { SessionMeta, SessionService } from './sessions.service.ts'
import { EMPTY_WALLET, presentUserInfo, type WalletFigures } from './user-info.presenter.ts'
import {
  findUserById,
  findUserByInviteCode,
  findUserByMobile,
  hasUserOther,
  linkedSocialAccounts,
  recordLogin,
  type UserRow,
} from './users.queries.ts'

/** Failed password logins allowed per account and per network address in each window. */
export const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowMs: 15 * 60_000 },
  // Many Filipino mobile users share one address (carrier NAT), so the network limit is wider.
  perIp: { limit: 50, windowMs: 15 * 60_000 },
} as const

const MAX_AGE = 120

export interface AccountsDeps {
  db: Db
  sessions: SessionService
  otp: OtpService
  appConfig: () => Promise<AppConfig>
  /** The wallet figures of a player; the wallet area supplies them. */
  walletFigures?: (db: Executor, userId: number) => Promise<WalletFigures>
  /** Refuses a new session while the player is cooling off or self-excluded (responsible gaming). */
  assertMayLogIn?: (db: Executor, userId: number) => Promise<void>
  now?: () => Date
}

export type NewPlayer = Pick<
  typeof users.$inferInsert,
  'account' | 'mobile' | 'passwordHash' | 'nickname' | 'accountType'
> & {
  registration: RegistrationDetails
  ip: string
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, sessions, otp, appConfig } = deps
  const now = deps.now ?? (() => new Date())
  const walletFigures = deps.walletFigures ?? (async () => EMPTY_WALLET)

  async function userInfo(executor: Executor, userId: number): Promise<UserInfo> {
    const user = await findUserById(executor, userId)
    if (!user) throw new AppError('SIGNED_OUT')
    // One after the other: the executor may be a transaction, whose one connection runs one query at
    // a time (pg queues a second one, and pg 9 will refuse it).
    const social = await linkedSocialAccounts(executor, userId)
    const other = await hasUserOther(executor, userId)
    const wallet = await walletFigures(executor, userId)
    return presentUserInfo({ user, social, hasUserOther: other, wallet, now: now() })
  }

  /** Starts a session for a player who just proved who they are. */
  async function startSession(tx: Tx, user: UserRow, meta: SessionMeta): Promise<SessionAnswer> {
    if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED')
    await deps.assertMayLogIn?.(tx, user.id)
    const session = await sessions.create(tx, user.id, meta)
    await recordLogin(tx, user.id)
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: await userInfo(tx, user.id),
    }
  }

  /** Checks SPEC.md §1 for a new player: 21 or older, not barred, the notice and terms accepted. */
  async function checkRegistration(details: RegistrationDetails, config: AppConfig): Promise<void> {
    if (!isCalendarDate(details.dateOfBirth)) throw validation('registration.dateOfBirth', 'Not a real date')
    const age = ageOn(details.dateOfBirth, manilaToday(now()))
    if (age < config.minAge) throw new AppError('UNDER_AGE')
    if (age > MAX_AGE) throw validation('registration.dateOfBirth', 'Please check the year of birth')
    const { eligibility } = details
    const eligible =
      eligibility.notGovernmentOfficial &&
      eligibility.notMilitaryOrPolice &&
      eligibility.notRestrictedPerson &&
      eligibility.notGamingLicensee &&
      details.acceptedTerms
    if (!eligible) throw new AppError('NOT_ELIGIBLE')
  }

  /** Creates the player; a taken phone or account name (even in a race) becomes its own error. */
  async function createPlayer(tx: Tx, player: NewPlayer): Promise<UserRow> {
    const inviter = player.registration.pid
      ? await findUserByInviteCode(tx, player.registration.pid)
      : undefined
    for (let attempt = 0; ; attempt++) {
      try {
        // A savepoint, so a clash on the random invite code can be retried inside the transaction.
        return await tx.transaction(async (savepoint) => {
          const [row] = await savepoint
            .insert(users)
            .values({
              account: player.account ?? null,
              mobile: player.mobile ?? null,
              passwordHash: player.passwordHash ?? null,
              nickname: player.nickname,
              accountType: player.accountType,
              dateOfBirth: player.registration.dateOfBirth,
              eligibilityConfirmedAt: now(),
              termsAcceptedAt: now(),
              inviteCode: newInviteCode(),
              invitedBy: inviter?.inviteCode ?? null,
              agentId: player.registration.aid?.slice(0, 32) || null,
              registrationIp: player.ip,
            })
            .returning()
          if (!row) throw new Error('user insert returned no row')
          return row
        })
      } catch (error) {
        const constraint = uniqueViolation(error)
        if (constraint === 'users_mobile_unique') throw new AppError('PHONE_REGISTERED')
        if (constraint === 'users_account_unique') throw new AppError('ACCOUNT_TAKEN')
        if (constraint === 'users_invite_code_unique' && attempt < 5) continue
        throw error
      }
    }
  }

  async function checkNewPassword(password: string, config: AppConfig, field: string): Promise<string> {
    checkLength(password, config.lengths.password, field)
    if (!passwordHasLetterAndDigit(password))
      throw validation(field, 'Use at least one letter and one number')
    return hashPassword(password)
  }

  /** Runs `work` with a code check; a wrong code is committed (it counts), then raised. */
  async function withCode<T>(work: (tx: Tx) => Promise<T | CodeFailed>): Promise<T> {
    const result = await inTransaction(db, work)
    if (result instanceof CodeFailed) throw otpError(result.check)
    return result
  }

  /**
   * Proves identity with the current password, before any transaction: the attempt must count even
   * when the password is wrong, and checking it takes a while.
   */
  async function proveWithPassword(principal: Principal, currentPassword: string | undefined): Promise<void> {
    if (currentPassword === undefined || (await sessions.isProofFresh(db, principal.sessionId))) return
    const user = await findUserById(db, principal.userId)
    if (!user?.passwordHash) return
    const key = `login:user:${user.id}`
    const attempt = await takeAttempt(db, key, LOGIN_LIMITS.perAccount)
    if (!attempt.allowed) throw throttled(attempt.retryAfterMs)
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError('INVALID_CREDENTIALS', 'The current password is not right.')
    }
    await clearAttempts(db, key)
    await sessions.markProved(db, principal.sessionId)
  }

  /**
   * Sensitive changes need a proof from the last 10 minutes: the login itself, the current password
   * (see proveWithPassword), or a code sent with mode forget to the bound phone.
   */
  async function requireFreshProof(
    tx: Tx,
    principal: Principal,
    user: UserRow,
    proofCode: string | undefined,
  ): Promise<Exclude<OtpCheck, 'ok'> | null> {
    if (await sessions.isProofFresh(tx, principal.sessionId)) return null
    if (proofCode !== undefined && user.mobile) {
      const check = await otp.consume(tx, user.mobile, CODE_MODES.proof, proofCode)
      if (check !== 'ok') return check
      await sessions.markProved(tx, principal.sessionId)
      return null
    }
    throw new AppError('REAUTH_REQUIRED')
  }

  return {
    userInfo: (userId: number) => userInfo(db, userId),

    async sendCode(phoneInput: string, mode: AuthMode, ip: string, signedIn: Principal | null) {
      const phone = requirePhone(phoneInput)
      const owner = await findUserByMobile(db, phone)
      if (mode === 0 && owner) throw new AppError('PHONE_REGISTERED')
      if (mode === 1) {
        if (!signedIn) throw new AppError('SIGNED_OUT')
        if (owner && owner.id !== signedIn.userId) throw new AppError('PHONE_REGISTERED')
      }
      if (mode === 2 && !owner) throw new AppError('PHONE_NOT_REGISTERED')
      return otp.send(phone, mode, ip)
    },

    async registerWithAccount(
      input: {
        account: string
        password: string
        nickname?: string | undefined
        registration: RegistrationDetails
      },
      meta: SessionMeta,
    ): Promise<SessionAnswer> {
      const config = await appConfig()
      if (config.registerType !== LOGIN_TYPE.account) throw new AppError('REGISTRATION_CLOSED')
      await checkRegistration(input.registration, config)
      checkLength(input.account, config.lengths.account, 'account')
      if (!ACCOUNT_NAME_PATTERN.test(input.account))
        throw validation('account', 'Start with a letter; use letters, numbers and _')
      const nickname = input.nickname ? checkNickname(input.nickname, config) : input.account
      const passwordHash = await checkNewPassword(input.password, config, 'password')
      return inTransaction(db, async (tx) => {
        const user = await createPlayer(tx, {
          account: input.account.toLowerCase(),
          passwordHash,
          nickname,
          accountType: LOGIN_TYPE.account,
          registration: input.registration,
          ip: meta.ip,
        })
        return startSession(tx, user, meta)
      })
    },

    async registerWithPhone(
      input: {
        phone: string
        code?: string | undefined
        password?: string | undefined
        registration: RegistrationDetails
      },
      meta: SessionMeta,
    ): Promise<SessionAnswer> {
      const config = await appConfig()
      if (config.registerType === LOGIN_TYPE.account) throw new AppError('REGISTRATION_CLOSED')
      const phone = requirePhone(input.phone)
      await checkRegistration(input.registration, config)
      const passwordHash =
        input.password === undefined ? null : await checkNewPassword(input.password, config, 'password')
      const needsCode = config.registerType === LOGIN_TYPE.phone && config.otpStatus === 1
      if (needsCode && input.code === undefined) throw validation('code', 'Enter the code we sent by SMS')
      if (await findUserByMobile(db, phone)) throw new AppError('PHONE_REGISTERED')
      return withCode(async (tx) => {
        if (needsCode && input.code !== undefined) {
          const check = await otp.consume(tx, phone, CODE_MODES.register, input.code)
          if (check !== 'ok') return new CodeFailed(check)
        }
        const user = await createPlayer(tx, {
          mobile: phone,
          passwordHash,
          nickname: `Player${phone.slice(-4)}`,
          accountType: LOGIN_TYPE.phone,
          registration: input.registration,
          ip: meta.ip,
        })
        return startSession(tx, user, meta)
      })
    },

    async loginWithPassword(
      input: { account: string; password: string },
      meta: SessionMeta,
    ): Promise<SessionAnswer> {
      const phone = normalizePhilippineMobile(input.account)
      const identifier = phone ?? input.account.trim().toLowerCase()
      const accountKey = `login:id:${identifier}`
      const ipKey = `login:ip:${meta.ip}`
      // Both places are taken before the password is checked, so parallel guesses queue up against
      // the limit instead of all slipping through while the first ones are still being checked.
      const [perAccount, perIp] = await Promise.all([
        takeAttempt(db, accountKey, LOGIN_LIMITS.perAccount),
        takeAttempt(db, ipKey, LOGIN_LIMITS.perIp),
      ])
      if (!perAccount.allowed || !perIp.allowed)
        throw throttled(Math.max(perAccount.retryAfterMs, perIp.retryAfterMs))
      const [user] = await db
        .select()
        .from(users)
        .where(phone ? eq(users.mobile, phone) : eq(users.account, identifier))
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password)
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS')
      await clearAttempts(db, accountKey)
      // A success gives its network place back: only failures count against a shared address.
      await db.execute(
        sql`update attempt_counters set attempts = greatest(0, attempts - 1) where key = ${ipKey}`,
      )
      return inTransaction(db, (tx) => startSession(tx, user, meta))
    },

    async loginWithCode(input: { phone: string; code: string }, meta: SessionMeta): Promise<SessionAnswer> {
      const phone = requirePhone(input.phone)
      const user = await findUserByMobile(db, phone)
      if (!user) throw new AppError('PHONE_NOT_REGISTERED')
      return withCode(async (tx) => {
        const check = await otp.consume(tx, phone, CODE_MODES.login, input.code)
        if (check !== 'ok') return new CodeFailed(check)
        return startSession(tx, user, meta)
      })
    },

    async resetPassword(input: { phone: string; code: string; newPassword: string }): Promise<void> {
      const config = await appConfig()
      const phone = requirePhone(input.phone)
      const user = await findUserByMobile(db, phone)
      if (!user) throw new AppError('PHONE_NOT_REGISTERED')
      const passwordHash = await checkNewPassword(input.newPassword, config, 'newPassword')
      await withCode(async (tx) => {
        const check = await otp.consume(tx, phone, CODE_MODES.forget, input.code)
        if (check !== 'ok') return new CodeFailed(check)
        await tx.update(users).set({ passwordHash, passwordChangedAt: now() }).where(eq(users.id, user.id))
        await sessions.revokeAll(tx, user.id, 'password-reset')
        return null
      })
      await clearAttempts(db, `login:id:${phone}`)
      if (user.account) await clearAttempts(db, `login:id:${user.account}`)
    },

    async changePassword(
      principal: Principal,
      input: { newPassword: string; currentPassword?: string | undefined; proofCode?: string | undefined },
    ): Promise<{ token: string; expiresAt: string }> {
      const config = await appConfig()
      const passwordHash = await checkNewPassword(input.newPassword, config, 'newPassword')
      await proveWithPassword(principal, input.currentPassword)
      return withCode(async (tx) => {
        const user = await findUserById(tx, principal.userId)
        if (!user) throw new AppError('SIGNED_OUT')
        const proofFailed = await requireFreshProof(tx, principal, user, input.proofCode)
        if (proofFailed) return new CodeFailed(proofFailed)
        await tx.update(users).set({ passwordHash, passwordChangedAt: now() }).where(eq(users.id, user.id))
        // Every other device signs in again; this one continues with a new token.
        await sessions.revokeAll(tx, user.id, 'password-changed', principal.sessionId)
        const rotated = await sessions.rotate(tx, principal.sessionId)
        return { token: rotated.token, expiresAt: rotated.expiresAt.toISOString() }
      })
    },

    async bindPhone(
      principal: Principal,
      input: {
        phone: string
        code: string
        currentPassword?: string | undefined
        proofCode?: string | undefined
      },
    ): Promise<UserInfo> {
      const phone = requirePhone(input.phone)
      const owner = await findUserByMobile(db, phone)
      if (owner && owner.id !== principal.userId) throw new AppError('PHONE_REGISTERED')
      await proveWithPassword(principal, input.currentPassword)
      return withCode(async (tx) => {
        const user = await findUserById(tx, principal.userId)
        if (!user) throw new AppError('SIGNED_OUT')
        const proofFailed = await requireFreshProof(tx, principal, user, input.proofCode)
        if (proofFailed) return new CodeFailed(proofFailed)
        const check = await otp.consume(tx, phone, CODE_MODES.bind, input.code)
        if (check !== 'ok') return new CodeFailed(check)
        try {
          await tx.transaction((savepoint) =>
            savepoint.update(users).set({ mobile: phone }).where(eq(users.id, user.id)),
          )
        } catch (error) {
          if (uniqueViolation(error) === 'users_mobile_unique') throw new AppError('PHONE_REGISTERED')
          throw error
        }
        return userInfo(tx, user.id)
      })
    },

    /**
     * For other areas' sensitive changes (a receiving account, the safebox password): passes when the
     * session proved itself in the last 10 minutes, or with the current password or a proof code.
     */
    async proveFresh(
      principal: Principal,
      input: { currentPassword?: string | undefined; proofCode?: string | undefined },
    ): Promise<void> {
      await proveWithPassword(principal, input.currentPassword)
      await withCode(async (tx) => {
        const user = await findUserById(tx, principal.userId)
        if (!user) throw new AppError('SIGNED_OUT')
        const proofFailed = await requireFreshProof(tx, principal, user, input.proofCode)
        return proofFailed ? new CodeFailed(proofFailed) : null
      })
    },

    async logout(principal: Principal): Promise<void> {
      await sessions.revoke(db, principal.sessionId, 'logout')
    },

    // Shared with the social sign-in service.
    checkRegistration,
    createPlayer,
    startSession,
    checkNickname: (nickname: string, config: AppConfig) => checkNickname(nickname, config),
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>

/** A code check that failed inside a transaction that must still commit (the wrong try counts). */
class CodeFailed {
  readonly check: Exclude<OtpCheck, 'ok'>
  constructor(check: Exclude<OtpCheck, 'ok'>) {
    this.check = check
  }
}

export function requirePhone(input: string): string {
  const phone = normalizePhilippineMobile(input)
  if (!phone) throw validation('phone', 'Enter a Philippine mobile number, like 0917 123 4567')
  return phone
}

function checkNickname(nickname: string, config: AppConfig): string {
  const trimmed = nickname.trim()
  checkLength(trimmed, config.lengths.username, 'nickname')
  if (!NICKNAME_PATTERN.test(trimmed))
    throw validation('nickname', 'Use letters, numbers, spaces and . _ - only')
  return trimmed
}

function throttled(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.ceil(retryAfterMs / 1000)
  return new AppError('RATE_LIMITED', `Too many failed logins. Try again in ${minutes(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  })
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('')
}

/** The name of the unique constraint a statement broke, if that is what failed. */
export function uniqueViolation(error: unknown): string | undefined {
  if (sqlState(error) !== '23505') return undefined
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
