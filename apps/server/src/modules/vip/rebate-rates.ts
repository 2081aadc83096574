import type { RebateRates } from '@panalo/contract/calls/vip'
import { rebateRatesLadderSchema } from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * Rebate rates per VIP level and game type, basis points (docs/decisions/027-rebates.md), kept in
 * the settings table apart from the ladder so a ladder stored before rebates still parses. Entry n is
 * level n; a level past the end takes the last entry.
 */
export const REBATE_RATES_SETTING = 'vip.rebateRates'

export { rebateRatesLadderSchema }

/** [slots, fishing, arcade] and [table, live] per level: PH operators pay less back on table and live. */
const SEED: readonly (readonly [number, number])[] = [
  [30, 30],
  [40, 30],
  [50, 35],
  [60, 40],
  [70, 45],
  [80, 50],
  [90, 55],
  [100, 60],
  [110, 70],
  [115, 75],
  [120, 80],
]

export const DEFAULT_REBATE_RATES: RebateRates[] = SEED.map(([machine, dealer]) => ({
  slots: machine,
  fishing: machine,
  arcade: machine,
  table: dealer,
  live: dealer,
}))

export async function readRebateRates(db: Executor): Promise<RebateRates[]> {
  const stored = rebateRatesLadderSchema.safeParse(await readSettingInForce(db, REBATE_RATES_SETTING))
  return stored.success ? stored.data : DEFAULT_REBATE_RATES
}

export async function writeRebateRates(db: Executor, rates: RebateRates[]): Promise<void> {
  await writeSettingNow(db, REBATE_RATES_SETTING, rebateRatesLadderSchema.parse(rates))
}

/** A level's rates. */
export function ratesOfLevel(ladder: readonly RebateRates[], level: number): RebateRates {
  const rates = ladder[Math.min(level, ladder.length - 1)]
  if (!rates) throw new Error('the rebate rates are empty')
  return rates
}
