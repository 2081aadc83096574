import type { AppConfig } from '@panalo/contract/app-config'
import { eq } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'
import { clearAttempts } from '../throttle/attempts.service.ts'
import { checkNewPassword, requirePhone } from './account-fields.ts'
import { CodeFailed, withCode } from './code-check.ts'
import { loginKey } from './log-in.ts'
import { CODE_MODES, type OtpService } from './otp.service.ts'
import type { SessionService } from './sessions.service.ts'
import { findUserByMobile } from './users.queries.ts'

export interface ResetPasswordDeps {
  db: Db
  otp: OtpService
  sessions: SessionService
  appConfig: () => Promise<AppConfig>
  now: () => Date
}

/** A forgotten password: a code sent to the bound phone sets a new one and ends every session. */
export async function resetPassword(
  { db, otp, sessions, appConfig, now }: ResetPasswordDeps,
  input: { phone: string; code: string; newPassword: string },
): Promise<void> {
  const config = await appConfig()
  const phone = requirePhone(input.phone)
  const passwordHash = await checkNewPassword(input.newPassword, config, 'newPassword')
  // The code first: a wrong one answers the same whether or not the number has an account (and a
  // number without one never gets a forget code).
  const user = await withCode(db, async (tx) => {
    const check = await otp.consume(tx, phone, CODE_MODES.forget, input.code)
    if (check !== 'ok') return new CodeFailed(check)
    const user = await findUserByMobile(tx, phone)
    if (!user) throw new AppError('PHONE_NOT_REGISTERED')
    await tx.update(users).set({ passwordHash, passwordChangedAt: now() }).where(eq(users.id, user.id))
    await sessions.revokeAll(tx, user.id, 'password-reset')
    return user
  })
  // The code proved the phone: the owner starts afresh from every address.
  await clearAttempts(db, loginKey(user))
}
