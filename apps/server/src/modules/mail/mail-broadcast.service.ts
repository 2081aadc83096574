import { awardListSchema, type AwardItem } from '@panalo/contract/award-items'
import {
  MAIL_BODY_MAX,
  MAIL_LANGUAGES,
  MAIL_RETENTION_DAYS,
  MAIL_TITLE_MAX,
  type MailTexts,
} from '@panalo/contract/calls/mail'
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { mailBroadcasts, mails, type BroadcastTarget } from '../../db/schema/mail.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaMidnight } from '../../platform/manila-time.ts'
import { playersActiveBetween } from '../turnover/turnover.service.ts'

export type { BroadcastTarget }
export type BroadcastRow = typeof mailBroadcasts.$inferSelect

export interface BroadcastRequest {
  /** The same key composes once (a retried command or call answers the first broadcast). */
  key: string
  /** The en-US words (the CLI's only language). */
  title: string
  body: string
  /** Both languages (the console); title and body are then its en-US ones. */
  texts?: MailTexts | undefined
  attachments: readonly AwardItem[]
  /** The wagering multiple of its coins; absent: the mail source's rule. */
  wageringMultiple?: number | undefined
  target: BroadcastTarget
  sentBy: string
  /** When it is due; absent: now. */
  sendAt?: Date | undefined
}

/**
 * A player's VIP level as the app reads it, handed in by the composition root (vip's vipStatus):
 * mail does not import vip, which sends mail.
 */
export type VipLevelOf = (db: Executor, userId: number) => Promise<number>

export interface BroadcastResult {
  broadcastId: number
  recipients: number
  replayed: boolean
}

const MAX_LISTED_PLAYERS = 10_000
const MAX_SCHEDULE_DAYS = 90

function checkText(title: string, body: string) {
  if (title.trim().length < 1 || title.trim().length > MAIL_TITLE_MAX)
    throw new AppError('VALIDATION', `A title has 1 to ${MAIL_TITLE_MAX} characters`)
  if (body.trim().length < 1 || body.trim().length > MAIL_BODY_MAX)
    throw new AppError('VALIDATION', `A text has 1 to ${MAIL_BODY_MAX} characters`)
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function checkBroadcast(request: BroadcastRequest): AwardItem[] {
  checkText(request.title, request.body)
  for (const language of request.texts ? MAIL_LANGUAGES : []) {
    const text = request.texts?.[language]
    checkText(text?.title ?? '', text?.body ?? '')
  }
  if (!/^[A-Za-z0-9_.:-]{1,80}$/.test(request.key))
    throw new AppError('VALIDATION', 'A key has 1 to 80 letters, digits and _ . : -')
  const { target } = request
  if ('userIds' in target) {
    const ids = target.userIds
    if (
      ids.length < 1 ||
      ids.length > MAX_LISTED_PLAYERS ||
      ids.some((id) => !Number.isSafeInteger(id) || id < 1)
    )
      throw new AppError('VALIDATION', `List 1 to ${MAX_LISTED_PLAYERS} player ids`)
  }
  if ('vipLevels' in target) {
    const levels = target.vipLevels
    if (levels.length < 1 || levels.some((level) => !Number.isInteger(level) || level < 0 || level > 100))
      throw new AppError('VALIDATION', 'VIP levels are whole numbers 0 to 100')
  }
  const range = 'registered' in target ? target.registered : 'active' in target ? target.active : undefined
  if (range && (!DAY.test(range.from) || !DAY.test(range.to) || range.to < range.from))
    throw new AppError('VALIDATION', 'A range is two Manila days, the first not after the last')
  const multiple = request.wageringMultiple
  if (multiple !== undefined && (!Number.isInteger(multiple) || multiple < 0 || multiple > 100))
    throw new AppError('VALIDATION', 'A wagering multiple is a whole number 0 to 100')
  if (request.sendAt && request.sendAt.getTime() > Date.now() + MAX_SCHEDULE_DAYS * 86_400_000)
    throw new AppError('VALIDATION', `A broadcast is scheduled at most ${MAX_SCHEDULE_DAYS} days ahead`)
  if (request.attachments.length === 0) return []
  // The items the award engine accepts: known ids (contract award-items.ts), whole counts, each id once.
  const parsed = awardListSchema.safeParse(request.attachments)
  if (!parsed.success)
    throw new AppError('VALIDATION', parsed.error.issues.map((issue) => issue.message).join('; '))
  return parsed.data
}

/** The players an audience holds now, by id; a listed id that is no player is in `unknownIds`. */
export async function audienceOf(
  executor: Executor,
  target: BroadcastTarget,
  vipLevelOf: VipLevelOf,
): Promise<{ ids: number[]; unknownIds: number[] }> {
  if ('userIds' in target) {
    const wanted = [...new Set(target.userIds)]
    const found = await executor.select({ id: users.id }).from(users).where(inArray(users.id, wanted))
    const known = new Set(found.map((row) => row.id))
    return {
      ids: wanted.filter((id) => known.has(id)).sort((a, b) => a - b),
      unknownIds: wanted.filter((id) => !known.has(id)),
    }
  }
  if ('registered' in target) {
    // Registrations of the Manila days: the index on users.created_at (decision 084).
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          gte(users.createdAt, manilaMidnight(target.registered.from)),
          lt(users.createdAt, manilaMidnight(addDays(target.registered.to, 1))),
        ),
      )
      .orderBy(asc(users.id))
    return { ids: rows.map((row) => row.id), unknownIds: [] }
  }
  if ('active' in target) return { ids: await playersActiveBetween(executor, target.active), unknownIds: [] }
  const everyone = (await executor.select({ id: users.id }).from(users).orderBy(asc(users.id))).map(
    (row) => row.id,
  )
  if ('all' in target) return { ids: everyone, unknownIds: [] }
  // A player's level is read, not stored (decision 026): each player's is read as the app reads it.
  const levels = new Set(target.vipLevels)
  const chosen: number[] = []
  for (const id of everyone) if (levels.has(await vipLevelOf(executor, id))) chosen.push(id)
  return { ids: chosen, unknownIds: [] }
}

