import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Panalo's own customer-service chat (docs/decisions/057-customer-service.md): one thread per player,
 * each message a row. A player's message carries the line it was sent on (the general line or the
 * VIP line, by id from the customer-service lines) and the client's id for it, so a retried send
 * stores it once. Agents' messages carry the agent's name; `read_at` is when the player saw them.
 */
export const serviceMessages = pgTable(
  'service_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    sender: text().$type<'player' | 'agent'>().notNull(),
    lineId: integer(),
    agentName: text(),
    body: text().notNull(),
    clientMessageId: uuid(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_messages_thread').on(table.userId, table.id),
    uniqueIndex('service_messages_client_id').on(table.userId, table.clientMessageId),
    check('service_messages_sender', sql`${table.sender} in ('player', 'agent')`),
    check(
      'service_messages_author',
      sql`(${table.sender} = 'player' and ${table.lineId} is not null and ${table.agentName} is null)
       or (${table.sender} = 'agent' and ${table.agentName} is not null)`,
    ),
  ],
)
