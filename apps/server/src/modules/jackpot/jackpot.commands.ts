import { JACKPOT_TIERS, type JackpotTier } from '@panalo/contract/award-items'
import { formatExactPesos } from '@panalo/contract/money'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import { houseBalance } from '../ledger/ledger-balances.service.ts'
import { describeAwardItems, parseAwardItem } from '../../platform/award-item-text.ts'
import type { JackpotService } from './jackpot.service.ts'
import { drawChances } from '../draws/draws.service.ts'
import {
  jackpotSettingsSchema,
  readJackpotSettings,
  writeJackpotSettings,
  type JackpotSettings,
} from './jackpot-settings.ts'

/** The jackpot's operator commands (docs/decisions/040-jackpot.md). */

function pesos(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value))
    throw new AdminUsageError(`--${name} is an amount in pesos, e.g. 500 or 99.50`)
  const [whole = '0', cents = ''] = value.split('.')
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'))
}

function whole(value: string | undefined, name: string, max: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d{1,10}$/.test(value) || Number(value) > max)
    throw new AdminUsageError(`--${name} is a whole number 0–${max}`)
  return Number(value)
}

function tierOf(value: string | undefined): JackpotTier {
  const tier = JACKPOT_TIERS.find((candidate) => candidate === value)
  if (!tier) throw new AdminUsageError(`The tier is one of ${JACKPOT_TIERS.join(', ')}`)
  return tier
}

async function save(db: Db, next: JackpotSettings): Promise<void> {
  const checked = jackpotSettingsSchema.safeParse(next)
  if (!checked.success)
    throw new AdminUsageError(checked.error.issues.map((issue) => issue.message).join('; '))
  await writeJackpotSettings(db, checked.data)
}

export const jackpotPoolsCommand: AdminCommand<{ db: Db }> = {
  name: 'jackpot:pools',
  flags: {},
  positionals: 0,
  usage: 'jackpot:pools',
  summary: 'Shows each jackpot pool, its share of each bet, its Section, and the shares waiting to be swept.',
  async run({ services, print }) {
    const settings = await readJackpotSettings(services.db)
    let total = 0
    for (const tier of JACKPOT_TIERS) {
      const pool = (await houseBalance(services.db, HOUSE.jackpot(tier), 'PHP')) ?? 0
      total += pool
      const section = settings.sections[tier]
      print(
        [
          tier.padEnd(6),
          formatExactPesos(pool).padStart(16),
          `${(settings.shares[tier] / 100).toFixed(2)} % of stakes`.padEnd(20),
          `wins ${formatExactPesos(section.min)}–${formatExactPesos(section.max)}`,
        ].join(' '),
      )
    }
    print(`total  ${formatExactPesos(total).padStart(16)}`)
    const accrual = (await houseBalance(services.db, HOUSE.jackpotAccrual, 'PHP')) ?? 0
    print(`waiting to be swept: ${formatExactPesos(accrual)}`)
  },
}

export const jackpotSharesCommand: AdminCommand<{ db: Db }> = {
  name: 'jackpot:shares',
  flags: { mega: 'value', major: 'value', minor: 'value', mini: 'value' },
  positionals: 0,
  usage: 'jackpot:shares [--mega bp] [--major bp] [--minor bp] [--mini bp]',
  summary:
    'Shows or sets each tier’s share of every bet, in basis points (20 = 0.2 %); each server uses new shares from its next start.',
  async run({ services, print }, args) {
    const settings = await readJackpotSettings(services.db)
    const shares = { ...settings.shares }
    let changed = false
    for (const tier of JACKPOT_TIERS) {
      const value = whole(readOption(args, tier), tier, 500)
      if (value !== undefined) {
        shares[tier] = value
        changed = true
      }
    }
    if (!changed && args.length > 0)
      throw new AdminUsageError('Give at least one of --mega, --major, --minor, --mini')
    if (changed) {
      await save(services.db, { ...settings, shares })
      print('Saved. Each server takes the new shares when it next starts.')
    }
    for (const tier of JACKPOT_TIERS)
      print(`${tier.padEnd(6)} ${shares[tier]} bp (${(shares[tier] / 100).toFixed(2)} %)`)
  },
}

