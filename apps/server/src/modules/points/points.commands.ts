import { AWARD_ITEM } from '@panalo/contract/award-items'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { pointsShopSchema, readPointsShop, writePointsShop } from './points-shop.ts'

function whole(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d{1,8}$/.test(value) || Number(value) < 1)
    throw new AdminUsageError(`--${name} is a whole number above 0`)
  return Number(value)
}

export const pointsShopCommand: AdminCommand<{ db: Db }> = {
  name: 'points:shop',
  flags: { points: 'value', pesos: 'value' },
  positionals: 2,
  usage: 'points:shop [set <item id> --points n --pesos n | remove <item id>]',
  summary:
    'Shows the points shop (what each item costs in points and gives in bonus coins), or sets (adds or changes) or removes an item.',
  async run({ services, print }, args) {
    const shop = await readPointsShop(services.db)
    const [action, idArg = ''] = args
    if (action === 'set' || action === 'remove') {
      if (!/^\d{1,4}$/.test(idArg) || Number(idArg) < 1) throw new AdminUsageError('The item id is 1 to 9999')
      const id = Number(idArg)
      let next = shop.filter((item) => item.id !== id)
      if (action === 'set') {
        const existing = shop.find((item) => item.id === id)
        const points = whole(readOption(args, 'points'), 'points') ?? existing?.points
        const pesos = whole(readOption(args, 'pesos'), 'pesos')
        const coins = pesos === undefined ? existing?.award.count : pesos * 100
        if (points === undefined || coins === undefined)
          throw new AdminUsageError('A new item needs --points and --pesos')
        next = [...next, { id, award: { id: AWARD_ITEM.coin, count: coins }, points }].sort(
          (a, b) => a.id - b.id,
        )
      } else if (next.length === shop.length) throw new AdminUsageError(`No item ${id}`)
      const checked = pointsShopSchema.safeParse(next)
      if (!checked.success)
        throw new AdminUsageError(checked.error.issues.map((issue) => issue.message).join('; '))
      await writePointsShop(services.db, checked.data)
      print(action === 'set' ? `Set item ${id}` : `Removed item ${id}`)
      return
    }
    if (args.length > 0)
      throw new AdminUsageError('points:shop, points:shop set <id> …, or points:shop remove <id>')
    if (shop.length === 0) print('The shop is empty.')
    for (const item of shop)
      print(
        [
          `#${item.id}`.padEnd(6),
          `${item.points} points`.padEnd(16),
          `₱${(item.award.count / 100).toFixed(2)} bonus coins`.padEnd(26),
          `(${(item.points / (item.award.count / 100)).toFixed(2)} points per ₱1)`,
        ].join(' '),
      )
  },
}
