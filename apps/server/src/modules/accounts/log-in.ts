import type { SessionAnswer } from '@panalo/contract/user-info'
import { normalizePhilippineMobile } from '@panalo/contract/phone'
import { eq } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { verifyAgainstNothing, verifyPassword } from '../../platform/secrets.ts'
import { sendSystemMail } from '../mail/mail.service.ts'
import {
  checkSecret,
  clearAttempts,
  giveBackAttempt,
  holderLimits,
  pairKey,
  takeAttempt,
  type CountedFailure,
  type FailureLimit,
} from '../throttle/attempts.service.ts'
import { requirePhone } from './account-fields.ts'
import { CodeFailed, withCode } from './code-check.ts'
import { CODE_MODES, minutes, type OtpService } from './otp.service.ts'
import type { LoginDevices } from './login-devices.ts'
import type { SessionMeta } from './sessions.service.ts'
import type { SessionStarter } from './start-session.ts'
import { findUserByMobile } from './users.queries.ts'

/**
 * Failed passwords (logins, and the current password as a fresh proof) allowed in each window
 * (decisions 010 and 061): per account from one address; per account from all addresses, for
 * browsers the account does not know (the cap that stops guessing spread over many addresses); per
 * device token, for a browser that logged in to the account before (its own allowance, so the
 * cap cannot lock the owner out); and per address for all accounts.
 */
export const LOGIN_LIMITS = {
  perHolderAndAddress: { limit: 5, windowMs: 15 * 60_000 },
  perHolder: { limit: 10, windowMs: 15 * 60_000 },
  perDevice: { limit: 5, windowMs: 15 * 60_000 },
  // Many Filipino mobile users share one address (carrier NAT), so the network limit is wide.
  perIp: { limit: 50, windowMs: 15 * 60_000 },
} as const

/** The key a player's password failures count under; a name nobody has counts under the name. */
export function loginKey(who: { id: number } | string): string {
  return typeof who === 'string' ? `login:id:${who}` : `login:user:${who.id}`
}

/**
 * The key of one device token's failures: under the account's key, so that a reset clears it, and
 * by the token's nonce (the token itself is never stored).
 */
function deviceKey(accountKey: string, nonce: string): string {
  return `${accountKey}:device:${nonce}`
}

export interface LogInDeps {
  db: Db
  startSession: SessionStarter
  devices: LoginDevices
}

export type LoginAnswer = SessionAnswer & { deviceToken: string }

export async function logInWithPassword(
  { db, startSession, devices }: LogInDeps,
  input: { account: string; password: string; deviceTokens?: string[] | undefined },
  meta: SessionMeta,
): Promise<LoginAnswer> {
  const phone = normalizePhilippineMobile(input.account)
  const identifier = phone ?? input.account.trim().toLowerCase()
  const ipKey = `login:ip:${meta.ip}`
  // The address's place is taken before the password is checked, so that guesses sent at once at
  // many accounts from one address still meet its limit; a success gives it back.
  const perIp = await takeAttempt(db, ipKey, LOGIN_LIMITS.perIp)
  if (!perIp.allowed) throw throttled(perIp.retryAfterMs)
  const [user] = await db
    .select()
    .from(users)
    .where(phone ? eq(users.mobile, phone) : eq(users.account, identifier))
  const accountKey = loginKey(user ?? identifier)
  // A browser the account gave a device token counts against that token only; any other against
  // the account's cap across addresses and the account-and-address pair.
  const device = user ? await devices.recognise(user.id, input.deviceTokens) : null
  const limits: [FailureLimit, ...FailureLimit[]] = device
    ? [{ key: deviceKey(accountKey, device.nonce), ...LOGIN_LIMITS.perDevice }]
    : holderLimits(accountKey, meta.ip, LOGIN_LIMITS)
  const checked = await checkSecret(db, limits, async () =>
    user?.passwordHash
      ? verifyPassword(user.passwordHash, input.password)
      : verifyAgainstNothing(input.password),
  )
  if (checked.outcome === 'throttled') {
    if (checked.spentKey === accountKey) throw paused(checked.retryAfterMs)
    throw throttled(checked.retryAfterMs)
  }
  if (checked.outcome === 'wrong' || !user) {
    if (checked.outcome === 'wrong' && user)
      await tellOwnerWhenCapReached(db, user.id, accountKey, checked.counted)
    throw new AppError('INVALID_CREDENTIALS')
  }
  // This address (or device) proved itself; the account's count across addresses stays until its
  // window ends.
  await clearAttempts(db, device ? deviceKey(accountKey, device.nonce) : pairKey(accountKey, meta.ip))
  await giveBackAttempt(db, ipKey)
  const session = await inTransaction(db, (tx) => startSession(tx, user, meta))
  return { ...session, deviceToken: device?.token ?? (await devices.issue(user.id)) }
}

/**
 * Mails the owner when wrong passwords from browsers the account does not know reach the cap: once
 * per window of the cap (the mail's key is the window's start), whatever the attempts after it.
 */
async function tellOwnerWhenCapReached(
  db: Db,
  userId: number,
  accountKey: string,
  counted: CountedFailure[],
): Promise<void> {
  const account = counted.find((failure) => failure.key === accountKey)
  if (!account || account.attempts < LOGIN_LIMITS.perHolder.limit) return
  await sendSystemMail(db, {
    userId,
    kind: 'passwordGuessed',
    key: `password-guessed:${account.windowStartedAt.getTime()}`,
    params: {},
  })
}

export async function logInWithCode(
  { db, otp, startSession, devices }: LogInDeps & { otp: OtpService },
  input: { phone: string; code: string },
  meta: SessionMeta,
): Promise<LoginAnswer> {
  const phone = requirePhone(input.phone)
  // The code first: a wrong one answers the same whether or not the number has an account.
  const session = await withCode(db, async (tx) => {
    const check = await otp.consume(tx, phone, CODE_MODES.login, input.code)
    if (check !== 'ok') return new CodeFailed(check)
    const user = await findUserByMobile(tx, phone)
    // The code proved the phone is theirs, so they may learn it has no account; throwing keeps the
    // code open for registering with it.
    if (!user) throw new AppError('PHONE_NOT_REGISTERED')
    return startSession(tx, user, meta)
  })
  // The phone proved it is the owner's: this browser gets its own allowance for password logins.
  return { ...session, deviceToken: await devices.issue(session.user.id) }
}

/** The account's cap across addresses is spent: the password path waits, the SMS code does not. */
function paused(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.ceil(retryAfterMs / 1000)
  return new AppError(
    'PASSWORD_LOGIN_PAUSED',
    `Too many wrong passwords were tried for this account. Log in with an SMS code, or try the password again in ${minutes(retryAfterSeconds)}.`,
    { retryAfterSeconds },
  )
}

export function throttled(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.ceil(retryAfterMs / 1000)
  return new AppError('RATE_LIMITED', `Too many failed logins. Try again in ${minutes(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  })
}
