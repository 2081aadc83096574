import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Attempt counters for throttles (failed logins, code sends), one row per key and window. */
export const attemptCounters = pgTable('attempt_counters', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  attempts: integer().notNull(),
})
