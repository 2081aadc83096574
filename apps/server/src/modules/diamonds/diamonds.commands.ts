import { readFile } from 'node:fs/promises'

import {
  GOODS_ORDER_STATES,
  scratchReturnToPlayer,
  type GoodsOrderState,
} from '@panalo/contract/calls/diamonds'
import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { diamondOrders, diamondShopItems } from '../../db/schema/diamonds.ts'
import { AppError } from '../../platform/app-error.ts'
import {
  allDiamondItems,
  diamondItemConfigSchema,
  pesosOf,
  upsertDiamondItems,
} from './diamond-shop-items.ts'
import type { DiamondsService } from './diamonds.service.ts'

function issues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
}

export const diamondItemsCommand: AdminCommand<{ db: Db }> = {
  name: 'diamonds:items',
  flags: {},
  positionals: 3,
  usage:
    'diamonds:items [load <file.json> | stock <id> <n|none> | price <id> <diamonds> | on <id> | off <id>]',
  summary:
    'Shows the diamond shop (price, stock, and each scratch card’s odds and return to player), or loads items from a JSON list (adds or replaces by id: coin, scratch card prize tables, goods), sets an item’s stock or price, or takes it on or off sale.',
  async run({ services, print }, args) {
    const [action, first = '', second = ''] = args
    const id = () => {
      if (!/^\d{1,7}$/.test(first) || Number(first) < 1)
        throw new AdminUsageError('The item id is a whole number above 0')
      return Number(first)
    }
    const update = async (set: Partial<typeof diamondShopItems.$inferInsert>) => {
      const [row] = await services.db
        .update(diamondShopItems)
        .set(set)
        .where(eq(diamondShopItems.id, id()))
        .returning({ id: diamondShopItems.id })
      if (!row) throw new AdminUsageError(`No item ${first}`)
      print(`Item ${first} updated`)
    }
    switch (action) {
      case 'load': {
        let parsed: unknown
        try {
          parsed = JSON.parse(await readFile(first, 'utf8'))
        } catch (error) {
          throw new AdminUsageError(
            `Cannot read ${first}: ${error instanceof Error ? error.message : String(error)}`,
          )
        }
        const items = z.array(diamondItemConfigSchema).min(1).max(100).safeParse(parsed)
        if (!items.success) throw new AdminUsageError(issues(items.error))
        await upsertDiamondItems(services.db, items.data)
        print(`Loaded ${items.data.length} item(s)`)
        return
      }
      case 'stock':
        if (second !== 'none' && !/^\d{1,7}$/.test(second))
          throw new AdminUsageError('Stock is a whole number or none')
        return update({ stock: second === 'none' ? null : Number(second) })
      case 'price':
        if (!/^\d{1,8}$/.test(second) || Number(second) < 1)
          throw new AdminUsageError('The price is a whole number above 0')
        return update({ price: Number(second) })
      case 'on':
      case 'off':
        return update({ onSale: action === 'on' ? 1 : 0 })
      case undefined:
        break
      default:
        throw new AdminUsageError(`Unknown action ${action}`)
    }
    const rows = await allDiamondItems(services.db)
    if (rows.length === 0) print('The shop is empty.')
    for (const row of rows) {
      print(
        [
          `#${row.id}`.padEnd(6),
          row.kind.padEnd(8),
          row.name.padEnd(28),
          `${row.price} diamonds (₱${pesosOf(row.price).toFixed(2)})`.padEnd(28),
          row.stock === null ? 'no stock limit' : `${row.stock} left`,
          row.onSale === 1 ? '' : '(off sale)',
        ].join(' '),
      )
      if (row.kind === 'scratch') {
        const total = row.prizes.reduce((sum, prize) => sum + prize.weight, 0)
        for (const prize of row.prizes)
          print(
            `         ${((prize.weight / total) * 100).toFixed(2).padStart(6)} %  ${
              prize.items.length === 0
                ? 'no win'
                : prize.items.map((item) => `${item.id}×${item.count}`).join(' + ')
            }`,
          )
        print(
          `         return to player ${(scratchReturnToPlayer(row.prizes, row.price) / 100).toFixed(2)} %`,
        )
      }
    }
  },
}

export const diamondOrdersCommand: AdminCommand<{ db: Db; diamonds: DiamondsService }> = {
  name: 'diamonds:orders',
  flags: { note: 'value' },
  positionals: 3,
  usage:
    'diamonds:orders [<state>] | diamonds:orders move <order id> <packed|shipped|delivered|cancelled> [--note text]',
  summary:
    'Lists goods orders (newest 50, or those in one state) with their delivery addresses, or moves one on: placed → packed → shipped → delivered, or cancelled (its diamonds go back to the player through the ledger).',
  async run({ services, print }, args) {
    const [action, idArg = '', toArg = ''] = args
    if (action === 'move') {
      if (!/^\d{1,12}$/.test(idArg)) throw new AdminUsageError('The order id is a whole number')
      const to = z.enum(GOODS_ORDER_STATES).exclude(['placed']).safeParse(toArg)
      if (!to.success) throw new AdminUsageError('Move to packed, shipped, delivered or cancelled')
      const note = readOption(args, 'note') ?? null
      try {
        const order = await services.diamonds.moveOrder(Number(idArg), to.data, note)
        print(
          `Order ${order.id} is ${order.state}${order.state === 'cancelled' ? `: ${order.price} diamonds returned` : ''}`,
        )
      } catch (error) {
        if (error instanceof AppError) throw new AdminUsageError(error.message)
        throw error
      }
      return
    }
    const state = action === undefined ? undefined : z.enum(GOODS_ORDER_STATES).safeParse(action)
    if (state && !state.success) throw new AdminUsageError(`A state: ${GOODS_ORDER_STATES.join(', ')}`)
    const rows = await services.db
      .select()
      .from(diamondOrders)
      .where(
        and(
          eq(diamondOrders.kind, 'goods'),
          state ? eq(diamondOrders.state, state.data as GoodsOrderState) : undefined,
        ),
      )
      .orderBy(desc(diamondOrders.id))
      .limit(50)
    if (rows.length === 0) print('No goods orders.')
    for (const row of rows) {
      const address = row.address
      print(
        `#${row.id} ${row.state.padEnd(10)} ${row.name} (${row.price} diamonds) player ${row.userId} ${row.createdAt.toISOString()}`,
      )
      if (address)
        print(
          `    ${address.name}, ${address.mobile}; ${address.street}, Brgy. ${address.barangay}, ${address.city}, ${address.province}, ${address.region} ${address.zip}`,
        )
    }
  },
}
