import { LOGIN_TYPE } from '@panalo/contract/enums'

import type { Tx } from '../db/client.ts'
import { users } from '../db/schema/accounts.ts'
import { hashPassword } from '../platform/secrets.ts'

/** The player `npm start` prints, so Panalo can be tried at once. Never seeded in production. */
export const DEMO_PLAYER = {
  account: 'demoplayer',
  password: 'Panalo2026',
  mobile: '+639171234567',
  nickname: 'Demo Player',
} as const

export async function seedDemoPlayer(tx: Tx): Promise<void> {
  await tx.insert(users).values({
    account: DEMO_PLAYER.account,
    mobile: DEMO_PLAYER.mobile,
    passwordHash: await hashPassword(DEMO_PLAYER.password),
    nickname: DEMO_PLAYER.nickname,
    accountType: LOGIN_TYPE.account,
    dateOfBirth: '1995-06-15',
    eligibilityConfirmedAt: new Date(),
    termsAcceptedAt: new Date(),
    inviteCode: 'DEMO2026',
  })
}
