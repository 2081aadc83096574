import type { AppConfig } from '@panalo/contract/app-config'
import { eq } from 'drizzle-orm'

import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'
import type { Principal } from '../../platform/call-handler.ts'
import { checkNewPassword } from './account-fields.ts'
import { CodeFailed, withCode } from './code-check.ts'
import { proveWithPassword, requireFreshProof, type ProofDeps, type ProofInput } from './fresh-proof.ts'
import { findUserById } from './users.queries.ts'

export interface ChangePasswordDeps extends ProofDeps {
  appConfig: () => Promise<AppConfig>
  now: () => Date
}

/** A signed-in player's new password, after a fresh proof; this device keeps going on a new token. */
export async function changePassword(
  deps: ChangePasswordDeps,
  principal: Principal,
  input: ProofInput & { newPassword: string },
  ip: string,
): Promise<{ token: string; expiresAt: string }> {
  const { db, sessions, appConfig, now } = deps
  const config = await appConfig()
  const passwordHash = await checkNewPassword(input.newPassword, config, 'newPassword')
  await proveWithPassword(deps, principal, input.currentPassword, ip)
  return withCode(db, async (tx) => {
    const user = await findUserById(tx, principal.userId)
    if (!user) throw new AppError('SIGNED_OUT')
    const proofFailed = await requireFreshProof(deps, tx, principal, user, input.proofCode)
    if (proofFailed) return new CodeFailed(proofFailed)
    await tx.update(users).set({ passwordHash, passwordChangedAt: now() }).where(eq(users.id, user.id))
    // Every other device signs in again; this one continues with a new token.
    await sessions.revokeAll(tx, user.id, 'password-changed', principal.sessionId)
    const rotated = await sessions.rotate(tx, principal.sessionId)
    return { token: rotated.token, expiresAt: rotated.expiresAt.toISOString() }
  })
}
