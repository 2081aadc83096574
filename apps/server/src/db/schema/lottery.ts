import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import type { AwardItem } from '@panalo/contract/award-items'
import type { LotteryPrize } from '@panalo/contract/calls/lottery'

import { users } from './accounts.ts'
import { seedPairs } from './draws.ts'

/**
 * The lottery (docs/decisions/053-lottery.md). Coupons and points paid live in the ledger; these
 * tables hold the draws (their seed pairs, prizes and numbers), the purchases (one per player and
 * requestId) and the tickets, numbered 1… in each draw in the order bought.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** When sales close and the numbers are drawn; one draw per instant. */
    drawAt: timestamp({ withTimezone: true }).notNull().unique(),
    state: text().notNull().default('open'),
    couponPrice: integer().notNull(),
    /** Null: points do not buy tickets in this draw. */
    pointsPrice: integer(),
    maxTicketsPerPlayer: integer().notNull(),
    /** The prizes as they were when sales opened. */
    prizes: jsonb().$type<LotteryPrize[]>().notNull(),
    ticketsSold: integer().notNull().default(0),
    /**
     * Its `lottery` seed pair (decision 118), committed when sales open; the client seed is fixed from
     * the draw id and the tickets sold, and the seed revealed, at the draw.
     */
    seedPairId: bigint({ mode: 'number' })
      .notNull()
      .references(() => seedPairs.id),
    winningNumbers: jsonb().$type<number[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('lottery_draws_state', sql`${table.state} in ('open', 'drawn')`),
    check('lottery_draws_sold', sql`${table.ticketsSold} >= 0`),
    index('lottery_draws_drawn').on(table.state, table.drawAt),
  ],
)

export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    drawId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    count: integer().notNull(),
    paidWith: text().notNull(),
    spent: jsonb().$type<AwardItem[]>().notNull(),
    journalId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('lottery_orders_paid_with', sql`${table.paidWith} in ('coupon', 'points')`)],
)

export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    drawId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    number: integer().notNull(),
    /** Set at the draw for a winning ticket: its slot's prize and the grant that paid it. */
    prizeIndex: integer(),
    grantId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_tickets_number').on(table.drawId, table.number),
    index('lottery_tickets_user').on(table.userId, table.id),
  ],
)
