import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { VipLevel } from '@panalo/contract/calls/vip'
import { vipLadderSchema } from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * The VIP ladder (docs/decisions/026-vip-ladder.md), kept in the settings table: level 0 first, each
 * level needing more experience than the one below. `vip:ladder` shows it and changes a level.
 */
export const VIP_LADDER_SETTING = 'vip.ladder'

export { vipLadderSchema }

const coin = (pesos: number) => ({ id: AWARD_ITEM.coin, count: pesos * 100 })
const points = (count: number) => ({ id: AWARD_ITEM.points, count })

/** [level, experience (pesos of turnover), level-up gift ₱, daily points, weekly ₱, month keep ₱, withdraw/day ₱, showType] */
const SEED: readonly (readonly [number, number, number, number, number, number, number, number])[] = [
  [0, 0, 0, 0, 0, 0, 50_000, 1],
  [1, 1_000, 18, 5, 5, 0, 100_000, 1],
  [2, 5_000, 38, 10, 10, 2_000, 150_000, 2],
  [3, 20_000, 88, 20, 20, 8_000, 200_000, 2],
  [4, 50_000, 188, 30, 38, 20_000, 300_000, 3],
  [5, 150_000, 388, 50, 68, 50_000, 500_000, 3],
  [6, 500_000, 888, 80, 128, 150_000, 800_000, 4],
  [7, 1_500_000, 1_888, 120, 288, 400_000, 1_200_000, 4],
  [8, 5_000_000, 5_888, 200, 588, 1_200_000, 2_000_000, 5],
  [9, 15_000_000, 18_888, 300, 1_288, 3_500_000, 3_000_000, 5],
  [10, 50_000_000, 58_888, 500, 2_888, 10_000_000, 5_000_000, 6],
]

/** The seeded ladder, modelled on what PH operators advertise (decision 026). */
export const DEFAULT_VIP_LADDER: VipLevel[] = SEED.map(
  ([level, experience, gift, daily, weekly, keep, withdraw, showType]) => ({
    level,
    experience,
    betLimit: keep * 100,
    dailyAward: daily > 0 ? [points(daily)] : [],
    weeklyAward: weekly > 0 ? [coin(weekly)] : [],
    levelUpAward: gift > 0 ? [coin(gift), points(gift)] : [],
    showType,
    withdrawDailyLimit: withdraw * 100,
  }),
)

export async function readVipLadder(db: Executor): Promise<VipLevel[]> {
  const stored = vipLadderSchema.safeParse(await readSettingInForce(db, VIP_LADDER_SETTING))
  return stored.success ? stored.data : DEFAULT_VIP_LADDER
}

export async function writeVipLadder(db: Executor, ladder: VipLevel[]): Promise<void> {
  await writeSettingNow(db, VIP_LADDER_SETTING, vipLadderSchema.parse(ladder))
}

/** The level an experience reaches: the highest whose requirement it meets. */
export function levelOf(ladder: readonly VipLevel[], experience: number): VipLevel {
  let reached = ladder[0]
  for (const rung of ladder) if (experience >= rung.experience) reached = rung
  if (!reached) throw new Error('the VIP ladder is empty')
  return reached
}
