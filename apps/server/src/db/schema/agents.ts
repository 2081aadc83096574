import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * Which players used which device (the device id preLogin carries; docs/decisions/051): an invitee
 * who shares a device with the inviter is the same person, and counts for nothing (anti-farming).
 */
export const playerDevices = pgTable(
  'player_devices',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    deviceId: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.deviceId] }),
    index('player_devices_device').on(table.deviceId),
  ],
)