/**
 * Composes a broadcast, `scheduled` at its time (now when none): the same key composes once, and a
 * replay answers the first. A listed id that is no player is refused before anything is stored.
 */
export async function composeBroadcast(
  db: Db,
  request: BroadcastRequest,
): Promise<{ broadcast: BroadcastRow; replayed: boolean }> {
  const attachments = checkBroadcast(request)
  const [earlier] = await db.select().from(mailBroadcasts).where(eq(mailBroadcasts.key, request.key))
  if (earlier) return { broadcast: earlier, replayed: true }
  if ('userIds' in request.target) {
    const { unknownIds } = await audienceOf(db, request.target, () => Promise.resolve(0))
    if (unknownIds.length > 0)
      throw new AppError('VALIDATION', `No player ${unknownIds.slice(0, 10).join(', ')}`)
  }
  const [inserted] = await db
    .insert(mailBroadcasts)
    .values({
      key: request.key,
      title: request.title.trim(),
      body: request.body.trim(),
      texts: request.texts
        ? {
            'en-US': {
              title: request.texts['en-US'].title.trim(),
              body: request.texts['en-US'].body.trim(),
            },
            'fil-PH': {
              title: request.texts['fil-PH'].title.trim(),
              body: request.texts['fil-PH'].body.trim(),
            },
          }
        : null,
      attachments,
      wageringMultiple: request.wageringMultiple ?? null,
      target: request.target,
      recipients: 0,
      sentBy: request.sentBy,
      state: 'scheduled',
      sendAt: request.sendAt ?? new Date(),
    })
    .onConflictDoNothing({ target: mailBroadcasts.key })
    .returning()
  if (inserted) return { broadcast: inserted, replayed: false }
  const [first] = await db.select().from(mailBroadcasts).where(eq(mailBroadcasts.key, request.key))
  if (!first) throw new Error(`broadcast ${request.key} vanished`)
  return { broadcast: first, replayed: true }
}

/**
 * Sends a scheduled broadcast that is due: in one transaction holding its row, one row of `mails` per
 * recipient (keyed `broadcast:<id>`, so a player gets it once whatever retries), then `sent`. A
 * broadcast sent, cancelled, not due or being sent by another worker is left as it is (undefined).
 */
