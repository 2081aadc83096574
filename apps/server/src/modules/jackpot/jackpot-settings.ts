import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { JackpotCell } from '@panalo/contract/calls/jackpot'
import { jackpotSettingsSchema, type JackpotSettings } from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * The jackpot's settings (docs/decisions/040-jackpot.md), in the settings table; `jackpot:*`
 * commands show and change them. Shares are what each bet pays each pool (basis points of the stake;
 * a server reads them when it starts), Sections what a win of each tier pays, the cells the grid and
 * its odds, the chance rules how a Manila day's deposits and turnover earn draws.
 */
export const JACKPOT_SETTING = 'jackpot.settings'

export { jackpotSettingsSchema, type JackpotSettings }

const coin = (pesos: number, weight: number): JackpotCell => ({
  item: { id: AWARD_ITEM.coin, count: pesos * 100 },
  weight,
})
const jackpot = (id: number, weight: number): JackpotCell => ({ item: { id, count: 1 }, weight })

/**
 * The seeded jackpot. Weights are parts per million, so each is its odds: 97 % of draws give bonus
 * coins or points, 3 % a jackpot — Mini 2 %, Minor 0.7 %, Major 0.25 %, Mega 0.05 % (decision 040).
 * Grid order mixes small and large prizes, as the highlight travels it.
 */
export const DEFAULT_JACKPOT_SETTINGS: JackpotSettings = {
  shares: { mega: 20, major: 15, minor: 10, mini: 5 },
  sections: {
    mega: { min: 5_000_00, max: 50_000_00 },
    major: { min: 1_000_00, max: 5_000_00 },
    minor: { min: 200_00, max: 1_000_00 },
    mini: { min: 50_00, max: 200_00 },
  },
  cells: [
    jackpot(AWARD_ITEM.jackpotMega, 500),
    coin(1, 400_000),
    { item: { id: AWARD_ITEM.points, count: 10 }, weight: 150_000 },
    jackpot(AWARD_ITEM.jackpotMinor, 7_000),
    coin(5, 100_000),
    jackpot(AWARD_ITEM.jackpotMajor, 2_500),
    coin(2, 250_000),
    coin(10, 50_000),
    jackpot(AWARD_ITEM.jackpotMini, 20_000),
    coin(50, 20_000),
  ],
  chances: { depositPerChance: 500_00, turnoverPerChance: 5_000_00, maxPerDay: 10 },
}

export async function readJackpotSettings(db: Executor): Promise<JackpotSettings> {
  const stored = jackpotSettingsSchema.safeParse(await readSettingInForce(db, JACKPOT_SETTING))
  return stored.success ? stored.data : DEFAULT_JACKPOT_SETTINGS
}

export async function writeJackpotSettings(db: Executor, settings: JackpotSettings): Promise<void> {
  await writeSettingNow(db, JACKPOT_SETTING, jackpotSettingsSchema.parse(settings))
}
