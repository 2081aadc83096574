import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { PointsShopItem } from '@panalo/contract/calls/points'
import { pointsShopSchema } from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * The points shop (docs/decisions/028-points.md), kept in the settings table: what each item gives
 * and costs in points. `points:shop` shows it and changes, adds or removes an item.
 */
export const POINTS_SHOP_SETTING = 'points.shop'

export { pointsShopSchema }

/** Points per peso of the seeded shop: 10 points buy ₱1 (decision 028). */
export const DEFAULT_POINTS_PER_PESO = 10

/** The seeded shop: packs of ₱5, ₱20, ₱100 and ₱500 at one rate. */
export const DEFAULT_POINTS_SHOP: PointsShopItem[] = [5, 20, 100, 500].map((pesos, index) => ({
  id: index + 1,
  award: { id: AWARD_ITEM.coin, count: pesos * 100 },
  points: pesos * DEFAULT_POINTS_PER_PESO,
}))

export async function readPointsShop(db: Executor): Promise<PointsShopItem[]> {
  const stored = pointsShopSchema.safeParse(await readSettingInForce(db, POINTS_SHOP_SETTING))
  return stored.success ? stored.data : DEFAULT_POINTS_SHOP
}

export async function writePointsShop(db: Executor, shop: PointsShopItem[]): Promise<void> {
  await writeSettingNow(db, POINTS_SHOP_SETTING, pointsShopSchema.parse(shop))
}