export const jackpotSectionsCommand: AdminCommand<{ db: Db }> = {
  name: 'jackpot:sections',
  flags: { min: 'value', max: 'value' },
  positionals: 1,
  usage: 'jackpot:sections [<tier> --min pesos --max pesos]',
  summary:
    'Shows or sets what a win of each tier pays: an amount in [min, max], capped by the pool; a pool below min is seeded to it from promotions.',
  async run({ services, print }, args) {
    const settings = await readJackpotSettings(services.db)
    if (args.length > 0) {
      const tier = tierOf(args[0])
      const current = settings.sections[tier]
      const min = pesos(readOption(args, 'min'), 'min') ?? current.min
      const max = pesos(readOption(args, 'max'), 'max') ?? current.max
      await save(services.db, { ...settings, sections: { ...settings.sections, [tier]: { min, max } } })
      settings.sections[tier] = { min, max }
      print(`Saved ${tier}.`)
    }
    for (const tier of JACKPOT_TIERS) {
      const section = settings.sections[tier]
      print(`${tier.padEnd(6)} ${formatExactPesos(section.min)} – ${formatExactPesos(section.max)}`)
    }
  },
}

export const jackpotOddsCommand: AdminCommand<{ db: Db }> = {
  name: 'jackpot:odds',
  flags: { weight: 'value', item: 'value' },
  positionals: 2,
  usage: 'jackpot:odds [set <cell 1-10> [--weight n] [--item id=count]]',
  summary:
    'Shows the draw grid with each cell’s prize, weight and odds, or sets a cell’s weight or prize (2001=5 is ₱5; 50001–50004 are the jackpots, once each).',
  async run({ services, print }, args) {
    const settings = await readJackpotSettings(services.db)
    let cells = settings.cells
    if (args.length > 0) {
      if (args[0] !== 'set') throw new AdminUsageError('jackpot:odds, or jackpot:odds set <cell> …')
      const index = Number(args[1]) - 1
      const cell = cells[index]
      if (!/^\d{1,2}$/.test(args[1] ?? '') || !cell)
        throw new AdminUsageError(`The cell is 1 to ${cells.length}`)
      const weight = whole(readOption(args, 'weight'), 'weight', 1_000_000_000) ?? cell.weight
      const itemText = readOption(args, 'item')
      const item = itemText === undefined ? cell.item : parseAwardItem(itemText)
      cells = cells.map((entry, at) => (at === index ? { item, weight } : entry))
      await save(services.db, { ...settings, cells })
      print(`Saved cell ${index + 1}.`)
    }
    const chances = drawChances(cells)
    cells.forEach((cell, index) =>
      print(
        [
          `${index + 1}`.padStart(2),
          describeAwardItems([cell.item]).padEnd(18),
          `weight ${cell.weight}`.padEnd(18),
          `${((chances[index] ?? 0) * 100).toFixed(4)} %`,
        ].join(' '),
      ),
    )
  },
}

export const jackpotChancesCommand: AdminCommand<{ db: Db }> = {
  name: 'jackpot:chances',
  flags: { deposit: 'value', turnover: 'value', max: 'value' },
  positionals: 0,
  usage: 'jackpot:chances [--deposit pesos] [--turnover pesos] [--max n]',
  summary:
    'Shows or sets how draw chances are earned in a Manila day: one per --deposit pesos deposited, one per --turnover pesos of valid turnover (0 turns a rule off), at most --max a day.',
  async run({ services, print }, args) {
    const settings = await readJackpotSettings(services.db)
    const chances = {
      depositPerChance: pesos(readOption(args, 'deposit'), 'deposit') ?? settings.chances.depositPerChance,
      turnoverPerChance:
        pesos(readOption(args, 'turnover'), 'turnover') ?? settings.chances.turnoverPerChance,
      maxPerDay: whole(readOption(args, 'max'), 'max', 100) ?? settings.chances.maxPerDay,
    }
    if (args.length > 0) {
      await save(services.db, { ...settings, chances })
      print('Saved.')
    }
    const rule = (amount: number, what: string) =>
      amount > 0 ? `one per ${formatExactPesos(amount)} ${what}` : `${what}: off`
    print(rule(chances.depositPerChance, 'deposited'))
    print(rule(chances.turnoverPerChance, 'of valid turnover'))
    print(`at most ${chances.maxPerDay} a Manila day`)
  },
}

export const jackpotWinnersCommand: AdminCommand<{ jackpot: JackpotService }> = {
  name: 'jackpot:winners',
  flags: { limit: 'value' },
  positionals: 0,
  usage: 'jackpot:winners [--limit n]',
  summary: 'Lists the latest jackpot wins: draw, time, player, tier and amount.',
  async run({ services, print }, args) {
    const limit = whole(readOption(args, 'limit'), 'limit', 1000) ?? 20
    const wins = await services.jackpot.winners(limit)
    if (wins.length === 0) print('No jackpot has been won yet.')
    for (const win of wins)
      print(
        [
          `#${win.id}`.padEnd(8),
          win.createdAt.toISOString(),
          win.nickname.padEnd(20),
          String(win.propId),
          formatExactPesos(win.bonus),
        ].join(' '),
      )
  },
}
