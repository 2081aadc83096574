import { eq, sql } from 'drizzle-orm'

import { AdminUsageError, readOption, type AdminCommand } from '../../admin/admin-command.ts'
import type { Db } from '../../db/client.ts'
import { activities } from '../../db/schema/activities.ts'

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

/** The activities (decision 032): lists them, or changes one's status, order, window and flags. */
export const activitiesCommand: AdminCommand<{ db: Db }> = {
  name: 'activities',
  usage:
    'activities [set <id> [--status live|paused] [--sort n] [--from time|none] [--until time|none] [--popup 0|1] [--guests 0|1] [--float 0|1]]',
  summary:
    'Lists the activities (status, window, order, where a tap goes), or schedules, pauses, resumes and reorders one.',
  async run({ services, print }, args) {
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
