import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Operator settings: the app config, maintenance, seed version. One JSON value per key. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
