import { LOGIN_TYPE } from '@panalo/contract/enums'

import { eq } from 'drizzle-orm'

import type { Tx } from '../db/client.ts'
import { users } from '../db/schema/accounts.ts'
import { kycSubmissions } from '../db/schema/kyc.ts'
import { openSeedPairs } from '../modules/draws/draws.service.ts'
import { hashPassword } from '../platform/secrets.ts'
import {
  readWithdrawalSettings,
  writeWithdrawalSettings,
} from '../modules/withdrawals/withdrawal-settings.ts'

/** The player `npm start` prints, so Panalo can be tried at once. Never seeded in production. */
export const DEMO_PLAYER = {
  account: 'demoplayer',
  password: 'Panalo2026',
  mobile: '+639171234567',
  nickname: 'Demo Player',
} as const

export async function seedDemoPlayer(tx: Tx): Promise<void> {
  const [demo] = await tx
    .insert(users)
    .values({
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
    .returning({ id: users.id })
  if (demo) await openSeedPairs(tx, demo.id)
}

/**
 * Withdrawals need a verified identity in the demo, as they would in production (decision 056): the
 * demo player is verified already (a record without photos, which only this seed may write), so its
 * withdrawals still work; a new player verifies on /member/profile/kyc.
 */
export async function seedDemoKyc(tx: Tx): Promise<void> {
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.account, DEMO_PLAYER.account))
  if (demo)
    await tx.insert(kycSubmissions).values({
      userId: demo.id,
      idType: 'philsys',
      idNumber: '0000-0000-0000-2026',
      idKey: '0000000000002026',
      fullName: 'Demo Player',
      birthDate: '1995-06-15',
      state: 'approved',
      reviewedBy: 'demo-seed',
      reviewedAt: new Date(),
    })
  await writeWithdrawalSettings(tx, { ...(await readWithdrawalSettings(tx)), kycRequired: true })
}
