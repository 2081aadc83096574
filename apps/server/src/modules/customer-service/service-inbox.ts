import type { AppConfig } from '@panalo/contract/app-config'
import type { InboxThread } from '@panalo/contract/ops/calls/service'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { toHolder } from './thread-assignments.ts'

const inboxRows = z.array(
  z.object({
    user_id: z.coerce.number(),
    player: z.string().nullable(),
    line_id: z.coerce.number().nullable(),
    sender: z.enum(['player', 'agent']),
    body: z.string(),
    created_at: z.union([z.string(), z.date()]),
    unread: z.coerce.number(),
    waiting_since: z.union([z.string(), z.date()]).nullable(),
    staff_account: z.string().nullable(),
    staff_name: z.string().nullable(),
    assigned_by: z.string().nullable(),
    assigned_at: z.union([z.string(), z.date()]).nullable(),
  }),
)

/**
 * Every thread with its last message, the line of the player's last message, and the player's messages
 * after the last answer (their count, the first one's time).
 */
async function inboxThreads(db: Db) {
  const result = await db.execute(sql`
    with last_answer as (
      select user_id, max(id) as id from service_messages where sender = 'agent' group by user_id),
    unanswered as (
      select m.user_id, count(*) as unread, min(m.created_at) as waiting_since
        from service_messages m left join last_answer a on a.user_id = m.user_id
       where m.sender = 'player' and m.id > coalesce(a.id, 0)
       group by m.user_id),
    last_line as (
      select distinct on (user_id) user_id, line_id from service_messages
       where sender = 'player' order by user_id, id desc),
    last_message as (
      select distinct on (user_id) user_id, sender, body, created_at from service_messages
       order by user_id, id desc)
    select l.user_id, coalesce(u.account, u.mobile) as player, ll.line_id, l.sender, l.body, l.created_at,
           coalesce(w.unread, 0) as unread, w.waiting_since,
           h.staff_account, h.staff_name, h.assigned_by, h.assigned_at
      from last_message l join users u on u.id = l.user_id
      left join last_line ll on ll.user_id = l.user_id
      left join unanswered w on w.user_id = l.user_id
      left join service_assignments h on h.user_id = l.user_id`)
  return z.object({ rows: inboxRows }).parse(result).rows
}

/**
 * The operator's inbox (the console's serviceInbox): each thread's unread count, waiting time and
 * line, waiting threads first.
 */
export async function inboxOf(
  db: Db,
  lines: AppConfig['customerServices'],
  { lineId, waitingOnly }: { lineId?: number; waitingOnly: boolean },
): Promise<InboxThread[]> {
  const threads = (await inboxThreads(db))
    .filter((row) => lineId === undefined || row.line_id === lineId)
    .filter((row) => !waitingOnly || row.unread > 0)
    .map((row): InboxThread => {
      const line = lines.find((candidate) => candidate.id === row.line_id)
      return {
        threadId: row.user_id,
        userId: row.user_id,
        playerAccount: row.player,
        lineId: row.line_id,
        lineName: line?.name ?? null,
        vipLine: (line?.vipLevel ?? 0) > 0,
        unread: row.unread,
        waitingSince: row.waiting_since === null ? null : new Date(row.waiting_since).toISOString(),
        lastMessage: {
          from: row.sender,
          text: [...row.body].slice(0, 120).join(''),
          sentAt: new Date(row.created_at).toISOString(),
        },
        holder:
          row.staff_account === null || row.staff_name === null || row.assigned_by === null
            ? null
            : toHolder({
                staff_account: row.staff_account,
                staff_name: row.staff_name,
                assigned_by: row.assigned_by,
                assigned_at: row.assigned_at ?? new Date(0),
              }),
      }
    })
  // Waiting threads first, the newest waiting first; then the answered ones, the latest first.
  return threads.sort(
    (a, b) =>
      Number(b.unread > 0) - Number(a.unread > 0) ||
      (b.waitingSince ?? b.lastMessage.sentAt).localeCompare(a.waitingSince ?? a.lastMessage.sentAt),
  )
}
