import { AWARD_ITEM } from '@panalo/contract/award-items'
import { PROMOTION_SCHEMAS } from '@panalo/contract/ops/reward-settings'
import type { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * What each promotion pays (docs/decisions/050-promotions.md), kept in the settings table under
 * `promotions.<name>`; `promotions:set` shows and changes them. A stored value that no longer parses
 * falls back to the default rather than breaking the page.
 */

const coins = (pesos: number) => ({ id: AWARD_ITEM.coin, count: pesos * 100 })
const points = (count: number) => ({ id: AWARD_ITEM.points, count })

export { PROMOTION_SCHEMAS }

export type PromotionName = keyof typeof PROMOTION_SCHEMAS
export type PromotionSettings = { [Name in PromotionName]: z.infer<(typeof PROMOTION_SCHEMAS)[Name]> }
export const PROMOTION_NAMES = Object.keys(PROMOTION_SCHEMAS) as PromotionName[]

/**
 * Modelled on what PH operators run, kept small and honest (decision 050): a ₱50 welcome bonus,
 * held until a first deposit like every free bonus; ₱5 and points for a receiving account; points,
 * never coins, for following a channel (a follow cannot be checked); 1% back on total deposits as
 * they pass each milestone; a weekly slots tournament paying ₱3,000 over 20 places.
 */
export const DEFAULT_PROMOTIONS: PromotionSettings = {
  signUp: { award: [coins(50)], claimDays: 7 },
  bank: { award: [coins(5), points(50)] },
  follow: [
    { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/panalo.ph', award: [points(20)] },
    { id: 'tiktok', name: 'TikTok', url: 'https://www.tiktok.com/@panalo.ph', award: [points(20)] },
    { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@panalo-ph', award: [points(20)] },
    { id: 'telegram', name: 'Telegram', url: 'https://t.me/panalo_ph', award: [points(20)] },
  ],
  fund: [
    { id: 1, deposit: 500_00, award: [coins(5)] },
    { id: 2, deposit: 2_000_00, award: [coins(20)] },
    { id: 3, deposit: 5_000_00, award: [coins(50)] },
    { id: 4, deposit: 20_000_00, award: [coins(200)] },
    { id: 5, deposit: 50_000_00, award: [coins(500)] },
    { id: 6, deposit: 100_000_00, award: [coins(1_000)] },
  ],
  tournament: {
    gameType: 'slots',
    minStake: 1_000_00,
    prizes: [
      { fromRank: 1, toRank: 1, award: [coins(1_000)] },
      { fromRank: 2, toRank: 2, award: [coins(500)] },
      { fromRank: 3, toRank: 3, award: [coins(300)] },
      { fromRank: 4, toRank: 10, award: [coins(100)] },
      { fromRank: 11, toRank: 20, award: [coins(50)] },
    ],
  },
}

export const promotionSettingKey = (name: PromotionName) => `promotions.${name}`
const settingKey = promotionSettingKey

/** A promotion's settings in force at `at` (now by default; the end of a week being settled). */
export async function readPromotion<Name extends PromotionName>(
  db: Executor,
  name: Name,
  at = new Date(),
): Promise<PromotionSettings[Name]> {
  const stored = PROMOTION_SCHEMAS[name].safeParse(await readSettingInForce(db, settingKey(name), at))
  return (stored.success ? stored.data : DEFAULT_PROMOTIONS[name]) as PromotionSettings[Name]
}

/** Validates and stores one promotion's settings; throws the schema's ZodError when they are wrong. */
export async function writePromotion<Name extends PromotionName>(
  db: Executor,
  name: Name,
  value: unknown,
): Promise<PromotionSettings[Name]> {
  const parsed = PROMOTION_SCHEMAS[name].parse(value) as PromotionSettings[Name]
  await writeSettingNow(db, settingKey(name), parsed)
  return parsed
}
