import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

import type { Activity } from '@panalo/contract/activity'

import { users } from './accounts.ts'

/**
 * Visit tasks a player finished (docs/decisions/031-tasks.md): finishTask records that the player
 * opened the task's page, once per period (`once` for a newcomer task, the Manila day or Monday for
 * daily and weekly ones). Every other task's progress is read from what the player did.
 */
export const taskVisits = pgTable(
  'task_visits',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    taskId: integer().notNull(),
    period: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.taskId, table.period] })],
)

/**
 * The activities of SPEC.md §3 (docs/decisions/032-activity-platform.md): what the home page, the
 * bonus centre and the start-up popups show. Live while `status` is live and now is inside
 * [starts_at, ends_at); `activities:*` commands change them.
 */
export const activities = pgTable(
  'activities',
  {
    /** SPEC.md §3's ids (FreeSign 36, VIP 8…) and the operator's own. */
    id: integer().primaryKey(),
    sort: integer().notNull().default(0),
    /** 1: a start-up popup. */
    type: smallint().notNull().default(0),
    themeUrl: text().notNull(),
    clickAction: text().notNull(),
    /** 1: a route of the app; 2: an outside address. */
    clickType: smallint().notNull().default(1),
    unloginShowStatus: smallint().notNull().default(0),
    homeFloatShowStatus: smallint().notNull().default(0),
    texts: jsonb().$type<Activity['texts']>().notNull(),
    /** Its rules, a longer text per language shown with it (decision 109); null: none beyond the summary. */
    rules: jsonb().$type<NonNullable<Activity['rules']>>(),
    status: text({ enum: ['live', 'paused'] })
      .notNull()
      .default('paused'),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('activities_status', sql`${table.status} in ('live', 'paused')`),
    check('activities_click_type', sql`${table.clickType} in (1, 2)`),
    check(
      'activities_flags',
      sql`${table.unloginShowStatus} in (0, 1) and ${table.homeFloatShowStatus} in (0, 1)`,
    ),
    check(
      'activities_window',
      sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
)
