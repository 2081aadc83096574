import type { DeliveryAddress } from '@panalo/contract/calls/diamonds'
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { diamondOrders, diamondPlayers, scratchCards } from '../../db/schema/diamonds.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'

export type OrderRow = typeof diamondOrders.$inferSelect
export type CardRow = typeof scratchCards.$inferSelect

export async function diamondPlayer(
  db: Executor,
  userId: number,
): Promise<typeof diamondPlayers.$inferSelect | undefined> {
  const [row] = await db.select().from(diamondPlayers).where(eq(diamondPlayers.userId, userId))
  return row
}

export async function saveAddress(db: Executor, userId: number, address: DeliveryAddress): Promise<void> {
  await db
    .insert(diamondPlayers)
    .values({ userId, address })
    .onConflictDoUpdate({ target: diamondPlayers.userId, set: { address, updatedAt: sql`now()` } })
}

export async function markShopSeen(db: Executor, userId: number, journalId: number): Promise<void> {
  await db
    .insert(diamondPlayers)
    .values({ userId, seenJournalId: journalId })
    .onConflictDoUpdate({
      target: diamondPlayers.userId,
      set: { seenJournalId: sql`greatest(${diamondPlayers.seenJournalId}, ${journalId})` },
    })
}

export async function goodsOrders(
  db: Executor,
  userId: number,
  page: { before?: number | undefined; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(diamondOrders)
    .where(
      and(
        eq(diamondOrders.userId, userId),
        eq(diamondOrders.kind, 'goods'),
        page.before === undefined ? undefined : lt(diamondOrders.id, page.before),
      ),
    )
    .orderBy(desc(diamondOrders.id))
    .limit(page.limit + 1)
}

/** Orders whose purchase or refund journal is one of these (the diamond log names what each bought). */
export async function ordersOfJournals(db: Executor, journalIds: readonly number[]): Promise<OrderRow[]> {
  if (journalIds.length === 0) return []
  return db
    .select()
    .from(diamondOrders)
    .where(
      sql`${inArray(diamondOrders.journalId, [...journalIds])} or ${inArray(diamondOrders.refundJournalId, [...journalIds])}`,
    )
}

export async function playerCards(
  db: Executor,
  userId: number,
  filter: { scratched: boolean; before?: number | undefined; limit: number },
): Promise<CardRow[]> {
  return db
    .select()
    .from(scratchCards)
    .where(
      and(
        eq(scratchCards.userId, userId),
        filter.scratched
          ? sql`${scratchCards.scratchedAt} is not null`
          : sql`${scratchCards.scratchedAt} is null`,
        filter.before === undefined ? undefined : lt(scratchCards.id, filter.before),
      ),
    )
    .orderBy(desc(scratchCards.id))
    .limit(filter.limit)
}

export async function countUnscratched(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(scratchCards)
    .where(and(eq(scratchCards.userId, userId), sql`${scratchCards.scratchedAt} is null`))
  return row?.count ?? 0
}

/** The latest scratch wins and shop purchases of everyone, with the buyer's nickname. */
export async function recentWins(db: Executor, limit: number) {
  const cards = await db
    .select({
      nickname: playerDirectory.nickname,
      name: scratchCards.name,
      prize: scratchCards.prize,
      at: scratchCards.scratchedAt,
    })
    .from(scratchCards)
    .innerJoin(playerDirectory, eq(playerDirectory.id, scratchCards.userId))
    .where(
      and(sql`${scratchCards.scratchedAt} is not null`, sql`jsonb_array_length(${scratchCards.prize}) > 0`),
    )
    .orderBy(desc(scratchCards.scratchedAt))
    .limit(limit)
  const orders = await db
    .select({
      nickname: playerDirectory.nickname,
      kind: diamondOrders.kind,
      name: diamondOrders.name,
      at: diamondOrders.createdAt,
    })
    .from(diamondOrders)
    .innerJoin(playerDirectory, eq(playerDirectory.id, diamondOrders.userId))
    .where(ne(diamondOrders.kind, 'scratch'))
    .orderBy(desc(diamondOrders.id))
    .limit(limit)
  return { cards, orders }
}
