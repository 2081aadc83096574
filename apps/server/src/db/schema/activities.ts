import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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
