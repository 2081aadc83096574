import { formatExactPesos } from '@panalo/contract/money'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { describeAwardItems, parseAwardItem } from '../../platform/award-item-text.ts'
import { drawChances } from './draws.service.ts'
import {
  readSpinSettings,
  spinSettingsSchema,
  writeSpinSettings,
  type SpinSettings,
} from './spin-settings.ts'

/** The spin wheel's operator commands (docs/decisions/042-spin-wheel.md). */

function whole(value: string | undefined, name: string, max: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d{1,10}$/.test(value) || Number(value) > max)
    throw new AdminUsageError(`--${name} is a whole number 0–${max}`)
  return Number(value)
}

async function save(db: Db, next: SpinSettings): Promise<void> {
  const checked = spinSettingsSchema.safeParse(next)
  if (!checked.success)
    throw new AdminUsageError(checked.error.issues.map((issue) => issue.message).join('; '))
  await writeSpinSettings(db, checked.data)
}

export const spinSectorsCommand: AdminCommand<{ db: Db }> = {
  name: 'spin:sectors',
  flags: { item: 'value', weight: 'value' },
  positionals: 2,
  usage: 'spin:sectors [set <sector 1-8> [--item id=count] [--weight n]]',
  summary:
    'Shows the wheel’s sectors with their award, weight and odds, or sets a sector’s award (2001=5 is ₱5 bonus coins) or weight.',
  async run({ services, print }, args) {
    const settings = await readSpinSettings(services.db)
    let sectors = settings.sectors
    if (args.length > 0) {
      if (args[0] !== 'set') throw new AdminUsageError('spin:sectors, or spin:sectors set <sector> …')
      const index = Number(args[1]) - 1
      const sector = sectors[index]
      if (!/^\d$/.test(args[1] ?? '') || !sector)
        throw new AdminUsageError(`The sector is 1 to ${sectors.length}`)
      const itemText = readOption(args, 'item')
      const item = itemText === undefined ? sector.item : parseAwardItem(itemText)
      const weight = whole(readOption(args, 'weight'), 'weight', 1_000_000_000) ?? sector.weight
      sectors = sectors.map((entry, at) => (at === index ? { item, weight } : entry))
      await save(services.db, { ...settings, sectors })
      print(`Saved sector ${index + 1}.`)
    }
    const chances = drawChances(sectors)
    sectors.forEach((sector, index) =>
      print(
        [
          `${index + 1}`,
          describeAwardItems([sector.item]).padEnd(18),
          `weight ${sector.weight}`.padEnd(18),
          `${((chances[index] ?? 0) * 100).toFixed(4)} %`,
        ].join(' '),
      ),
    )
  },
}

export const spinChancesCommand: AdminCommand<{ db: Db }> = {
  name: 'spin:chances',
  flags: { deposit: 'value', 'per-task': 'value', max: 'value' },
  positionals: 0,
  usage: 'spin:chances [--deposit pesos] [--per-task n] [--max n]',
  summary:
    'Shows or sets how spins are earned in a Manila day: one per --deposit pesos deposited (0: off), --per-task for each task award claimed, at most --max a day.',
  async run({ services, print }, args) {
    const settings = await readSpinSettings(services.db)
    const deposit = readOption(args, 'deposit')
    if (deposit !== undefined && !/^\d{1,10}$/.test(deposit))
      throw new AdminUsageError('--deposit is whole pesos')
    const chances = {
      depositPerSpin: deposit === undefined ? settings.chances.depositPerSpin : Number(deposit) * 100,
      spinsPerTask: whole(readOption(args, 'per-task'), 'per-task', 10) ?? settings.chances.spinsPerTask,
      maxPerDay: whole(readOption(args, 'max'), 'max', 100) ?? settings.chances.maxPerDay,
    }
    if (args.length > 0) {
      await save(services.db, { ...settings, chances })
      print('Saved.')
    }
    print(
      chances.depositPerSpin > 0
        ? `one spin per ${formatExactPesos(chances.depositPerSpin)} deposited`
        : 'deposits: off',
    )
    print(`${chances.spinsPerTask} spin(s) per task award claimed`)
    print(`at most ${chances.maxPerDay} a Manila day`)
  },
}
