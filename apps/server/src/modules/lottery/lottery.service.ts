import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import type { LotteryPayWith } from '@panalo/contract/calls/lottery'
import { maskNickname } from '../../platform/nickname.ts'
import { eq, sql } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { lotteryDraws, lotteryOrders, lotteryTickets } from '../../db/schema/lottery.ts'
import { AppError } from '../../platform/app-error.ts'
import { lotterySeedPairs } from '../draws/draws.service.ts'
import { playerAccountBalance } from '../ledger/ledger-balances.service.ts'
import { InsufficientBalanceError } from '../ledger/ledger-errors.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { awardPostings } from '../rewards/award-engine.service.ts'
import {
  accountMobile,
  drawOnSale,
  drawnDraws,
  drawWinners,
  findDraw,
  lotteryCouponBalances,
  lockDraw,
  orderTickets,
  playerNumbers,
  playerTickets,
  presentDraw,
  presentTicket,
  type DrawRow,
  type OrderRow,
} from './lottery.queries.ts'

/** Draws as the players see them, each with its seed pair's public face. */
export async function presentDraws(executor: Executor, rows: readonly DrawRow[]) {
  const seeds = await lotterySeedPairs.faces(
    executor,
    rows.map((row) => row.seedPairId),
  )
  return rows.map((row) => presentDraw(row, seeds.get(row.seedPairId)))
}

/**
 * The lottery's calls (docs/decisions/053-lottery.md). A purchase locks its draw's row, so tickets of
 * one draw are numbered in order without gaps and a player's limit holds however many buy at once;
 * the coupons or points leave in one journal, keyed by the order, back to their house accounts. A
 * purchase runs once per request (oncePerRequest, decision 089): a retry answers the first purchase
 * or its refusal.
 */
export interface LotteryService {
  info(userId: number | null): Promise<CallOutput<'lotteryInfo'>>
  buy(
    userId: number,
    input: { requestId: string; drawId: number; count: number; payWith: LotteryPayWith },
  ): Promise<CallOutput<'lotteryBuyTickets'>>
  record(
    userId: number,
    page: { before?: number | undefined; limit: number },
  ): Promise<CallOutput<'lotteryRecord'>>
  history(page: { before?: number | undefined; limit: number }): Promise<CallOutput<'lotteryHistory'>>
  drawDetail(drawId: number): Promise<CallOutput<'lotteryDrawDetail'>>
}

/** user info's `lottery` (SPEC.md §3): the lottery coupons the player holds, all ids together. */
export async function lotteryCouponsHeld(db: Executor, userId: number): Promise<number> {
  return (await lotteryCouponBalances(db, userId)).reduce((sum, coupon) => sum + coupon.count, 0)
}

/** Coupons to spend for `needed`, lowest id first; null when the player holds fewer. */
function allocateCoupons(held: readonly AwardItem[], needed: number): AwardItem[] | null {
  const spend: AwardItem[] = []
  let left = needed
  for (const coupon of held) {
    if (left === 0) break
    const take = Math.min(coupon.count, left)
    spend.push({ id: coupon.id, count: take })
    left -= take
  }
  return left === 0 ? spend : null
}

async function answerOrder(
  db: Executor,
  order: OrderRow,
  draw: DrawRow,
): Promise<CallOutput<'lotteryBuyTickets'>> {
  const tickets = await orderTickets(db, order.id)
  return { tickets: tickets.map((ticket) => presentTicket(ticket, draw, order.paidWith)), spent: order.spent }
}

