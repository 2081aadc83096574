import {
  CONSOLE_ACTIVITY_FIRST_ID,
  type ActivityRulesInput,
  type ActivityTextsInput,
  type DeskActivity,
} from '@panalo/contract/ops/calls/promotions'
import { asc, eq, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { activities } from '../../db/schema/activities.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { presentActivity } from './activities.service.ts'
import { appendAudit, type AuditActor as Actor } from '../audit/audit.service.ts'
import type { UploadsService } from '../uploads/uploads.service.ts'

/**
 * The activities desk of the console (docs/decisions/097-activities-desk.md): what `activities` and
 * `activities set` do from the CLI, audited with before and after. Players read the same rows through
 * liveActivities, so a pause is seen at the player's next read.
 */
type ActivityRow = typeof activities.$inferSelect

export function activityState(row: ActivityRow, now: Date): DeskActivity['state'] {
  if (row.endsAt && row.endsAt <= now) return 'ended'
  if (row.status === 'paused') return 'paused'
  if (row.startsAt && row.startsAt > now) return 'scheduled'
  return 'live'
}

function present(row: ActivityRow, now: Date): DeskActivity {
  return {
    ...presentActivity(row),
    startsAt: row.startsAt?.toISOString() ?? null,
    status: row.status,
    state: activityState(row, now),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What the audit keeps of an activity. */
const audited = (row: ActivityRow) => ({
  status: row.status,
  sort: row.sort,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  themeUrl: row.themeUrl,
})

export interface ActivityDesk {
  list(): Promise<DeskActivity[]>
  update(
    actor: Actor,
    change: { id: number; status?: 'live' | 'paused'; startsAt?: string | null; endsAt?: string | null },
  ): Promise<DeskActivity>
  reorder(actor: Actor, ids: readonly number[]): Promise<DeskActivity[]>
  uploadArt(actor: Actor, id: number, image: string): Promise<DeskActivity>
  /** A new activity, paused and without art, last in the order (decision 104). */
  create(actor: Actor, draft: ActivityDraftInput): Promise<DeskActivity>
  /** The texts, and the rules when given (undefined: unchanged). */
  editTexts(
    actor: Actor,
    id: number,
    texts: ActivityTextsInput,
    rules?: ActivityRulesInput,
  ): Promise<DeskActivity>
}

/** Rules as stored: both languages empty is none (decision 109). */
const storedRules = (rules: ActivityRulesInput | undefined) =>
  rules && Object.values(rules).some((text) => text !== '') ? rules : null

/** What activityCreate hands the desk once its schema has checked it. */
export interface ActivityDraftInput {
  texts: ActivityTextsInput
  rules?: ActivityRulesInput | undefined
  clickType: 1 | 2
  clickAction: string
  type: 0 | 1
  unloginShowStatus: 0 | 1
  homeFloatShowStatus: 0 | 1
}

export function createActivityDesk({
  db,
  uploads,
  now = () => new Date(),
}: {
  db: Db
  uploads: UploadsService
  now?: () => Date
}): ActivityDesk {
  const all = () => db.select().from(activities).orderBy(asc(activities.sort), asc(activities.id))

  async function lockedRow(tx: Tx, id: number) {
    const [row] = await tx.select().from(activities).where(eq(activities.id, id)).for('update')
    if (!row) throw new AppError('NOT_FOUND', `No activity ${id}`)
    return row
  }

  return {
    async list() {
      const at = now()
      return (await all()).map((row) => present(row, at))
    },

    async update(actor, change) {
      return inTransaction(db, async (tx) => {
        const before = await lockedRow(tx, change.id)
        const startsAt =
          change.startsAt === undefined
            ? before.startsAt
            : change.startsAt === null
              ? null
              : new Date(change.startsAt)
        const endsAt =
          change.endsAt === undefined
            ? before.endsAt
            : change.endsAt === null
              ? null
              : new Date(change.endsAt)
        if (startsAt && endsAt && endsAt <= startsAt)
          throw new AppError('VALIDATION', 'The end is after the start')
        const status = change.status ?? before.status
        if (status === 'live' && !before.themeUrl)
          throw new AppError('VALIDATION', 'An activity without art cannot go live')
        const [after] = await tx
          .update(activities)
          .set({ status, startsAt, endsAt, updatedAt: sql`now()` })
          .where(eq(activities.id, change.id))
          .returning()
        if (!after) throw new Error('activity not updated')
        await appendAudit(tx, actor, {
          action: 'activities.update',
          target: `activity:${change.id}`,
          before: audited(before),
          after: audited(after),
        })
        return present(after, now())
      })
    },

    async reorder(actor, ids) {
      return inTransaction(db, async (tx) => {
        const rows = await tx.select().from(activities).orderBy(asc(activities.sort), asc(activities.id))
        const known = new Set(rows.map((row) => row.id))
        if (
          new Set(ids).size !== ids.length ||
          ids.length !== rows.length ||
          ids.some((id) => !known.has(id))
        )
          throw new AppError('VALIDATION', 'Every activity once, in the new order')
        for (const [index, id] of ids.entries())
          await tx
            .update(activities)
            .set({ sort: (index + 1) * 10, updatedAt: sql`now()` })
            .where(eq(activities.id, id))
        await appendAudit(tx, actor, {
          action: 'activities.reorder',
          target: 'activities',
          before: rows.map((row) => row.id),
          after: [...ids],
        })
        const at = now()
        return (await tx.select().from(activities).orderBy(asc(activities.sort), asc(activities.id))).map(
          (row) => present(row, at),
        )
      })
    },

    async create(actor, draft) {
      return inTransaction(db, async (tx) => {
        // One creation at a time takes the next id and the last place (creating is rare).
        await tx.execute(sql`lock table activities in share row exclusive mode`)
        const [next] = await tx
          .select({
            id: sql<number>`greatest(coalesce(max(${activities.id}), 0) + 1, ${CONSOLE_ACTIVITY_FIRST_ID})`.mapWith(
              Number,
            ),
            sort: sql<number>`coalesce(max(${activities.sort}), 0) + 10`.mapWith(Number),
          })
          .from(activities)
        if (!next) throw new Error('no next activity id')
        const [created] = await tx
          .insert(activities)
          .values({
            ...draft,
            rules: storedRules(draft.rules),
            id: next.id,
            sort: next.sort,
            themeUrl: '',
            status: 'paused',
          })
          .returning()
        if (!created) throw new Error('activity not created')
        await appendAudit(tx, actor, {
          action: 'activities.create',
          target: `activity:${created.id}`,
          before: null,
          after: {
            ...audited(created),
            texts: created.texts,
            rules: created.rules,
            clickAction: created.clickAction,
          },
        })
        return present(created, now())
      })
    },

    async editTexts(actor, id, texts, rules) {
      return inTransaction(db, async (tx) => {
        const before = await lockedRow(tx, id)
        const [after] = await tx
          .update(activities)
          .set({ texts, ...(rules ? { rules: storedRules(rules) } : {}), updatedAt: sql`now()` })
          .where(eq(activities.id, id))
          .returning()
        if (!after) throw new Error('activity not updated')
        await appendAudit(tx, actor, {
          action: 'activities.texts',
          target: `activity:${id}`,
          before: before.texts,
          after: after.texts,
        })
        if (rules)
          await appendAudit(tx, actor, {
            action: 'activities.rules',
            target: `activity:${id}`,
            before: before.rules,
            after: after.rules,
          })
        return present(after, now())
      })
    },

    async uploadArt(actor, id, image) {
      const [exists] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, id))
      if (!exists) throw new AppError('NOT_FOUND', `No activity ${id}`)
      const stored = await uploads.storeArt(Buffer.from(image, 'base64'), `activity:${id}`)
      return inTransaction(db, async (tx) => {
        const before = await lockedRow(tx, id)
        const [after] = await tx
          .update(activities)
          .set({ themeUrl: `/art/${stored.id}`, updatedAt: sql`now()` })
          .where(eq(activities.id, id))
          .returning()
        if (!after) throw new Error('activity not updated')
        await appendAudit(tx, actor, {
          action: 'activities.art',
          target: `activity:${id}`,
          before: { themeUrl: before.themeUrl },
          after: { themeUrl: after.themeUrl, width: stored.width, height: stored.height },
        })
        return present(after, now())
      })
    },
  }
}
