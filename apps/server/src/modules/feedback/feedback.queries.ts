import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { feedbackMessages, feedbackTickets } from '../../db/schema/feedback.ts'

export type TicketRow = typeof feedbackTickets.$inferSelect
export type MessageRow = typeof feedbackMessages.$inferSelect

export async function ticketOf(executor: Executor, id: number, lock = false): Promise<TicketRow | undefined> {
  const query = executor.select().from(feedbackTickets).where(eq(feedbackTickets.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export function messagesOf(executor: Executor, ticketId: number): Promise<MessageRow[]> {
  return executor
    .select()
    .from(feedbackMessages)
    .where(eq(feedbackMessages.ticketId, ticketId))
    .orderBy(asc(feedbackMessages.id))
}

/** The first message of each ticket, for the list's preview. */
export async function firstMessages(
  executor: Executor,
  ticketIds: readonly number[],
): Promise<Map<number, string>> {
  if (ticketIds.length === 0) return new Map()
  const rows = await executor
    .selectDistinctOn([feedbackMessages.ticketId], {
      ticketId: feedbackMessages.ticketId,
      text: feedbackMessages.text,
    })
    .from(feedbackMessages)
    .where(inArray(feedbackMessages.ticketId, [...ticketIds]))
    .orderBy(feedbackMessages.ticketId, asc(feedbackMessages.id))
  return new Map(rows.map((row) => [row.ticketId, row.text]))
}

export async function ticketPage(
  executor: Executor,
  filter: { userId?: number; state?: TicketRow['state'] },
  page: { number: number; size: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = and(
    filter.userId === undefined ? undefined : eq(feedbackTickets.userId, filter.userId),
    filter.state === undefined ? undefined : eq(feedbackTickets.state, filter.state),
  )
  const rows = await executor
    .select()
    .from(feedbackTickets)
    .where(where)
    .orderBy(
      filter.userId === undefined ? asc(feedbackTickets.updatedAt) : desc(feedbackTickets.updatedAt),
      desc(feedbackTickets.id),
    )
    .limit(page.size)
    .offset((page.number - 1) * page.size)
  const [total] = await executor.select({ n: count() }).from(feedbackTickets).where(where)
  return { rows, total: total?.n ?? 0 }
}

export async function openTicketCount(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(feedbackTickets)
    .where(and(eq(feedbackTickets.userId, userId), eq(feedbackTickets.state, 'open')))
  return row?.n ?? 0
}

export const touched = { updatedAt: sql`now()` }

/** The newest message of each ticket, for the operator's queue. */
export async function lastMessages(
  executor: Executor,
  ticketIds: readonly number[],
): Promise<Map<number, { text: string; author: MessageRow['author'] }>> {
  if (ticketIds.length === 0) return new Map()
  const rows = await executor
    .selectDistinctOn([feedbackMessages.ticketId], {
      ticketId: feedbackMessages.ticketId,
      text: feedbackMessages.text,
      author: feedbackMessages.author,
    })
    .from(feedbackMessages)
    .where(inArray(feedbackMessages.ticketId, [...ticketIds]))
    .orderBy(feedbackMessages.ticketId, desc(feedbackMessages.id))
  return new Map(rows.map((row) => [row.ticketId, { text: row.text, author: row.author }]))
}
