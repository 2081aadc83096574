import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { SignInDay } from '@panalo/contract/calls/sign-in'
import { signInDaysSchema } from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * The daily sign-in's seven awards (docs/decisions/030-daily-sign-in.md), kept in the settings table;
 * `sign-in:awards` shows them and changes a day.
 */
export const SIGN_IN_SETTING = 'activities.signIn'

export { signInDaysSchema }

const coins = (pesos: number) => ({ id: AWARD_ITEM.coin, count: pesos * 100 })
const points = (count: number) => ({ id: AWARD_ITEM.points, count })

/** Mostly points, a few pesos on days 3 and 5 and the most on day 7, as PH operators' check-ins pay. */
export const DEFAULT_SIGN_IN_DAYS: SignInDay[] = [
  { day: 1, award: [points(10)] },
  { day: 2, award: [points(20)] },
  { day: 3, award: [coins(1)] },
  { day: 4, award: [points(30)] },
  { day: 5, award: [coins(2)] },
  { day: 6, award: [points(50)] },
  { day: 7, award: [coins(5), points(100)] },
]

export async function readSignInDays(db: Executor): Promise<SignInDay[]> {
  const stored = signInDaysSchema.safeParse(await readSettingInForce(db, SIGN_IN_SETTING))
  return stored.success ? stored.data : DEFAULT_SIGN_IN_DAYS
}

export async function writeSignInDays(db: Executor, days: SignInDay[]): Promise<void> {
  await writeSettingNow(db, SIGN_IN_SETTING, signInDaysSchema.parse(days))
}
