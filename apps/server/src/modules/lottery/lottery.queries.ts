import {
  LOTTERY_COUPON_IDS,
  type LotteryDraw,
  type LotteryPayWith,
  type LotteryTicket,
} from '@panalo/contract/calls/lottery'
import type { AwardItem } from '@panalo/contract/award-items'
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm'

import type { Executor, Tx } from '../../db/client.ts'
import type { LotterySeedFace } from '../draws/draws.service.ts'
import { lotteryDraws, lotteryOrders, lotteryTickets } from '../../db/schema/lottery.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { playerNonMoneyBalances } from '../ledger/ledger-balances.service.ts'

/** The lottery's reads (docs/decisions/053-lottery.md); the service decides, these only fetch. */

export type DrawRow = typeof lotteryDraws.$inferSelect
export type OrderRow = typeof lotteryOrders.$inferSelect
type TicketRow = typeof lotteryTickets.$inferSelect

/** A draw as the players see it, with its seed pair's public face (decision 118). */
export function presentDraw(row: DrawRow, seeds: LotterySeedFace | undefined): LotteryDraw {
  if (!seeds) throw new Error(`lottery draw ${row.id} has no seed pair`)
  const drawn = row.state === 'drawn'
  return {
    id: row.id,
    state: drawn ? 'drawn' : 'open',
    drawTime: row.drawAt.toISOString(),
    couponPrice: row.couponPrice,
    pointsPrice: row.pointsPrice,
    maxTicketsPerPlayer: row.maxTicketsPerPlayer,
    ticketsSold: row.ticketsSold,
    prizes: row.prizes,
    serverSeedHash: seeds.serverSeedHash,
    // The seed stays secret until the numbers are drawn: shown earlier, it would predict them.
    serverSeed: drawn ? seeds.serverSeed : null,
    clientSeed: drawn ? seeds.clientSeed : null,
    nonce: 0,
    winningNumbers: row.winningNumbers,
  }
}

export function presentTicket(
  ticket: TicketRow,
  draw: Pick<DrawRow, 'drawAt' | 'state' | 'prizes'>,
  paidWith: string,
): LotteryTicket {
  const prize = ticket.prizeIndex === null ? null : (draw.prizes[ticket.prizeIndex] ?? null)
  return {
    id: ticket.id,
    drawId: ticket.drawId,
    number: ticket.number,
    drawTime: draw.drawAt.toISOString(),
    state: draw.state !== 'drawn' ? 'waiting' : prize ? 'won' : 'lost',
    prize,
    paidWith: paidWith as LotteryPayWith,
    createTime: ticket.createdAt.toISOString(),
  }
}

/** The draw on sale at `now`: open, and its draw time still ahead. */
export async function drawOnSale(db: Executor, now: Date): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.state, 'open'), gt(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(1)
  return row
}

export async function lockDraw(tx: Tx, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId)).for('update')
  return row
}

export async function findDraw(db: Executor, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId))
  return row
}

/** Drawn draws, newest first, from before the id `before`. */
export function drawnDraws(db: Executor, page: { before?: number | undefined; limit: number }) {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.state, 'drawn'),
        page.before === undefined ? undefined : lt(lotteryDraws.id, page.before),
      ),
    )
    .orderBy(desc(lotteryDraws.id))
    .limit(page.limit)
}

/** The latest draw time of any draw, open or drawn. */
export async function latestDrawTime(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ drawAt: lotteryDraws.drawAt })
    .from(lotteryDraws)
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(1)
  return row?.drawAt ?? null
}

/** Open draws whose time has come, oldest first. */
export function dueDraws(db: Executor, now: Date) {
  return db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.state, 'open'), sql`${lotteryDraws.drawAt} <= ${now}`))
    .orderBy(asc(lotteryDraws.drawAt))
}

export function orderTickets(db: Executor, orderId: number) {
  return db
    .select()
    .from(lotteryTickets)
    .where(eq(lotteryTickets.orderId, orderId))
    .orderBy(asc(lotteryTickets.number))
}

/** The player's ticket numbers in one draw, lowest first. */
export async function playerNumbers(db: Executor, userId: number, drawId: number): Promise<number[]> {
  const rows = await db
    .select({ number: lotteryTickets.number })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.userId, userId), eq(lotteryTickets.drawId, drawId)))
    .orderBy(asc(lotteryTickets.number))
  return rows.map((row) => row.number)
}

/** The player's tickets with their draws, newest first, from before the ticket id `before`. */
export function playerTickets(
  db: Executor,
  userId: number,
  page: { before?: number | undefined; limit: number },
) {
  return db
    .select({ ticket: lotteryTickets, draw: lotteryDraws, paidWith: lotteryOrders.paidWith })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryTickets.orderId))
    .where(
      and(
        eq(lotteryTickets.userId, userId),
        page.before === undefined ? undefined : lt(lotteryTickets.id, page.before),
      ),
    )
    .orderBy(desc(lotteryTickets.id))
    .limit(page.limit)
}

/** The tickets holding these numbers in a draw. */
export function ticketsNumbered(tx: Executor, drawId: number, numbers: readonly number[]) {
  if (numbers.length === 0) return Promise.resolve([])
  return tx
    .select()
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.drawId, drawId), inArray(lotteryTickets.number, [...numbers])))
}

/** A drawn draw's winning tickets with their holders' nicknames and mobile numbers. */
export function drawWinners(db: Executor, drawId: number) {
  return db
    .select({
      ticketId: lotteryTickets.id,
      number: lotteryTickets.number,
      prizeIndex: lotteryTickets.prizeIndex,
      userId: lotteryTickets.userId,
      nickname: playerDirectory.nickname,
      mobile: playerDirectory.mobile,
      grantId: lotteryTickets.grantId,
    })
    .from(lotteryTickets)
    .innerJoin(playerDirectory, eq(playerDirectory.id, lotteryTickets.userId))
    .where(and(eq(lotteryTickets.drawId, drawId), isNotNull(lotteryTickets.prizeIndex)))
    .orderBy(asc(lotteryTickets.prizeIndex), asc(lotteryTickets.number))
}

export async function accountMobile(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ mobile: playerDirectory.mobile })
    .from(playerDirectory)
    .where(eq(playerDirectory.id, userId))
  return row?.mobile ?? null
}

/** The lottery coupons a player holds, by id (lowest first), in one read of their item accounts. */
export async function lotteryCouponBalances(db: Executor, userId: number): Promise<AwardItem[]> {
  const balances = await playerNonMoneyBalances(db, userId)
  return LOTTERY_COUPON_IDS.map((id) => ({ id, count: balances.get(`item:${id}`) ?? 0 }))
    .filter((coupon) => coupon.count > 0)
    .sort((a, b) => a.id - b.id)
}