export function createLotteryService({
  db,
  now = () => new Date(),
}: {
  db: Db
  now?: () => Date
}): LotteryService {
  /** What the tickets cost, from the player's coupons or points; refuses what the player cannot pay. */
  const price = async (tx: Tx, userId: number, draw: DrawRow, count: number, payWith: LotteryPayWith) => {
    if (payWith === 'points') {
      if (draw.pointsPrice === null) throw new AppError('LOTTERY_POINTS_NOT_ACCEPTED')
      const points = count * draw.pointsPrice
      if ((await playerAccountBalance(tx, userId, 'points')) < points)
        throw new AppError('LOTTERY_POINTS_NOT_ENOUGH')
      return [{ id: AWARD_ITEM.points, count: points }]
    }
    const spend = allocateCoupons(await lotteryCouponBalances(tx, userId), count * draw.couponPrice)
    if (!spend) throw new AppError('LOTTERY_COUPONS_NOT_ENOUGH')
    return spend
  }

  return {
    async info(userId) {
      // A pure read: the draw job opens the next draw (at most five minutes after one is drawn).
      const [draw, [last]] = await Promise.all([drawOnSale(db, now()), drawnDraws(db, { limit: 1 })])
      const [onSale = null] = draw ? await presentDraws(db, [draw]) : []
      const [lastDraw = null] = last ? await presentDraws(db, [last]) : []
      if (userId === null) return { draw: onSale, lastDraw, me: null }
      const [numbers, coupons, points, mobile] = await Promise.all([
        draw ? playerNumbers(db, userId, draw.id) : [],
        lotteryCouponBalances(db, userId),
        playerAccountBalance(db, userId, 'points'),
        accountMobile(db, userId),
      ])
      return {
        draw: onSale,
        lastDraw,
        me: { numbers, coupons, points, hasMobile: mobile !== null },
      }
    },

    buy(userId, input) {
      const key = { userId, scope: 'lotteryBuyTickets', requestId: input.requestId, body: input }
      return oncePerRequest(db, key, async (tx) => {
        // A ticket is one person's: the account needs its mobile number (decision 034).
        if ((await accountMobile(tx, userId)) === null) throw new AppError('LOTTERY_MOBILE_REQUIRED')
        const draw = await lockDraw(tx, input.drawId)
        if (!draw || draw.state !== 'open' || draw.drawAt <= now()) throw new AppError('LOTTERY_SALES_CLOSED')
        const [order] = await tx
          .insert(lotteryOrders)
          .values({ userId, drawId: draw.id, count: input.count, paidWith: input.payWith, spent: [] })
          .returning()
        if (!order) throw new Error('lottery order not written')
        const held = (await playerNumbers(tx, userId, draw.id)).length
        if (held + input.count > draw.maxTicketsPerPlayer) throw new AppError('LOTTERY_TICKET_LIMIT')
        const spent = await price(tx, userId, draw, input.count, input.payWith)
        let journalId: number
        try {
          journalId = (
            await ledger.post(tx, {
              idempotencyKey: `lottery-order:${order.id}`,
              kind: 'lottery',
              postings: awardPostings(userId, [], spent),
              metadata: { orderId: order.id, drawId: draw.id, count: input.count },
            })
          ).journalId
        } catch (error) {
          // Balances were read before the journal; a purchase elsewhere may have spent them since.
          if (error instanceof InsufficientBalanceError)
            throw new AppError(
              input.payWith === 'points' ? 'LOTTERY_POINTS_NOT_ENOUGH' : 'LOTTERY_COUPONS_NOT_ENOUGH',
            )
          throw error
        }
        const [paid] = await tx
          .update(lotteryOrders)
          .set({ spent, journalId })
          .where(eq(lotteryOrders.id, order.id))
          .returning()
        await tx.insert(lotteryTickets).values(
          Array.from({ length: input.count }, (_, index) => ({
            drawId: draw.id,
            orderId: order.id,
            userId,
            number: draw.ticketsSold + index + 1,
          })),
        )
        await tx
          .update(lotteryDraws)
          .set({ ticketsSold: sql`${lotteryDraws.ticketsSold} + ${input.count}` })
          .where(eq(lotteryDraws.id, draw.id))
        if (!paid) throw new Error(`lottery order ${order.id} vanished`)
        return answerOrder(tx, paid, draw)
      })
    },

    async record(userId, { before, limit }) {
      const rows = await playerTickets(db, userId, { before, limit: limit + 1 })
      const list = rows.slice(0, limit)
      return {
        list: list.map((row) => presentTicket(row.ticket, row.draw, row.paidWith)),
        nextBefore: rows.length > limit ? (list.at(-1)?.ticket.id ?? null) : null,
      }
    },

    async history({ before, limit }) {
      const rows = await drawnDraws(db, { before, limit: limit + 1 })
      const list = rows.slice(0, limit)
      return {
        list: await presentDraws(db, list),
        nextBefore: rows.length > limit ? (list.at(-1)?.id ?? null) : null,
      }
    },

    async drawDetail(drawId) {
      const draw = await findDraw(db, drawId)
      if (!draw) throw new AppError('NOT_FOUND', 'No such lottery draw')
      const winners = await drawWinners(db, drawId)
      const [shown] = await presentDraws(db, [draw])
      if (!shown) throw new Error(`lottery draw ${drawId} not shown`)
      return {
        draw: shown,
        winners: winners.map((winner) => ({
          number: winner.number,
          prizeIndex: winner.prizeIndex ?? 0,
          nickname: maskNickname(winner.nickname),
        })),
      }
    },
  }
}
