import type { VipLevel } from '@panalo/contract/calls/vip'
import { GAME_TYPES } from '@panalo/contract/enums'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { describeAwardItems } from '../../platform/award-item-text.ts'
import { readRebateRates, rebateRatesLadderSchema, writeRebateRates } from './rebate-rates.ts'
import { readVipLadder, vipLadderSchema, writeVipLadder } from './vip-ladder.ts'

function wholeOption(args: readonly string[], name: string): number | undefined {
  const value = readOption(args, name)
  if (value === undefined) return undefined
  if (!/^\d{1,12}$/.test(value)) throw new AdminUsageError(`--${name} is a whole number`)
  return Number(value)
}

export const vipLadderCommand: AdminCommand<{ db: Db }> = {
  name: 'vip:ladder',
  flags: { experience: 'value', 'bet-limit': 'value', 'withdraw-limit': 'value', 'show-type': 'value' },
  positionals: 2,
  usage:
    'vip:ladder [set <level> [--experience n] [--bet-limit pesos] [--withdraw-limit pesos] [--show-type 1-6]]',
  summary: 'Shows the VIP ladder (experience, gifts, daily and weekly awards, limits), or changes a level.',
  async run({ services, print }, args) {
    const ladder = await readVipLadder(services.db)
    if (args[0] === 'set') {
      const level = Number(args[1])
      const rung = ladder[level]
      if (!/^\d+$/.test(args[1] ?? '') || !rung) throw new AdminUsageError(`No level ${args[1] ?? ''}`)
      const experience = wholeOption(args, 'experience')
      const betLimit = wholeOption(args, 'bet-limit')
      const withdraw = wholeOption(args, 'withdraw-limit')
      const showType = wholeOption(args, 'show-type')
      const changed: VipLevel = {
        ...rung,
        ...(experience === undefined ? {} : { experience }),
        ...(betLimit === undefined ? {} : { betLimit: betLimit * 100 }),
        ...(withdraw === undefined ? {} : { withdrawDailyLimit: withdraw * 100 }),
        ...(showType === undefined ? {} : { showType }),
      }
      const next = ladder.map((other) => (other.level === level ? changed : other))
      const checked = vipLadderSchema.safeParse(next)
      if (!checked.success)
        throw new AdminUsageError(checked.error.issues.map((issue) => issue.message).join('; '))
      await writeVipLadder(services.db, checked.data)
      print(`Changed level ${level}`)
      return
    }
    if (args.length > 0) throw new AdminUsageError('vip:ladder, or vip:ladder set <level> …')
    for (const rung of ladder)
      print(
        [
          `VIP ${rung.level}`.padEnd(7),
          `exp ${rung.experience}`.padEnd(14),
          `gift ${describeAwardItems(rung.levelUpAward)}`.padEnd(26),
          `daily ${describeAwardItems(rung.dailyAward)}`.padEnd(18),
          `weekly ${describeAwardItems(rung.weeklyAward)}`.padEnd(16),
          `keep ₱${rung.betLimit / 100}/month`.padEnd(22),
          `withdraw ₱${rung.withdrawDailyLimit / 100}/day`,
        ].join(' '),
      )
  },
}

export const vipRebatesCommand: AdminCommand<{ db: Db }> = {
  name: 'vip:rebates',
  flags: {},
  positionals: 4,
  usage: 'vip:rebates [set <level> <game type> <basis points>]',
  summary: 'Shows the rebate rates per VIP level and game type (100 basis points = 1 %), or changes one.',
  async run({ services, print }, args) {
    const rates = await readRebateRates(services.db)
    if (args[0] === 'set') {
      const [, levelArg = '', type = '', pointsArg = ''] = args
      const level = Number(levelArg)
      const entry = rates[level]
      if (!/^\d+$/.test(levelArg) || !entry) throw new AdminUsageError(`No level ${levelArg}`)
      if (!(GAME_TYPES as readonly string[]).includes(type))
        throw new AdminUsageError(`The game type is one of ${GAME_TYPES.join(', ')}`)
      if (!/^\d{1,4}$/.test(pointsArg)) throw new AdminUsageError('The rate is whole basis points')
      const next = rates.map((other, index) =>
        index === level ? { ...other, [type]: Number(pointsArg) } : other,
      )
      const checked = rebateRatesLadderSchema.safeParse(next)
      if (!checked.success)
        throw new AdminUsageError(checked.error.issues.map((issue) => issue.message).join('; '))
      await writeRebateRates(services.db, checked.data)
      print(`Changed level ${level} ${type} to ${(Number(pointsArg) / 100).toFixed(2)} %`)
      return
    }
    if (args.length > 0)
      throw new AdminUsageError('vip:rebates, or vip:rebates set <level> <game type> <basis points>')
    rates.forEach((entry, level) =>
      print(
        [
          `VIP ${level}`.padEnd(7),
          ...GAME_TYPES.map((type) => `${type} ${(entry[type] / 100).toFixed(2)} %`.padEnd(16)),
        ]
          .join(' ')
          .trimEnd(),
      ),
    )
  },
}
