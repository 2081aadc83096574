import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * The receiving-account numbers that have earned the receiving-account bonus (decision 050, issue
 * 38): a number here never earns it again, whoever holds it now, even after its player changed to
 * another number. Numbers are stored as receiving_accounts keeps them (E.164 for e-wallets, digits for
 * banks).
 */
export const bankBonusNumbers = pgTable('bank_bonus_numbers', {
  accountNumber: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
