import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { verifyPassword } from '../../platform/secrets.ts'
import { checkSecret, clearAttempts, type FailureLimit } from '../throttle/attempts.service.ts'
import { CodeFailed, withCode } from './code-check.ts'
import { LOGIN_LIMITS, loginKey, throttled } from './log-in.ts'
import { CODE_MODES, type OtpCheck, type OtpService } from './otp.service.ts'
import type { SessionService } from './sessions.service.ts'
import { findUserById, type UserRow } from './users.queries.ts'

export interface ProofDeps {
  db: Db
  sessions: SessionService
  otp: OtpService
}

/** How a signed-in player proves it is still them: their current password or a proof code. */
export interface ProofInput {
  currentPassword?: string | undefined
  proofCode?: string | undefined
}

/**
 * Proves identity with the current password, before any transaction: a wrong password must count
 * even though the request fails, and checking it takes a while.
 */
export async function proveWithPassword(
  { db, sessions }: Pick<ProofDeps, 'db' | 'sessions'>,
  principal: Principal,
  currentPassword: string | undefined,
  ip: string,
): Promise<void> {
  if (currentPassword === undefined || (await sessions.isProofFresh(db, principal.sessionId))) return
  const user = await findUserById(db, principal.userId)
  if (!user?.passwordHash) return
  const { passwordHash } = user
  // The session's own allowance, like a device token's (decision 061): it came from a login, so
  // guesses at the login from elsewhere cannot use it up, and a stolen session buys a few guesses
  // per window only. A guess also costs the address what a wrong login from it costs.
  const key = `${loginKey(user)}:session:${principal.sessionId}`
  const limits: [FailureLimit, FailureLimit] = [
    { key, ...LOGIN_LIMITS.perDevice },
    { key: `login:ip:${ip}`, ...LOGIN_LIMITS.perIp },
  ]
  const checked = await checkSecret(db, limits, () => verifyPassword(passwordHash, currentPassword))
  if (checked.outcome === 'throttled') throw throttled(checked.retryAfterMs)
  if (checked.outcome === 'wrong')
    throw new AppError('INVALID_CREDENTIALS', 'The current password is not right.')
  await clearAttempts(db, key)
  await sessions.markProved(db, principal.sessionId)
}

/**
 * Sensitive changes need a proof from the last 10 minutes: the login itself, the current password
 * (see proveWithPassword), or a code sent with mode forget to the bound phone.
 */
export async function requireFreshProof(
  { sessions, otp }: Pick<ProofDeps, 'sessions' | 'otp'>,
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

/**
 * For other areas' sensitive changes (a receiving account, the safebox password): passes when the
 * session proved itself in the last 10 minutes, or with the current password or a proof code.
 */
export async function proveFresh(
  deps: ProofDeps,
  principal: Principal,
  input: ProofInput,
  ip: string,
): Promise<void> {
  await proveWithPassword(deps, principal, input.currentPassword, ip)
  await withCode(deps.db, async (tx) => {
    const user = await findUserById(tx, principal.userId)
    if (!user) throw new AppError('SIGNED_OUT')
    const proofFailed = await requireFreshProof(deps, tx, principal, user, input.proofCode)
    return proofFailed ? new CodeFailed(proofFailed) : null
  })
}
