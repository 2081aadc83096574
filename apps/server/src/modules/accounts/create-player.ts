import { randomInt } from 'node:crypto'

import type { RegistrationDetails } from '@panalo/contract/calls/auth'

import type { Tx } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'
import { openSeedPairs } from '../draws/draws.service.ts'
import { mailWelcome } from '../mail/mail.service.ts'
import { signUpOffer } from '../promotions/promotions.service.ts'
import { uniqueViolation } from './unique-violation.ts'
import { findUserByInviteCode, type UserRow } from './users.queries.ts'

export type NewPlayer = Pick<
  typeof users.$inferInsert,
  'account' | 'mobile' | 'passwordHash' | 'nickname' | 'accountType'
> & {
  registration: RegistrationDetails
  ip: string
}

/**
 * Creates the player, their committed seed pairs and their welcome mail; a taken phone or account name (even in a race) becomes
 * its own error.
 */
export async function createPlayer(tx: Tx, player: NewPlayer, now: () => Date): Promise<UserRow> {
  const row = await insertPlayer(tx, player, now)
  await openSeedPairs(tx, row.id)
  await mailWelcome(tx, row.id, await signUpOffer(tx, now()))
  return row
}

async function insertPlayer(tx: Tx, player: NewPlayer, now: () => Date): Promise<UserRow> {
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

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('')
}
