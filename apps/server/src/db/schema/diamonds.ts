import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import type { DeliveryAddress, GoodsOrder, ScratchPrize } from '@panalo/contract/calls/diamonds'

import { users } from './accounts.ts'

/**
 * The diamond shop and scratch cards (docs/decisions/045-diamond-shop.md, 046-scratch-cards.md).
 * Diamonds themselves live in the ledger (the player's `diamond` account); these tables hold what
 * the ledger cannot: the items and their stock, a player's address, goods orders and cards.
 */

/** What the shop sells (configuration: seeded, changed with diamonds:items). */
export const diamondShopItems = pgTable(
  'diamond_shop_items',
  {
    id: integer().primaryKey(),
    /** coin, scratch or goods (contract DIAMOND_ITEM_KINDS). */
    kind: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    price: integer().notNull(),
    /** Left to sell; null, no limit. Each sale takes one in its own transaction (stock >= 1 in the update). */
    stock: integer(),
    /** coin: the coins one gives. */
    award: jsonb().$type<{ id: number; count: number }[]>().notNull().default([]),
    /** scratch: the prize table. */
    prizes: jsonb().$type<ScratchPrize[]>().notNull().default([]),
    sort: integer().notNull().default(0),
    /** on sale, or off (kept for the orders and cards that name it). */
    onSale: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('diamond_shop_items_kind', sql`${table.kind} in ('coin', 'scratch', 'goods')`),
    check('diamond_shop_items_price', sql`${table.price} > 0`),
    check('diamond_shop_items_stock', sql`${table.stock} is null or ${table.stock} >= 0`),
  ],
)

/** A player's diamond-shop state: the delivery address, and the last diamond journal the shop showed. */
export const diamondPlayers = pgTable('diamond_players', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  address: jsonb().$type<DeliveryAddress>(),
  /** diamondMallRedDot: diamonds received after this journal light the dot (decision 045). */
  seenJournalId: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every purchase: one row per request (its requestId lives in idempotent_requests, decision 089),
 * written with the journal that paid for it.
 */
export const diamondOrders = pgTable(
  'diamond_orders',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    itemId: integer()
      .notNull()
      .references(() => diamondShopItems.id),
    kind: text().notNull(),
    name: text().notNull(),
    price: integer().notNull(),
    journalId: bigint({ mode: 'number' }),
    /** Goods: placed → packed → shipped → delivered, or cancelled; coin and scratch: done. */
    state: text().notNull(),
    address: jsonb().$type<DeliveryAddress>(),
    history: jsonb().$type<GoodsOrder['history']>().notNull().default([]),
    refundJournalId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('diamond_orders_user').on(table.userId, table.kind, table.id),
    index('diamond_orders_recent')
      .on(table.id)
      .where(sql`${table.kind} <> 'scratch'`),
    check(
      'diamond_orders_state',
      sql`${table.state} in ('done', 'placed', 'packed', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
)

/**
 * Scratch cards: the prize is a seeded draw (source `scratch`, the card's id) made from the player's
 * committed `scratch` seed pair when the card is bought (decision 118); scratching grants it and
 * reveals the pair's seed. The card keeps what is its own: its item, price and prize table.
 */
export const scratchCards = pgTable(
  'scratch_cards',
  {
    /** The id of its seeded draw (source `scratch`). */
    id: bigint({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => diamondOrders.id),
    itemId: integer().notNull(),
    name: text().notNull(),
    price: integer().notNull(),
    prizes: jsonb().$type<ScratchPrize[]>().notNull(),
    /** What the draw picked (its items), kept beside the card for the winners' list. */
    prize: jsonb().$type<{ id: number; count: number }[]>().notNull(),
    /** Set when scratched: the grant of the prize (null for no win). */
    grantId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    scratchedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('scratch_cards_user').on(table.userId, table.id),
    index('scratch_cards_scratched')
      .on(table.scratchedAt)
      .where(sql`${table.scratchedAt} is not null`),
  ],
)
