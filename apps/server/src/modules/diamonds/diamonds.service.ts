import { AWARD_ITEM, AWARD_SOURCES, type AwardSource } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import {
  DIAMOND_TICKER_SIZE,
  GOODS_ORDER_NEXT,
  type DeliveryAddress,
  type GoodsOrder,
  type GoodsOrderState,
} from '@panalo/contract/calls/diamonds'
import { maskNickname } from '../../platform/nickname.ts'
import { eq, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { diamondOrders, diamondShopItems } from '../../db/schema/diamonds.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import {
  lastCreditJournalId,
  playerAccountBalance,
  postingHistory,
} from '../ledger/ledger-balances.service.ts'
import { InsufficientBalanceError } from '../ledger/ledger-errors.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { grantAwards, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { walletPlayer } from '../wallet/wallet-players.service.ts'
import { findItem, itemsOnSale, presentItem } from './diamond-shop-items.ts'
import {
  countUnscratched,
  diamondPlayer,
  goodsOrders,
  markShopSeen,
  ordersOfJournals,
  recentWins,
  saveAddress,
} from './diamonds.queries.ts'
import { beginPurchase, DIAMOND_HOUSE, payForOrder, presentOrder } from './purchases.ts'
import { createScratchCards, type ScratchCards } from './scratch-cards.ts'

/**
 * The diamond shop (docs/decisions/045-diamond-shop.md): diamonds (item 60001, the player's
 * `diamond` ledger account) buy bonus coins, scratch cards and goods. Every purchase is one
 * transaction, once per request (oncePerRequest, decision 089: a retry answers the first purchase or
 * its refusal): its diamond_orders row, one from the item's stock (an update that needs stock ≥ 1, so the last one goes to one
 * buyer), and one ledger journal taking the diamonds back to `awards:diamond`.
 */
export interface DiamondsService extends ScratchCards {
  shop(userId: number): Promise<CallOutput<'diamondShopData'>>
  exchangeCoin(
    userId: number,
    input: { requestId: string; itemId: number },
  ): Promise<CallOutput<'diamondExchangeCoin'>>
  updateAddress(userId: number, address: DeliveryAddress): Promise<CallOutput<'updateAddress'>>
  exchangeGoods(
    userId: number,
    input: { requestId: string; itemId: number },
  ): Promise<CallOutput<'diamondExchangeGoods'>>
  orders(
    userId: number,
    page: { before?: number | undefined; limit: number },
  ): Promise<CallOutput<'diamondGoodsExchangeOrderLog'>>
  log(userId: number, page: { before?: number | undefined; limit: number }): Promise<CallOutput<'diamondLog'>>
  ticker(): Promise<CallOutput<'appDiamondBonusTickersData'>>
  /** diamondMallRedDot: an unscratched card, or diamonds received since the shop was last opened that buy an item. */
  redDot(userId: number): Promise<boolean>
  /** The operator moves a goods order on (diamonds:order); cancelling returns its diamonds. */
  moveOrder(orderId: number, to: GoodsOrderState, note: string | null): Promise<GoodsOrder>
}

function isAwardSource(value: unknown): value is AwardSource {
  return typeof value === 'string' && (AWARD_SOURCES as readonly string[]).includes(value)
}

