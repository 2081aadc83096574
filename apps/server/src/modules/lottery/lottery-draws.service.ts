import { drawLotteryNumbers, lotteryClientSeed } from '@panalo/fair/lottery'
import { and, eq, gt } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { lotteryDraws, lotteryTickets } from '../../db/schema/lottery.ts'
import { inTransaction } from '../../db/transaction.ts'
import { addDays, manilaDay } from '../../platform/manila-time.ts'
import { lotterySeedPairs } from '../draws/draws.service.ts'
import { grantAwards } from '../rewards/award-engine.service.ts'
import { readLotterySettings } from './lottery-settings.ts'
import {
  drawOnSale,
  dueDraws,
  latestDrawTime,
  lockDraw,
  ticketsNumbered,
  type DrawRow,
} from './lottery.queries.ts'

/**
 * Opening and drawing lottery draws (docs/decisions/053-lottery.md). A draw opens with a fresh seed
 * pair of the seed store (purpose `lottery`, decision 118) whose SHA-256 is shown from then on; at its time a job fixes the client seed from the tickets
 * sold, draws the winning numbers with packages/fair and pays each winner through the award engine
 * (source `lottery`, one key per ticket), all in one transaction; a rerun draws and pays nothing twice.
 */

/** The first `hour`:00 Manila strictly after `now`. */
export function nextDrawTime(now: Date, hour: number): Date {
  const today = manilaDay(now)
  const at = (day: string) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`)
  const todays = at(today)
  return todays > now ? todays : at(addDays(today, 1))
}

/**
 * The draw on sale now, opened from the settings when there is none (two racing openers open one).
 * Only commands open draws: the draw job after each draw, the operator's early close, and the seed
 * for the first; lotteryInfo only reads (issue 39: no read call writes).
 */
export async function ensureDrawOnSale(db: Executor, now: Date): Promise<DrawRow> {
  const onSale = await drawOnSale(db, now)
  if (onSale) return onSale
  const settings = await readLotterySettings(db)
  // After every draw there is, too: an early close can leave a later draw time taken.
  const latest = await latestDrawTime(db)
  await db
    .insert(lotteryDraws)
    .values({
      drawAt: nextDrawTime(latest && latest > now ? latest : now, settings.drawHour),
      couponPrice: settings.couponPrice,
      pointsPrice: settings.pointsPrice,
      maxTicketsPerPlayer: settings.maxTicketsPerPlayer,
      prizes: settings.prizes,
      // A racing opener's pair stays unused (never revealed, owned by no draw).
      seedPairId: (await lotterySeedPairs.commit(db)).id,
    })
    .onConflictDoNothing({ target: lotteryDraws.drawAt })
  const opened = await drawOnSale(db, now)
  if (!opened) throw new Error('lottery draw not opened')
  return opened
}

export interface DrawSummary {
  drawId: number
  ticketsSold: number
  winningNumbers: number[]
}

/** Draws one draw whose time has come; answers null when it was drawn already or is not due. */
export function drawOne(db: Db, drawId: number, now: Date): Promise<DrawSummary | null> {
  return inTransaction(db, async (tx) => {
    const draw = await lockDraw(tx, drawId)
    if (!draw || draw.state !== 'open' || draw.drawAt > now) return null
    const seeds = await lotterySeedPairs.reveal(
      tx,
      draw.seedPairId,
      lotteryClientSeed(draw.id, draw.ticketsSold),
      now,
    )
    const slotPrizes = draw.prizes.flatMap((prize, index) =>
      Array.from({ length: prize.winners }, () => index),
    )
    const winningNumbers = drawLotteryNumbers(seeds, draw.ticketsSold, slotPrizes.length)
    const tickets = new Map(
      (await ticketsNumbered(tx, draw.id, winningNumbers)).map((row) => [row.number, row]),
    )
    for (const [slot, number] of winningNumbers.entries()) {
      const ticket = tickets.get(number)
      const prizeIndex = slotPrizes[slot]
      const prize = prizeIndex === undefined ? undefined : draw.prizes[prizeIndex]
      if (!ticket || prizeIndex === undefined || !prize)
        throw new Error(`draw ${draw.id} lost ticket ${number}`)
      const grant = await grantAwards(tx, {
        source: 'lottery',
        key: `ticket-${ticket.id}`,
        userId: ticket.userId,
        items: prize.items,
      })
      await tx
        .update(lotteryTickets)
        .set({ prizeIndex, grantId: grant.grantId })
        .where(eq(lotteryTickets.id, ticket.id))
    }
    await tx
      .update(lotteryDraws)
      .set({ state: 'drawn', winningNumbers, drawnAt: now })
      .where(eq(lotteryDraws.id, draw.id))
    return { drawId: draw.id, ticketsSold: draw.ticketsSold, winningNumbers }
  })
}

/** The job: draws every draw whose time has come, then makes sure the next one is on sale. */
export async function runDueDraws(db: Db, now: Date): Promise<{ drawn: DrawSummary[]; onSale: number }> {
  const drawn: DrawSummary[] = []
  for (const { id } of await dueDraws(db, now)) {
    const summary = await drawOne(db, id, now)
    if (summary) drawn.push(summary)
  }
  const onSale = await ensureDrawOnSale(db, now)
  return { drawn, onSale: onSale.id }
}

/**
 * The operator's early close (lottery:close): sales end now and the draw is made at once, from the
 * seed committed when it opened and the tickets sold so far; its draw time becomes now, so the
 * history shows when it really closed.
 */
export async function closeDrawNow(db: Db, drawId: number, now: Date): Promise<DrawSummary | null> {
  await db
    .update(lotteryDraws)
    .set({ drawAt: now })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.state, 'open'), gt(lotteryDraws.drawAt, now)))
  const summary = await drawOne(db, drawId, now)
  await ensureDrawOnSale(db, now)
  return summary
}
