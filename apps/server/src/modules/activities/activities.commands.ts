import { readFile } from 'node:fs/promises'

import { ACTIVITY_CLICK, activitySchema } from '@panalo/contract/activity'
import { ACTIVITY_ROUTE_PATTERN } from '@panalo/contract/ops/calls/promotions'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import { AdminUsageError, readOption, type AdminCommand } from '../../platform/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { activities } from '../../db/schema/activities.ts'
import { inTransaction } from '../../db/transaction.ts'

function flag(args: readonly string[], name: string): 0 | 1 | undefined {
  const value = readOption(args, name)
  if (value === undefined) return undefined
  if (value !== '0' && value !== '1') throw new AdminUsageError(`--${name} is 0 or 1`)
  return value === '1' ? 1 : 0
}

/** `2026-12-01T00:00+08:00`, or `none` to clear. */
function instant(args: readonly string[], name: string): Date | null | undefined {
  const value = readOption(args, name)
  if (value === undefined) return undefined
  if (value === 'none') return null
  const at = new Date(value)
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || Number.isNaN(at.getTime()))
    throw new AdminUsageError(`--${name}: a date and time such as 2026-12-01T00:00+08:00 (Manila), or none`)
  return at
}

/**
 * An activity as the operator writes it in a file for `activities save`: SPEC.md §3's fields and its
 * texts; created paused unless the file says live. A route of the app is a path; an outside address
 * and outside art are https; an activity without art cannot be live.
 */
export const savedActivitySchema = activitySchema
  .omit({ endsAt: true })
  .extend({
    id: z.number().int().min(1).max(999_999),
    type: z.union([z.literal(0), z.literal(1)]),
    clickType: z.union([z.literal(ACTIVITY_CLICK.route), z.literal(ACTIVITY_CLICK.external)]),
    status: z.enum(['live', 'paused']).default('paused'),
    /** Absent: an activity's rules stay as they are (a new one has none). */
    rules: activitySchema.shape.rules.optional(),
  })
  .refine(
    (activity) =>
      activity.clickType === ACTIVITY_CLICK.route
        ? ACTIVITY_ROUTE_PATTERN.test(activity.clickAction)
        : activity.clickAction.startsWith('https://'),
    {
      message: 'clickAction is a path of the app (clickType 1) or an https address (clickType 2)',
      path: ['clickAction'],
    },
  )
  .refine((activity) => activity.themeUrl === '' || /^(\/|https:\/\/)/.test(activity.themeUrl), {
    message: 'themeUrl is a path of the app or an https address',
    path: ['themeUrl'],
  })
  .refine((activity) => activity.status === 'paused' || activity.themeUrl !== '', {
    message: 'An activity without art cannot be live',
    path: ['status'],
  })

/** Creates or edits activities from a JSON file (one object or a list), all or none. */
async function saveActivities(db: Db, file: string): Promise<number[]> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new AdminUsageError(`Could not read ${file} as JSON: ${(error as Error).message}`)
  }
  const checked = z
    .array(savedActivitySchema)
    .min(1)
    .max(50)
    .safeParse(Array.isArray(parsed) ? parsed : [parsed])
  if (!checked.success)
    throw new AdminUsageError(
      checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  await inTransaction(db, async (tx) => {
    for (const activity of checked.data)
      await tx
        .insert(activities)
        .values(activity)
        .onConflictDoUpdate({ target: activities.id, set: { ...activity, updatedAt: sql`now()` } })
  })
  return checked.data.map((activity) => activity.id)
}

/** The activities (decision 032): lists them, or changes one's status, order, window and flags. */
export const activitiesCommand: AdminCommand<{ db: Db }> = {
  name: 'activities',
  flags: {
    status: 'value',
    sort: 'value',
    from: 'value',
    until: 'value',
    popup: 'value',
    guests: 'value',
    float: 'value',
  },
  positionals: 2,
  usage:
    'activities [set <id> [--status live|paused] [--sort n] [--from time|none] [--until time|none] [--popup 0|1] [--guests 0|1] [--float 0|1]] | activities save <file.json>',
  summary:
    'Lists the activities (status, window, order, where a tap goes), schedules, pauses, resumes and reorders one, or creates and edits activities (texts, art, where a tap goes) from a JSON file.',
  async run({ services, print }, args) {
    if (args[0] === 'save') {
      if (!args[1] || args.length > 2) throw new AdminUsageError('activities save <file.json>')
      const ids = await saveActivities(services.db, args[1])
      print(`Saved activities ${ids.join(', ')}`)
      return
    }
    if (args[0] === 'set') {
      const id = Number(args[1])
      if (!/^\d{1,9}$/.test(args[1] ?? '')) throw new AdminUsageError('activities set <id> …')
      const status = readOption(args, 'status')
      if (status !== undefined && status !== 'live' && status !== 'paused')
        throw new AdminUsageError('--status is live or paused')
      const sortText = readOption(args, 'sort')
      if (sortText !== undefined && !/^-?\d{1,6}$/.test(sortText))
        throw new AdminUsageError('--sort is a whole number')
      const [current] = await services.db.select().from(activities).where(eq(activities.id, id))
      if (!current) throw new AdminUsageError(`No activity ${id}`)
      const startsAt = instant(args, 'from')
      const endsAt = instant(args, 'until')
      const from = startsAt === undefined ? current.startsAt : startsAt
      const until = endsAt === undefined ? current.endsAt : endsAt
      if (from && until && until <= from) throw new AdminUsageError('--until must be after --from')
      if (status === 'live' && !current.themeUrl)
        throw new AdminUsageError(`Activity ${id} has no art yet: it cannot go live`)
      const popup = flag(args, 'popup')
      const guests = flag(args, 'guests')
      const float = flag(args, 'float')
      await services.db
        .update(activities)
        .set({
          ...(status === undefined ? {} : { status }),
          ...(sortText === undefined ? {} : { sort: Number(sortText) }),
          startsAt: from,
          endsAt: until,
          ...(popup === undefined ? {} : { type: popup }),
          ...(guests === undefined ? {} : { unloginShowStatus: guests }),
          ...(float === undefined ? {} : { homeFloatShowStatus: float }),
          updatedAt: sql`now()`,
        })
        .where(eq(activities.id, id))
      print(`Changed activity ${id}`)
      return
    }
    if (args.length > 0) throw new AdminUsageError('activities, or activities set <id> …')
    const rows = await services.db.select().from(activities).orderBy(activities.sort, activities.id)
    for (const row of rows)
      print(
        [
          `#${row.id}`.padEnd(5),
          row.status.padEnd(7),
          `sort ${row.sort}`.padEnd(9),
          row.texts['en-US'].title.padEnd(26),
          row.clickAction.padEnd(20),
          `${row.startsAt?.toISOString() ?? '…'} → ${row.endsAt?.toISOString() ?? '…'}`,
        ].join(' '),
      )
  },
}
