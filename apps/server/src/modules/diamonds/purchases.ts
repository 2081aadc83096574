import type { DeliveryAddress, GoodsOrder, GoodsOrderState } from '@panalo/contract/calls/diamonds'
import { eq, sql } from 'drizzle-orm'

import type { Tx } from '../../db/client.ts'
import { diamondOrders, diamondShopItems } from '../../db/schema/diamonds.ts'
import { AppError } from '../../platform/app-error.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import { InsufficientBalanceError } from '../ledger/ledger-errors.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { findItem } from './diamond-shop-items.ts'
import type { OrderRow } from './diamonds.queries.ts'

/** What every purchase of the diamond shop shares: its order row, its stock, its journal (decision 045). */

export const DIAMOND_HOUSE = { house: HOUSE.awards('DIAMOND'), asset: 'DIAMOND' } as const

export function presentOrder(row: OrderRow): GoodsOrder {
  if (!row.address) throw new Error(`goods order ${row.id} has no address`)
  return {
    id: row.id,
    itemId: row.itemId,
    name: row.name,
    price: row.price,
    state: row.state as GoodsOrderState,
    address: row.address,
    history: row.history,
    createTime: row.createdAt.toISOString(),
  }
}

/**
 * The start of every purchase, inside the call's oncePerRequest (decision 089: a retry never gets
 * here): the item, on sale and of the kind the call sells, one off its stock, and the order row.
 */
export async function beginPurchase(
  tx: Tx,
  userId: number,
  input: { itemId: number },
  kind: 'coin' | 'scratch' | 'goods',
  extra: { state: 'done' | 'placed'; address?: DeliveryAddress },
): Promise<OrderRow> {
  const item = await findItem(tx, input.itemId)
  if (!item || item.onSale !== 1 || item.kind !== kind) throw new AppError('DIAMOND_ITEM_UNKNOWN')
  const [taken] = await tx
    .update(diamondShopItems)
    .set({ stock: sql`${diamondShopItems.stock} - 1` })
    .where(
      sql`${diamondShopItems.id} = ${item.id} and (${diamondShopItems.stock} is null or ${diamondShopItems.stock} >= 1)`,
    )
    .returning({ id: diamondShopItems.id })
  if (!taken) throw new AppError('DIAMOND_ITEM_SOLD_OUT')
  const [order] = await tx
    .insert(diamondOrders)
    .values({
      userId,
      itemId: item.id,
      kind,
      name: item.name,
      price: item.price,
      state: extra.state,
      address: extra.address ?? null,
      history:
        extra.state === 'placed' ? [{ state: 'placed', at: new Date().toISOString(), note: null }] : [],
    })
    .returning()
  if (!order) throw new Error('diamond order not written')
  return order
}

/** Takes an order's diamonds in one journal; a balance that does not cover them refuses the purchase. */
export async function payForOrder(tx: Tx, userId: number, order: OrderRow): Promise<number> {
  try {
    const journal = await ledger.post(tx, {
      idempotencyKey: `diamond-order:${order.id}`,
      kind: 'diamond_shop',
      postings: [
        { account: { userId, kind: 'diamond' }, amount: -order.price },
        { account: DIAMOND_HOUSE, amount: order.price },
      ],
      metadata: { orderId: order.id, itemId: order.itemId, kind: order.kind },
    })
    await tx.update(diamondOrders).set({ journalId: journal.journalId }).where(eq(diamondOrders.id, order.id))
    return journal.journalId
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new AppError('DIAMONDS_NOT_ENOUGH')
    throw error
  }
}
