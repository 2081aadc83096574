import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { SpinSector } from '@panalo/contract/calls/spin'
import { spinSettingsSchema, type SpinSettings } from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * The spin wheel's settings (docs/decisions/042-spin-wheel.md), in the settings table; `spin:*`
 * commands show and change them: the 8 sectors with their award and weight, and how a Manila day's
 * deposits and claimed tasks earn spins.
 */
export const SPIN_SETTING = 'spin.settings'

export { spinSettingsSchema, type SpinSettings }

const coin = (pesos: number, weight: number): SpinSector => ({
  item: { id: AWARD_ITEM.coin, count: pesos * 100 },
  weight,
})
const points = (count: number, weight: number): SpinSector => ({
  item: { id: AWARD_ITEM.points, count },
  weight,
})

/** Seeded: weights in parts per million (each is its odds); clockwise from the top. */
export const DEFAULT_SPIN_SETTINGS: SpinSettings = {
  sectors: [
    coin(1, 300_000),
    points(20, 150_000),
    coin(2, 200_000),
    coin(100, 10_000),
    coin(5, 150_000),
    points(50, 60_000),
    coin(10, 100_000),
    coin(20, 30_000),
  ],
  chances: { depositPerSpin: 100_00, spinsPerTask: 1, maxPerDay: 5 },
}

export async function readSpinSettings(db: Executor): Promise<SpinSettings> {
  const stored = spinSettingsSchema.safeParse(await readSettingInForce(db, SPIN_SETTING))
  return stored.success ? stored.data : DEFAULT_SPIN_SETTINGS
}

export async function writeSpinSettings(db: Executor, settings: SpinSettings): Promise<void> {
  await writeSettingNow(db, SPIN_SETTING, spinSettingsSchema.parse(settings))
}
