import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Every player money call's request, once (docs/decisions/089-one-idempotent-request-store.md): the
 * first request under (player, call, requestId) owns the row, and the outcome written with it in the
 * same transaction is the answer to every retry, a refusal included. `bodyHash` is the SHA-256 of the
 * call's input (canonical JSON without requestId and the automatic fields); another body under the
 * key is refused and changes nothing.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The call's name: one requestId may be used by two calls. */
    scope: text().notNull(),
    requestId: text().notNull(),
    /** '' for a request answered before this store (copied by its migration): any retry of it is refused. */
    bodyHash: text().notNull(),
    /** `{ ok: data }` or `{ errorName, errcode, msg, data }`; null inside the first request's transaction (or copied). */
    outcome: jsonb().$type<RequestOutcome>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.requestId] })],
)

export type RequestOutcome =
  { ok: unknown } | { errorName: string; errcode: number; msg: string; data: unknown }
