import type { AuthMode } from '@panalo/contract/enums'

import type { Db } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { requirePhone } from './account-fields.ts'
import type { OtpService } from './otp.service.ts'
import { findUserByMobile } from './users.queries.ts'

/** Sends an SMS code for `mode`, once the phone's owner fits it: none to register, the player to bind. */
export async function sendCode(
  { db, otp }: { db: Db; otp: OtpService },
  phoneInput: string,
  mode: AuthMode,
  ip: string,
  signedIn: Principal | null,
) {
  const phone = requirePhone(phoneInput)
  const owner = await findUserByMobile(db, phone)
  if (mode === 0 && owner) throw new AppError('PHONE_REGISTERED')
  if (mode === 1) {
    if (!signedIn) throw new AppError('SIGNED_OUT')
    if (owner && owner.id !== signedIn.userId) throw new AppError('PHONE_REGISTERED')
  }
  if (mode === 2 && !owner) throw new AppError('PHONE_NOT_REGISTERED')
  return otp.send(phone, mode, ip)
}
