import { AWARD_ITEM } from '@panalo/contract/award-items'
import { diamondShopSettingsSchema, type DiamondShopSettings } from '@panalo/contract/ops/reward-settings'
import { sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { diamondShopItems } from '../../db/schema/diamonds.ts'
import { AppError } from '../../platform/app-error.ts'
import { allDiamondItems } from './diamond-shop-items.ts'

/**
 * The diamond shop as the console's reward settings edit it (decision 103): every item in the order
 * shown, and the scratch cards' prizes as one table naming their card. It is in force at once (a
 * purchase is priced when it is made, a card drawn by the prizes it had when bought). Items are never
 * deleted, since orders and cards name them: one is taken off sale.
 */
export async function readDiamondShopSettings(db: Executor): Promise<DiamondShopSettings> {
  const rows = await allDiamondItems(db)
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as DiamondShopSettings['items'][number]['kind'],
      name: row.name,
      price: row.price,
      coins: row.kind === 'coin' ? row.award.reduce((sum, item) => sum + item.count, 0) : null,
      stock: row.stock,
      onSale: row.onSale === 1,
      description: row.description,
    })),
    scratchPrizes: rows.flatMap((row) =>
      row.kind === 'scratch' ? row.prizes.map((prize) => ({ card: row.id, ...prize })) : [],
    ),
  }
}

/**
 * Writes the shop (checked by the contract's schema) in the caller's transaction: each item by id, its
 * place in the list as its order. An item the list leaves out is refused, as is a kind changed on an
 * item that exists (its orders or cards were bought as that kind). Stock moves by itself (each
 * purchase lowers it, under the item's row lock, not this save's lock), so against the list the
 * editor was `shown` a count is written as the operator's change from it: a sale made while the
 * editor was open stays made, and goods are never sold twice.
 */
export async function saveDiamondShopSettings(
  db: Executor,
  shop: DiamondShopSettings,
  at: Date,
  shown?: unknown,
): Promise<Date> {
  const shownStock = new Map(
    (diamondShopSettingsSchema.safeParse(shown).data?.items ?? []).map((item) => [item.id, item.stock]),
  )
  // One save of the shop at a time, so two editors' lists never interleave item by item.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('diamond_shop_items'))`)
  const existing = await allDiamondItems(db)
  const missing = existing.filter((row) => !shop.items.some((item) => item.id === row.id))
  if (missing.length > 0)
    throw new AppError(
      'VALIDATION',
      `Items are never removed (orders name them); take them off sale instead: ${missing.map((row) => row.id).join(', ')}`,
    )
  const changedKind = existing.find((row) =>
    shop.items.some((item) => item.id === row.id && item.kind !== row.kind),
  )
  if (changedKind)
    throw new AppError('VALIDATION', `Item ${changedKind.id} keeps its kind (${changedKind.kind})`)
  for (const [sort, item] of shop.items.entries()) {
    const row = {
      id: item.id,
      kind: item.kind,
      name: item.name,
      description: item.description,
      price: item.price,
      stock: item.stock,
      award: item.coins === null ? [] : [{ id: AWARD_ITEM.coin, count: item.coins }],
      prizes: shop.scratchPrizes
        .filter((prize) => prize.card === item.id)
        .map(({ items, weight }) => ({ items, weight })),
      sort,
      onSale: item.onSale ? 1 : 0,
    }
    await db
      .insert(diamondShopItems)
      .values(row)
      .onConflictDoUpdate({
        target: diamondShopItems.id,
        set: { ...row, stock: stockAfter(item.stock, shownStock.get(item.id)), updatedAt: sql`now()` },
      })
  }
  return at
}

/**
 * The stock an existing item keeps: as it stands now when the operator left the count the editor
 * showed, moved by the operator's change when both are counts, else (unlimited to a count, a count
 * to unlimited, nothing shown) the figure typed.
 */
function stockAfter(typed: number | null, shown: number | null | undefined) {
  if (shown === undefined || typed === null || shown === null) return typed
  if (typed === shown) return sql`${diamondShopItems.stock}`
  return sql`greatest(0, ${diamondShopItems.stock} + ${typed - shown})`
}
