import { count, desc, eq, inArray, sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { mailBroadcasts, mails } from '../../db/schema/mail.ts'

/** The console's and the CLI's reads of broadcasts (decision 095): their pages and counts. */
type BroadcastRow = typeof mailBroadcasts.$inferSelect

export interface BroadcastCounts {
  received: number
  read: number
  claimed: number
}

/** Broadcasts newest first, with each one's received, read and claimed counts (the index mails_broadcast). */
export async function broadcastPage(
  executor: Executor,
  filter: { state?: BroadcastRow['state'] | undefined; pageNum: number; pageSize: number },
): Promise<{ rows: (BroadcastRow & BroadcastCounts)[]; total: number }> {
  const where = filter.state ? eq(mailBroadcasts.state, filter.state) : undefined
  const rows = await executor
    .select()
    .from(mailBroadcasts)
    .where(where)
    .orderBy(desc(mailBroadcasts.id))
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize)
  const [total] = await executor.select({ n: count() }).from(mailBroadcasts).where(where)
  const ids = rows.map((row) => row.id)
  const counts =
    ids.length === 0
      ? []
      : await executor
          .select({
            id: mails.broadcastId,
            received: count(),
            read: sql<number>`count(*) filter (where ${mails.readAt} is not null)`.mapWith(Number),
            claimed: sql<number>`count(*) filter (where ${mails.grantId} is not null)`.mapWith(Number),
          })
          .from(mails)
          .where(inArray(mails.broadcastId, ids))
          .groupBy(mails.broadcastId)
  const byId = new Map(counts.map((row) => [row.id, row]))
  return {
    rows: rows.map((row) => ({
      ...row,
      received: byId.get(row.id)?.received ?? 0,
      read: byId.get(row.id)?.read ?? 0,
      claimed: byId.get(row.id)?.claimed ?? 0,
    })),
    total: total?.n ?? 0,
  }
}

export async function broadcastById(executor: Executor, id: number) {
  const { rows } = await broadcastPageOf(executor, id)
  return rows[0]
}

async function broadcastPageOf(executor: Executor, id: number) {
  const [row] = await executor.select().from(mailBroadcasts).where(eq(mailBroadcasts.id, id))
  if (!row) return { rows: [] }
  const [counts] = await executor
    .select({
      received: count(),
      read: sql<number>`count(*) filter (where ${mails.readAt} is not null)`.mapWith(Number),
      claimed: sql<number>`count(*) filter (where ${mails.grantId} is not null)`.mapWith(Number),
    })
    .from(mails)
    .where(eq(mails.broadcastId, id))
  return {
    rows: [
      { ...row, received: counts?.received ?? 0, read: counts?.read ?? 0, claimed: counts?.claimed ?? 0 },
    ],
  }
}

/** The newest broadcasts, for mail:broadcasts. */
export function recentBroadcasts(db: Db, limit = 20) {
  return db.select().from(mailBroadcasts).orderBy(desc(mailBroadcasts.id)).limit(limit)
}

/** The wagering multiple a broadcast chose for its coins, or undefined for the mail source's rule. */
export async function broadcastMultiple(executor: Executor, id: number | null): Promise<number | undefined> {
  if (id === null) return undefined
  const [row] = await executor
    .select({ multiple: mailBroadcasts.wageringMultiple })
    .from(mailBroadcasts)
    .where(eq(mailBroadcasts.id, id))
  return row?.multiple ?? undefined
}
