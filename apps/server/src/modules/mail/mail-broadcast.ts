import { awardListSchema, type AwardItem } from '@panalo/contract/award-items'
import { MAIL_BODY_MAX, MAIL_RETENTION_DAYS, MAIL_TITLE_MAX } from '@panalo/contract/calls/mail'
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { mailBroadcasts } from '../../db/schema/mail.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'

/** Who a broadcast goes to: every player, the players at some VIP levels, or a list of player ids. */
export type BroadcastTarget = { all: true } | { vipLevels: number[] } | { userIds: number[] }

export interface BroadcastRequest {
  /** The same key sends once (a retried command answers the first broadcast). */
  key: string
  title: string
  body: string
  attachments: readonly AwardItem[]
  target: BroadcastTarget
  sentBy: string
}

/**
 * A player's VIP level as the app reads it, handed in by the composition root (vip's vipStatus):
 * mail does not import vip, which sends mail.
 */
export type VipLevelOf = (db: Db, userId: number) => Promise<number>

export interface BroadcastResult {
  broadcastId: number
  recipients: number
  replayed: boolean
}

const MAX_LISTED_PLAYERS = 10_000

function checkBroadcast(request: BroadcastRequest): AwardItem[] {
  const title = request.title.trim()
  const body = request.body.trim()
  if (title.length < 1 || title.length > MAIL_TITLE_MAX)
    throw new AppError('VALIDATION', `A title has 1 to ${MAIL_TITLE_MAX} characters`)
  if (body.length < 1 || body.length > MAIL_BODY_MAX)
    throw new AppError('VALIDATION', `A text has 1 to ${MAIL_BODY_MAX} characters`)
  if (!/^[A-Za-z0-9_.:-]{1,80}$/.test(request.key))
    throw new AppError('VALIDATION', 'A key has 1 to 80 letters, digits and _ . : -')
  if ('userIds' in request.target) {
    const ids = request.target.userIds
    if (
      ids.length < 1 ||
      ids.length > MAX_LISTED_PLAYERS ||
      ids.some((id) => !Number.isSafeInteger(id) || id < 1)
    )
      throw new AppError('VALIDATION', `List 1 to ${MAX_LISTED_PLAYERS} player ids`)
  }
  if ('vipLevels' in request.target) {
    const levels = request.target.vipLevels
    if (levels.length < 1 || levels.some((level) => !Number.isInteger(level) || level < 0 || level > 100))
      throw new AppError('VALIDATION', 'VIP levels are whole numbers 0 to 100')
  }
  if (request.attachments.length === 0) return []
  // The items the award engine accepts: known ids (contract award-items.ts), whole counts, each id once.
  const parsed = awardListSchema.safeParse(request.attachments)
  if (!parsed.success)
    throw new AppError('VALIDATION', parsed.error.issues.map((issue) => issue.message).join('; '))
  return parsed.data
}

async function recipientsOf(db: Db, target: BroadcastTarget, vipLevelOf: VipLevelOf): Promise<number[]> {
  if ('userIds' in target) {
    const wanted = [...new Set(target.userIds)]
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, wanted))
    const known = new Set(found.map((row) => row.id))
    const unknown = wanted.filter((id) => !known.has(id))
    if (unknown.length > 0) throw new AppError('VALIDATION', `No player ${unknown.slice(0, 10).join(', ')}`)
    return wanted.sort((a, b) => a - b)
  }
  const everyone = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((row) => row.id)
  if ('all' in target) return everyone
  // A player's level is read, not stored (decision 026): each player's is read as the app reads it.
  const levels = new Set(target.vipLevels)
  const chosen: number[] = []
  for (const id of everyone) if (levels.has(await vipLevelOf(db, id))) chosen.push(id)
  return chosen
}

/**
 * Sends the operator's mail to its recipients, decided now: one row of `mails` per player, keyed
 * `broadcast:<id>`, with the attachments each player claims once. The same key sends once.
 */
export async function broadcastMail(
  db: Db,
  request: BroadcastRequest,
  vipLevelOf: VipLevelOf,
): Promise<BroadcastResult> {
  const attachments = checkBroadcast(request)
  const [earlier] = await db.select().from(mailBroadcasts).where(eq(mailBroadcasts.key, request.key))
  if (earlier) return { broadcastId: earlier.id, recipients: earlier.recipients, replayed: true }
  const recipients = await recipientsOf(db, request.target, vipLevelOf)
  return inTransaction(db, async (tx) => {
    const [broadcast] = await tx
      .insert(mailBroadcasts)
      .values({
        key: request.key,
        title: request.title.trim(),
        body: request.body.trim(),
        attachments,
        target: request.target,
        recipients: recipients.length,
        sentBy: request.sentBy,
      })
      .onConflictDoNothing({ target: mailBroadcasts.key })
      .returning({ id: mailBroadcasts.id })
    if (!broadcast) {
      const [first] = await tx.select().from(mailBroadcasts).where(eq(mailBroadcasts.key, request.key))
      if (!first) throw new Error(`broadcast ${request.key} vanished`)
      return { broadcastId: first.id, recipients: first.recipients, replayed: true }
    }
    if (recipients.length > 0)
      await tx.execute(sql`
        insert into mails (user_id, event_key, kind, params, title, body, attachments, broadcast_id, expires_at)
        select r.id, ${`broadcast:${broadcast.id}`}, 'broadcast', '{}'::jsonb, b.title, b.body, b.attachments,
               b.id, now() + make_interval(days => ${MAIL_RETENTION_DAYS})
          from unnest(${`{${recipients.join(',')}}`}::bigint[]) as r(id)
          cross join mail_broadcasts b
         where b.id = ${broadcast.id}
        on conflict (user_id, event_key) do nothing`)
    return { broadcastId: broadcast.id, recipients: recipients.length, replayed: false }
  })
}

/** The newest broadcasts, for mail:broadcasts. */
export function recentBroadcasts(db: Db, limit = 20) {
  return db.select().from(mailBroadcasts).orderBy(desc(mailBroadcasts.id)).limit(limit)
}