export async function deliverBroadcast(
  db: Db,
  id: number,
  vipLevelOf: VipLevelOf,
): Promise<BroadcastRow | undefined> {
  return inTransaction(db, async (tx) => {
    const [due] = await tx
      .select()
      .from(mailBroadcasts)
      .where(
        and(
          eq(mailBroadcasts.id, id),
          eq(mailBroadcasts.state, 'scheduled'),
          lte(mailBroadcasts.sendAt, sql`now()`),
        ),
      )
      .for('update', { skipLocked: true })
    if (!due) return undefined
    const { ids } = await audienceOf(tx, due.target, vipLevelOf)
    if (ids.length > 0)
      await tx.execute(sql`
        insert into mails (user_id, event_key, kind, params, title, body, texts, attachments, broadcast_id, expires_at)
        select r.id, ${`broadcast:${due.id}`}, 'broadcast', '{}'::jsonb, b.title, b.body, b.texts, b.attachments,
               b.id, now() + make_interval(days => ${MAIL_RETENTION_DAYS})
          from unnest(${`{${ids.join(',')}}`}::bigint[]) as r(id)
          cross join mail_broadcasts b
         where b.id = ${due.id}
        on conflict (user_id, event_key) do nothing`)
    const [sent] = await tx
      .update(mailBroadcasts)
      .set({ state: 'sent', sentAt: sql`now()`, recipients: ids.length })
      .where(eq(mailBroadcasts.id, due.id))
      .returning()
    return sent
  })
}

/** The `mail-broadcasts` job: every scheduled broadcast now due is sent (a retry sends nothing twice). */
export async function sendDueBroadcasts(db: Db, vipLevelOf: VipLevelOf): Promise<{ sent: number[] }> {
  const due = await db
    .select({ id: mailBroadcasts.id })
    .from(mailBroadcasts)
    .where(and(eq(mailBroadcasts.state, 'scheduled'), lte(mailBroadcasts.sendAt, sql`now()`)))
    .orderBy(asc(mailBroadcasts.sendAt), asc(mailBroadcasts.id))
    .limit(50)
  const sent: number[] = []
  for (const { id } of due) if (await deliverBroadcast(db, id, vipLevelOf)) sent.push(id)
  return { sent }
}

/**
 * Cancels a scheduled broadcast: answers its row before and after, or undefined when there is none.
 * One being sent holds its row, so a cancel waits and then finds it sent (refused by the caller).
 */
export async function cancelBroadcast(
  db: Db,
  id: number,
  by: string,
): Promise<{ before: BroadcastRow; after: BroadcastRow } | undefined> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(mailBroadcasts).where(eq(mailBroadcasts.id, id)).for('update')
    if (!before) return undefined
    if (before.state !== 'scheduled') return { before, after: before }
    const [after] = await tx
      .update(mailBroadcasts)
      .set({ state: 'cancelled', cancelledAt: sql`now()`, cancelledBy: by })
      .where(eq(mailBroadcasts.id, id))
      .returning()
    return { before, after: after ?? before }
  })
}

/**
 * Sends the operator's mail to its recipients now (the CLI's mail:send): composed and delivered at
 * once. The same key sends once.
 */
export async function broadcastMail(
  db: Db,
  request: BroadcastRequest,
  vipLevelOf: VipLevelOf,
): Promise<BroadcastResult> {
  const { broadcast, replayed } = await composeBroadcast(db, { ...request, sendAt: undefined })
  const sent = replayed ? undefined : await deliverBroadcast(db, broadcast.id, vipLevelOf)
  const [now] = sent
    ? [sent]
    : await db.select().from(mailBroadcasts).where(eq(mailBroadcasts.id, broadcast.id))
  return { broadcastId: broadcast.id, recipients: now?.recipients ?? 0, replayed }
}

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
            claimed: sql<number>`count(*) filter (where ${mails.claimedAt} is not null)`.mapWith(Number),
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
      claimed: sql<number>`count(*) filter (where ${mails.claimedAt} is not null)`.mapWith(Number),
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
