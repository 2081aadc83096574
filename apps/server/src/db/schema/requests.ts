import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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
    /**
     * No foreign key to users: its check would take a KEY SHARE lock on the player's row before the
     * call's work, and the calls that lock that row (the invite spin) would deadlock with each other.
     */
    userId: bigint({ mode: 'number' }).notNull(),
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
