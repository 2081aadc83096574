import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The audit chain (reliability check C15): every staff change and login, append-only (a trigger
 * refuses UPDATE and DELETE), each entry's hash over its fields and the previous entry's hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    staff: text().notNull(),
    role: text().notNull(),
    action: text().notNull(),
    target: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: text().notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (table) => [
    index('audit_log_staff').on(table.staff, table.id),
    index('audit_log_action').on(table.action, table.id),
    index('audit_log_target').on(table.target, table.id),
  ],
)
