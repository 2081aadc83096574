import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const themes = pgTable(
  'themes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** The host this theme is served on; null for a theme only reachable by preview. */
    domain: text(),
    tokens: jsonb().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('themes_one_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    uniqueIndex('themes_domain').on(table.domain),
  ],
)

/** About us, terms of use, privacy policy: one row per page and locale. */
export const contentPages = pgTable(
  'content_pages',
  {
    page: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    blocks: jsonb().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.page, table.locale] })],
)

export const faqItems = pgTable(
  'faq_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    locale: text().notNull(),
    categoryId: text().notNull(),
    categoryTitle: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    sort: integer().notNull(),
  },
  (table) => [index('faq_items_locale_sort').on(table.locale, table.sort)],
)

/** Devices seen by preLogin (SPEC.md §7). */
export const devices = pgTable('devices', {
  deviceId: text().primaryKey(),
  os: text(),
  deviceModel: text(),
  messagingToken: text(),
  phoneInfo: text(),
  urlParams: jsonb(),
  appVersion: text().notNull(),
  platform: smallint().notNull(),
  lastIp: text(),
  lastUserId: bigint({ mode: 'number' }),
  firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Tracking events from anonymous/appEventLogClient. */
export const clientEvents = pgTable(
  'client_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    eventName: text().notNull(),
    eventTime: timestamp({ withTimezone: true }).notNull(),
    /** The user id the client claims; beacons carry no token, so it is recorded, not trusted. */
    claimedUserId: text(),
    /** The signed-in user, when the batch came with a valid token. */
    userId: bigint({ mode: 'number' }),
    appId: text().notNull(),
    appVersion: text().notNull(),
    platform: smallint().notNull(),
    page: text(),
    properties: jsonb().notNull(),
    ip: text(),
  },
  (table) => [index('client_events_name_time').on(table.eventName, table.eventTime)],
)