export function createDiamondsService({
  db,
  now = () => new Date(),
}: {
  db: Db
  now?: () => Date
}): DiamondsService {
  const scratch = createScratchCards({ db, now })
  const diamonds = (executor: Db | Tx, userId: number) => playerAccountBalance(executor, userId, 'diamond')

  return {
    ...scratch,

    async shop(userId) {
      const [items, balance, player, rule, wallet, unscratched, lastCredit] = await Promise.all([
        itemsOnSale(db),
        diamonds(db, userId),
        diamondPlayer(db, userId),
        wageringRuleOf(db, 'diamonds'),
        walletPlayer(db, userId),
        countUnscratched(db, userId),
        lastCreditJournalId(db, userId, 'diamond'),
      ])
      // Opening the shop is seeing what the diamonds buy: the dot goes out until more arrive.
      await markShopSeen(db, userId, lastCredit)
      return {
        diamonds: balance,
        items: items.map(presentItem),
        address: player?.address ?? null,
        unscratched,
        wagering: {
          multiple: rule.multiple,
          expiryDays: rule.expiryDays,
          held: rule.heldUntilFirstDeposit && wallet.totalRecharge === 0,
        },
      }
    },

    exchangeCoin(userId, input) {
      const key = { userId, scope: 'diamondExchangeCoin', requestId: input.requestId, body: input }
      return oncePerRequest(db, key, async (tx) => {
        const order = await beginPurchase(tx, userId, input, 'coin', { state: 'done' })
        const item = await findItem(tx, order.itemId)
        if (!item) throw new Error(`shop item ${order.itemId} vanished`)
        try {
          // One grant of the award engine: the diamonds back to the house and the coins, one journal.
          const grant = await grantAwards(tx, {
            source: 'diamonds',
            key: `shop-${order.id}`,
            userId,
            items: item.award.map((award) => ({ id: award.id, count: award.count })),
            spend: [{ id: AWARD_ITEM.diamond, count: order.price }],
          })
          await tx
            .update(diamondOrders)
            .set({ journalId: grant.journalId })
            .where(eq(diamondOrders.id, order.id))
          return {
            items: grant.items,
            heldCoins: grant.heldCoins,
            spent: order.price,
            diamonds: await diamonds(tx, userId),
          }
        } catch (error) {
          if (error instanceof InsufficientBalanceError) throw new AppError('DIAMONDS_NOT_ENOUGH')
          throw error
        }
      })
    },

    async updateAddress(userId, address) {
      await saveAddress(db, userId, address)
      return { address }
    },

    exchangeGoods(userId, input) {
      const key = { userId, scope: 'diamondExchangeGoods', requestId: input.requestId, body: input }
      return oncePerRequest(db, key, async (tx) => {
        const player = await diamondPlayer(tx, userId)
        if (!player?.address) throw new AppError('DIAMOND_ADDRESS_MISSING')
        const order = await beginPurchase(tx, userId, input, 'goods', {
          state: 'placed',
          address: player.address,
        })
        await payForOrder(tx, userId, order)
        return { order: presentOrder(order), diamonds: await diamonds(tx, userId) }
      })
    },

    async orders(userId, { before, limit }) {
      const rows = await goodsOrders(db, userId, { before, limit })
      const list = rows.slice(0, limit)
      return {
        list: list.map(presentOrder),
        nextBefore: rows.length > limit ? (list.at(-1)?.id ?? null) : null,
      }
    },

    async log(userId, { before, limit }) {
      const page = await postingHistory(db, {
        userId,
        kind: 'diamond',
        ...(before === undefined ? {} : { before }),
        limit,
      })
      const orders = await ordersOfJournals(
        db,
        page.entries.map((entry) => entry.journalId),
      )
      return {
        list: page.entries.map((entry) => {
          const bought = orders.find((order) => order.journalId === entry.journalId)
          const refunded = orders.find((order) => order.refundJournalId === entry.journalId)
          const metadata = entry.metadata as { source?: unknown } | null
          const source = isAwardSource(metadata?.source) ? metadata.source : null
          const what = refunded
            ? 'refund'
            : bought
              ? (bought.kind as 'coin' | 'scratch' | 'goods')
              : source === 'diamonds'
                ? 'prize'
                : source !== null
                  ? 'award'
                  : 'other'
          return {
            id: entry.journalId,
            amount: entry.amount,
            balanceAfter: entry.balanceAfter,
            what,
            note: (refunded ?? bought)?.name ?? (what === 'award' ? source : null),
            createTime: entry.createdAt.toISOString(),
          }
        }),
        nextBefore: page.nextBefore,
      }
    },

    async ticker() {
      const { cards, orders } = await recentWins(db, DIAMOND_TICKER_SIZE)
      const rows = [
        ...cards.map((card) => ({
          nickname: maskNickname(card.nickname),
          kind: 'scratch' as const,
          name: card.name,
          items: card.prize,
          at: card.at ?? new Date(0),
        })),
        ...orders.map((order) => ({
          nickname: maskNickname(order.nickname),
          kind: order.kind as 'coin' | 'goods',
          name: order.name,
          items: [],
          at: order.at,
        })),
      ]
      rows.sort((a, b) => b.at.getTime() - a.at.getTime())
      return {
        list: rows
          .slice(0, DIAMOND_TICKER_SIZE)
          .map(({ at, ...row }) => ({ ...row, createTime: at.toISOString() })),
      }
    },

    async redDot(userId) {
      const [unscratched, player, lastCredit] = await Promise.all([
        countUnscratched(db, userId),
        diamondPlayer(db, userId),
        lastCreditJournalId(db, userId, 'diamond'),
      ])
      if (unscratched > 0) return true
      if (lastCredit <= (player?.seenJournalId ?? 0)) return false
      const [balance, items] = await Promise.all([diamonds(db, userId), itemsOnSale(db)])
      return items.some((item) => (item.stock === null || item.stock > 0) && item.price <= balance)
    },

    moveOrder(orderId, to, note) {
      return inTransaction(db, async (tx) => {
        const [order] = await tx
          .select()
          .from(diamondOrders)
          .where(eq(diamondOrders.id, orderId))
          .for('update')
        if (!order || order.kind !== 'goods') throw new AppError('NOT_FOUND', `No goods order ${orderId}`)
        const from = order.state as GoodsOrderState
        const allowed =
          to === 'cancelled' ? from !== 'delivered' && from !== 'cancelled' : GOODS_ORDER_NEXT[from] === to
        if (!allowed) throw new AppError('CONFLICT', `Order ${orderId} is ${from}: it cannot become ${to}`)
        let refundJournalId: number | null = null
        if (to === 'cancelled') {
          const journal = await ledger.post(tx, {
            idempotencyKey: `diamond-order:${order.id}:refund`,
            kind: 'diamond_refund',
            postings: [
              { account: { userId: order.userId, kind: 'diamond' }, amount: order.price },
              { account: DIAMOND_HOUSE, amount: -order.price },
            ],
            metadata: { orderId: order.id, itemId: order.itemId },
          })
          refundJournalId = journal.journalId
          await tx
            .update(diamondShopItems)
            .set({ stock: sql`${diamondShopItems.stock} + 1` })
            .where(sql`${diamondShopItems.id} = ${order.itemId} and ${diamondShopItems.stock} is not null`)
        }
        const [moved] = await tx
          .update(diamondOrders)
          .set({
            state: to,
            history: [...order.history, { state: to, at: now().toISOString(), note }],
            updatedAt: sql`now()`,
            ...(refundJournalId === null ? {} : { refundJournalId }),
          })
          .where(eq(diamondOrders.id, order.id))
          .returning()
        if (!moved) throw new Error(`goods order ${orderId} vanished`)
        return presentOrder(moved)
      })
    },
  }
}
