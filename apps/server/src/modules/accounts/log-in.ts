import type { SessionAnswer } from '@panalo/contract/user-info'
import { normalizePhilippineMobile } from '@panalo/contract/phone'
import { eq } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { verifyAgainstNothing, verifyPassword } from '../../platform/secrets.ts'
import {
  checkSecret,
  clearAttempts,
  giveBackAttempt,
  holderLimits,
  pairKey,
  takeAttempt,
} from '../throttle/attempts.service.ts'
import { requirePhone } from './account-fields.ts'
import { CodeFailed, withCode } from './code-check.ts'
import { CODE_MODES, minutes, type OtpService } from './otp.service.ts'
import type { SessionMeta } from './sessions.service.ts'
import type { SessionStarter } from './start-session.ts'
import { findUserByMobile } from './users.queries.ts'

/**
 * Failed passwords (logins, and the current password as a fresh proof) allowed in each window
 * (decision 010): per account from one address, per account from all addresses, and per address
 * for all accounts.
 */
export const LOGIN_LIMITS = {
  perHolderAndAddress: { limit: 5, windowMs: 15 * 60_000 },
  // At most 50 an hour, whatever the number of addresses (OWASP ASVS 2.2.1 asks for at most 100).
  perHolder: { limit: 50, windowMs: 60 * 60_000 },
  // Many Filipino mobile users share one address (carrier NAT), so the network limit is wide.
  perIp: { limit: 50, windowMs: 15 * 60_000 },
} as const

/** The key a player's password failures count under; a name nobody has counts under the name. */
export function loginKey(who: { id: number } | string): string {
  return typeof who === 'string' ? `login:id:${who}` : `login:user:${who.id}`
}

export interface LogInDeps {
  db: Db
  startSession: SessionStarter
}

export async function logInWithPassword(
  { db, startSession }: LogInDeps,
  input: { account: string; password: string },
  meta: SessionMeta,
): Promise<SessionAnswer> {
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
  const checked = await checkSecret(db, holderLimits(accountKey, meta.ip, LOGIN_LIMITS), async () =>
    user?.passwordHash
      ? verifyPassword(user.passwordHash, input.password)
      : verifyAgainstNothing(input.password),
  )
  if (checked.outcome === 'throttled') throw throttled(checked.retryAfterMs)
  if (checked.outcome === 'wrong' || !user) throw new AppError('INVALID_CREDENTIALS')
  // This address proved itself; the account's count across addresses stays until its window ends.
  await clearAttempts(db, pairKey(accountKey, meta.ip))
  await giveBackAttempt(db, ipKey)
  return inTransaction(db, (tx) => startSession(tx, user, meta))
}

export async function logInWithCode(
  { db, otp, startSession }: LogInDeps & { otp: OtpService },
  input: { phone: string; code: string },
  meta: SessionMeta,
): Promise<SessionAnswer> {
  const phone = requirePhone(input.phone)
  // The code first: a wrong one answers the same whether or not the number has an account.
  return withCode(db, async (tx) => {
    const check = await otp.consume(tx, phone, CODE_MODES.login, input.code)
    if (check !== 'ok') return new CodeFailed(check)
    const user = await findUserByMobile(tx, phone)
    // The code proved the phone is theirs, so they may learn it has no account; throwing keeps the
    // code open for registering with it.
    if (!user) throw new AppError('PHONE_NOT_REGISTERED')
    return startSession(tx, user, meta)
  })
}

export function throttled(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.ceil(retryAfterMs / 1000)
  return new AppError('RATE_LIMITED', `Too many failed logins. Try again in ${minutes(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  })
}
