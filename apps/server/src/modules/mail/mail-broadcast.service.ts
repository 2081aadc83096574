import { awardListSchema, type AwardItem } from '@panalo/contract/award-items'
import {
  MAIL_BODY_MAX,
  MAIL_LANGUAGES,
  MAIL_RETENTION_DAYS,
  MAIL_TITLE_MAX,
  type MailTexts,
} from '@panalo/contract/calls/mail'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { mailBroadcasts, type BroadcastTarget } from '../../db/schema/mail.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { LOCK_SPACES } from '../../platform/lock-spaces.ts'
import { audienceBatch, audienceOf, type VipLevelOf } from './broadcast-audience.ts'

export type { BroadcastTarget, VipLevelOf }
export type BroadcastRow = typeof mailBroadcasts.$inferSelect

/** Players mailed in one transaction of a broadcast's delivery (decision 105). */
export const BROADCAST_BATCH_SIZE = 1_000
/** Batches the job sends in one run; the next run (a minute later) carries on from where it stopped. */
const JOB_BATCHES_PER_RUN = 500

export interface DeliveryOptions {
  batchSize?: number
  /** At most this many batches now; the rest is left `sending` for the job. */
  maxBatches?: number
}

const rowCount = (result: unknown) => z.object({ rows: z.array(z.unknown()) }).parse(result).rows.length

/** The states a due broadcast is delivered from: not started, or part sent. */
const DELIVERABLE = ['scheduled', 'sending'] as const

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
 * Sends the next batch of a due broadcast in one transaction holding its row: the next players after
 * `delivered_through` get one row of `mails` each (keyed `broadcast:<id>`, so a player gets it once
 * whatever retries), the cursor moves on, and the last batch makes it `sent`. A broadcast sent,
 * cancelled, not due or held by another worker is left as it is (undefined).
 */
async function deliverBatch(
  db: Db,
  id: number,
  vipLevelOf: VipLevelOf,
  batchSize: number,
): Promise<BroadcastRow | undefined> {
  return inTransaction(db, async (tx) => {
    const [due] = await tx
      .select()
      .from(mailBroadcasts)
      .where(
        and(
          eq(mailBroadcasts.id, id),
          inArray(mailBroadcasts.state, [...DELIVERABLE]),
          lte(mailBroadcasts.sendAt, sql`now()`),
        ),
      )
      .for('update', { skipLocked: true })
    if (!due) return undefined
    // A cancel asks for this lock before it waits for the row, so a batch that starts after a cancel
    // was asked for stops here, even when it takes the row first (as the job's next batch can,
    // between the batch before committing and the waiting cancel waking up).
    const [cancel] = z
      .object({ rows: z.tuple([z.object({ asked: z.boolean() })]) })
      .parse(
        await tx.execute(
          sql`select not pg_try_advisory_xact_lock_shared(${LOCK_SPACES.broadcastCancel}::int, ${due.id}::int) as asked`,
        ),
      ).rows
    if (cancel.asked) return undefined
    const batch = await audienceBatch(tx, due.target, vipLevelOf, due.deliveredThrough ?? 0, batchSize)
    // Counted as inserted: a batch sent again after a lost cursor adds no one twice.
    const inserted =
      batch.ids.length === 0
        ? 0
        : rowCount(
            await tx.execute(sql`
              insert into mails (user_id, event_key, kind, params, title, body, texts, attachments, broadcast_id, expires_at)
              select r.id, ${`broadcast:${due.id}`}, 'broadcast', '{}'::jsonb, b.title, b.body, b.texts, b.attachments,
                     b.id, now() + make_interval(days => ${MAIL_RETENTION_DAYS})
                from unnest(${`{${batch.ids.join(',')}}`}::bigint[]) as r(id)
                cross join mail_broadcasts b
               where b.id = ${due.id}
              on conflict (user_id, event_key) do nothing
              returning user_id`),
          )
    const [after] = await tx
      .update(mailBroadcasts)
      .set({
        state: batch.done ? 'sent' : 'sending',
        ...(batch.done ? { sentAt: sql`now()` } : {}),
        recipients: sql`${mailBroadcasts.recipients} + ${inserted}`,
        deliveredThrough: batch.through,
      })
      .where(eq(mailBroadcasts.id, due.id))
      .returning()
    return after
  })
}

/**
 * Delivers a due broadcast batch by batch, each batch its own transaction, until it is sent or
 * `maxBatches` ran (then it stays `sending` and the job carries on). Answers its row after the last
 * batch, or undefined when it was not deliverable (sent, cancelled, not due, held elsewhere).
 */
export async function deliverBroadcast(
  db: Db,
  id: number,
  vipLevelOf: VipLevelOf,
  { batchSize = BROADCAST_BATCH_SIZE, maxBatches = Infinity }: DeliveryOptions = {},
): Promise<BroadcastRow | undefined> {
  let last: BroadcastRow | undefined
  for (let batches = 0; batches < maxBatches; batches++) {
    const row = await deliverBatch(db, id, vipLevelOf, batchSize)
    if (!row) break
    last = row
    if (row.state === 'sent') break
  }
  return last
}

/**
 * The `mail-broadcasts` job: every due broadcast, scheduled or part sent, is delivered in batches from
 * where it stopped (a rerun sends nothing twice); a run sends at most JOB_BATCHES_PER_RUN batches.
 */
export async function sendDueBroadcasts(
  db: Db,
  vipLevelOf: VipLevelOf,
  { batchSize = BROADCAST_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<{ sent: number[]; sending: number[] }> {
  const due = await db
    .select({ id: mailBroadcasts.id })
    .from(mailBroadcasts)
    .where(and(inArray(mailBroadcasts.state, [...DELIVERABLE]), lte(mailBroadcasts.sendAt, sql`now()`)))
    .orderBy(asc(mailBroadcasts.sendAt), asc(mailBroadcasts.id))
    .limit(50)
  const sent: number[] = []
  const sending: number[] = []
  let budget = JOB_BATCHES_PER_RUN
  for (const { id } of due) {
    if (budget <= 0) break
    let batches = 0
    let row: BroadcastRow | undefined
    while (batches < budget) {
      const next = await deliverBatch(db, id, vipLevelOf, batchSize)
      if (!next) break
      row = next
      batches++
      if (next.state === 'sent') break
    }
    budget -= batches
    if (row?.state === 'sent') sent.push(id)
    else if (row) sending.push(id)
  }
  return { sent, sending }
}

/** The states a broadcast can be cancelled from: not started, or part sent (decision 109). */
const CANCELLABLE: readonly BroadcastRow['state'][] = ['scheduled', 'sending']

/**
 * Cancels a scheduled broadcast, or one being sent in batches (decision 109): answers its row before
 * and after, or undefined when there is none. A batch holds the row while it mails, so a cancel waits
 * for the batch under way to commit and stops the next one (which only takes a `scheduled` or
 * `sending` row); the mails already delivered stay, and `recipients` keeps how many. A broadcast that
 * finished meanwhile is found `sent` (refused by the caller).
 */
export async function cancelBroadcast(
  db: Db,
  id: number,
  by: string,
): Promise<{ before: BroadcastRow; after: BroadcastRow } | undefined> {
  return inTransaction(db, async (tx) => {
    // First the cancel's lock: no batch starts once it is asked for (deliverBatch), then the row,
    // which waits for the batch under way.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES.broadcastCancel}::int, ${id}::int)`)
    const [before] = await tx.select().from(mailBroadcasts).where(eq(mailBroadcasts.id, id)).for('update')
    if (!before) return undefined
    if (!CANCELLABLE.includes(before.state)) return { before, after: before }
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
