import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { mails } from '../../db/schema/mail.ts'

export type MailRow = typeof mails.$inferSelect

/** A player's inbox: not deleted, not past its retention. */
export function inboxOf(userId: number) {
  return and(eq(mails.userId, userId), isNull(mails.deletedAt), gt(mails.expiresAt, sql`now()`))
}

const hasUnclaimed = sql`jsonb_array_length(${mails.attachments}) > 0 and ${mails.grantId} is null`

export async function inboxPage(
  executor: Executor,
  userId: number,
  page: { number: number; size: number },
): Promise<{ rows: MailRow[]; total: number; unread: number; unclaimed: number }> {
  const rows = await executor
    .select()
    .from(mails)
    .where(inboxOf(userId))
    .orderBy(desc(mails.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size)
  const [counts] = await executor
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${mails.readAt} is null)`.mapWith(Number),
      unclaimed: sql<number>`count(*) filter (where ${hasUnclaimed})`.mapWith(Number),
    })
    .from(mails)
    .where(inboxOf(userId))
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0, unclaimed: counts?.unclaimed ?? 0 }
}

/**
 * One of the player's mails not deleted, expired ones too (locked when `lock`), or undefined: another
 * player's mail is not theirs.
 */
export async function playerMail(
  executor: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<MailRow | undefined> {
  const query = executor
    .select()
    .from(mails)
    .where(and(eq(mails.id, id), eq(mails.userId, userId), isNull(mails.deletedAt)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Whether anything in the inbox waits: an unread mail or an attachment to claim (emailAwardFlag). */
export async function inboxWaiting(executor: Executor, userId: number): Promise<boolean> {
  // The player's unexpired waiting mails first (the index mails_user_waiting_until), then
  // whether one is still in the inbox. As one statement with LIMIT 1 the planner counted on meeting a
  // waiting mail early in a read of the whole table, and chose that read for a player with many mails
  // (docs/decisions/076).
  const { rows } = (await executor.execute(sql`
    with waiting as materialized (
      select ${mails.expiresAt} as expires_at from ${mails}
       where ${mails.userId} = ${userId} and ${mails.deletedAt} is null
         and (${mails.readAt} is null or (${hasUnclaimed})) and ${mails.expiresAt} > now())
    select exists (select 1 from waiting where expires_at > now()) as waiting`)) as unknown as {
    rows: { waiting: boolean }[]
  }
  return rows[0]?.waiting === true
}
