import { AWARD_ITEM, JACKPOT_TIERS, jackpotTierOf, type JackpotTier } from '@panalo/contract/award-items'
import { jackpotCellSchema, jackpotSectionSchema, type JackpotCell } from '@panalo/contract/calls/jackpot'
import { JACKPOT } from '@panalo/contract/constants'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

/**
 * The jackpot's settings (docs/decisions/040-jackpot.md), in the settings table; `jackpot:*`
 * commands show and change them. Shares are what each bet pays each pool (basis points of the stake;
 * a server reads them when it starts), Sections what a win of each tier pays, the cells the grid and
 * its odds, the chance rules how a Manila day's deposits and turnover earn draws.
 */
export const JACKPOT_SETTING = 'jackpot.settings'

const tierRecord = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(JACKPOT_TIERS.map((tier) => [tier, value])) as Record<JackpotTier, T>)

export const jackpotSettingsSchema = z
  .object({
    /** Basis points of each stake per tier; 0.5 % in all by default (decision 017). At most 5 % each. */
    shares: tierRecord(z.number().int().min(0).max(500)),
    sections: tierRecord(jackpotSectionSchema),
    cells: z.array(jackpotCellSchema).length(JACKPOT.drawCells),
    chances: z.object({
      /** Hundredths deposited in a Manila day per chance; 0 turns the rule off. */
      depositPerChance: z.number().int().min(0).max(1_000_000_000_00),
      /** Hundredths of valid turnover in a Manila day per chance; 0 turns the rule off. */
      turnoverPerChance: z.number().int().min(0).max(1_000_000_000_00),
      maxPerDay: z.number().int().min(1).max(100),
    }),
  })
  .superRefine((settings, context) => {
    const tiers = settings.cells.map((cell) => jackpotTierOf(cell.item.id))
    for (const tier of JACKPOT_TIERS)
      if (tiers.filter((found) => found === tier).length !== 1)
        context.addIssue({ code: 'custom', message: `The grid has the ${tier} jackpot in exactly one cell` })
    if (settings.cells.some((cell) => cell.item.id === AWARD_ITEM.jackpot))
      context.addIssue({ code: 'custom', message: 'The plain jackpot item 50000 is not a prize of the grid' })
    if (settings.cells.some((cell) => jackpotTierOf(cell.item.id) !== undefined && cell.item.count !== 1))
      context.addIssue({ code: 'custom', message: 'A jackpot cell gives one jackpot (count 1)' })
    if (settings.cells.reduce((sum, cell) => sum + cell.weight, 0) <= 0)
      context.addIssue({ code: 'custom', message: 'The weights add up to more than 0' })
  })
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>

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
  const stored = jackpotSettingsSchema.safeParse(await readSetting(db, JACKPOT_SETTING))
  return stored.success ? stored.data : DEFAULT_JACKPOT_SETTINGS
}

export async function writeJackpotSettings(db: Executor, settings: JackpotSettings): Promise<void> {
  await writeSetting(db, JACKPOT_SETTING, jackpotSettingsSchema.parse(settings))
}
