import { AUTH_MODE, type AuthMode } from '@panalo/contract/enums'

import type { Db } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { requirePhone } from './account-fields.ts'
import type { OtpService } from './otp.service.ts'
import { findUserByMobile, type UserRow } from './users.queries.ts'

/**
 * What a number that cannot get a code for a mode is sent instead. The caller's answer is the same
 * either way, so that nobody learns from smsSend whether a number has an account; the person holding
 * the phone learns what to do.
 */
export const CODE_NOTICES = {
  noAccount:
    'Someone asked for a Panalo password reset code for this number, but no Panalo account uses this number. To play, register. If it was not you, ignore this message.',
  alreadyRegistered:
    'Someone tried to register on Panalo with this number, but it already has a Panalo account. Log in, or use Forgot password. If it was not you, ignore this message.',
  linkedElsewhere:
    'Someone tried to link this number to a Panalo account, but it already belongs to another one. If it was not you, ignore this message: nothing changed.',
} as const

/**
 * Sends an SMS code for `mode` when the number fits it (none to register, the player to bind, a
 * player to reset), and otherwise a note saying why; both answer alike and count alike against the
 * number's and the address's limits.
 */
export async function sendCode(
  { db, otp }: { db: Db; otp: OtpService },
  phoneInput: string,
  mode: AuthMode,
  ip: string,
  signedIn: Principal | null,
) {
  const phone = requirePhone(phoneInput)
  if (mode === AUTH_MODE.bind && !signedIn) throw new AppError('SIGNED_OUT')
  const owner = await findUserByMobile(db, phone)
  return otp.send(phone, mode, ip, noticeInstead(mode, owner, signedIn))
}

function noticeInstead(mode: AuthMode, owner: UserRow | undefined, signedIn: Principal | null) {
  if (mode === AUTH_MODE.register && owner) return CODE_NOTICES.alreadyRegistered
  if (mode === AUTH_MODE.bind && owner && owner.id !== signedIn?.userId) return CODE_NOTICES.linkedElsewhere
  if (mode === AUTH_MODE.forget && !owner) return CODE_NOTICES.noAccount
  return undefined
}
