import type { UserInfo } from '@panalo/contract/user-info'
import { eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { requirePhone } from './account-fields.ts'
import { CodeFailed, withCode } from './code-check.ts'
import { proveWithPassword, requireFreshProof, type ProofDeps, type ProofInput } from './fresh-proof.ts'
import { CODE_MODES } from './otp.service.ts'
import { uniqueViolation } from './unique-violation.ts'
import { findUserById, findUserByMobile } from './users.queries.ts'

export interface BindPhoneDeps extends ProofDeps {
  userInfo: (executor: Executor, userId: number) => Promise<UserInfo>
}

/** Binds (or changes) the player's phone with a code sent to it, after a fresh proof. */
export async function bindPhone(
  deps: BindPhoneDeps,
  principal: Principal,
  input: ProofInput & { phone: string; code: string },
  ip: string,
): Promise<UserInfo> {
  const { db, otp, userInfo } = deps
  const phone = requirePhone(input.phone)
  // Another player's number is refused only after the code: a number that belongs to someone else
  // never gets a bind code, so a wrong code answers the same for every number.
  await proveWithPassword(deps, principal, input.currentPassword, ip)
  return withCode(db, async (tx) => {
    const user = await findUserById(tx, principal.userId)
    if (!user) throw new AppError('SIGNED_OUT')
    const proofFailed = await requireFreshProof(deps, tx, principal, user, input.proofCode)
    if (proofFailed) return new CodeFailed(proofFailed)
    const check = await otp.consume(tx, phone, CODE_MODES.bind, input.code)
    if (check !== 'ok') return new CodeFailed(check)
    const owner = await findUserByMobile(tx, phone)
    if (owner && owner.id !== user.id) throw new AppError('PHONE_REGISTERED')
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
}
