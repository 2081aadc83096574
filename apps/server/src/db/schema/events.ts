import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * The outbox (docs/decisions/088-events-send-mail.md): what happened to a player, written in the
 * transaction that made it happen, once per (topic, player, key); the areas that follow a topic take
 * its events in order and mark each handled in the transaction of what they did about it.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    topic: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** What makes the event one: the level reached, for a level-up. */
    key: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_events_once').on(table.topic, table.userId, table.key),
    // The follower's queue: only the events not yet handled.
    index('outbox_events_waiting')
      .on(table.topic, table.id)
      .where(sql`${table.handledAt} is null`),
  ],
)
