import { DEPOSIT_STATES } from '@panalo/contract/recharge-rules'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { users } from './accounts.ts'

/**
 * One deposit through a payment gateway. Its state moves only forward (docs/decisions/014): created →
 * pending → paid | failed | expired | cancelled, or held for review; a trigger refuses any change of a
 * final state, so a paid deposit can never go back.
 */
export const deposits = pgTable(
  'deposits',
  {
    /** `dp_` and 24 base32 characters: what the player, the gateway and the operator see. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    rechargeTypeId: integer().notNull(),
    channelName: text().notNull(),
    bankId: integer(),
    /** Hundredths. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('PHP'),
    bonusType: smallint(),
    /** Hundredths credited on top when paid, fixed when the deposit is created. */
    bonusAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** Turnover the deposit adds when paid, hundredths, fixed when created. */
    wageringRequirement: bigint({ mode: 'number' }).notNull().default(0),
    /** The bonus is for a first deposit: forfeited if another deposit is credited first. */
    bonusFirstDepositOnly: boolean().notNull().default(false),
    /** Turnover the bonus adds when paid, hundredths, fixed when created. */
    bonusWageringRequirement: bigint({ mode: 'number' }).notNull().default(0),
    gateway: text().notNull(),
    /** The gateway's id of the checkout (PayMongo `cs_…`); null until the gateway answered. */
    gatewayRef: text(),
    checkoutUrl: text(),
    /** The gateway's payment id that paid it; the ledger journal is keyed by it. */
    paymentId: text(),
    state: text({ enum: DEPOSIT_STATES }).notNull().default('created'),
    /** Why a deposit is held: amount_mismatch, currency_mismatch, late_payment. */
    heldReason: text(),
    journalId: bigint({ mode: 'number' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'deposits_state',
      sql`${table.state} in ('created', 'pending', 'paid', 'failed', 'expired', 'cancelled', 'held')`,
    ),
    check('deposits_amount', sql`${table.amount} > 0 and ${table.bonusAmount} >= 0`),
    check(
      'deposits_paid',
      sql`(${table.state} = 'paid') = (${table.paidAt} is not null and ${table.journalId} is not null)`,
    ),
    index('deposits_user_created').on(table.userId, table.createdAt.desc()),
    // A Manila day's paid deposits for the figures (decision 084).
    index('deposits_paid_at')
      .on(table.paidAt)
      .where(sql`${table.state} = 'paid'`),
    index('deposits_open_expiry')
      .on(table.expiresAt)
      .where(sql`${table.state} in ('created', 'pending')`),
    uniqueIndex('deposits_gateway_ref').on(table.gateway, table.gatewayRef),
    uniqueIndex('deposits_gateway_payment').on(table.gateway, table.paymentId),
  ],
)

/** Every verified webhook event, kept for review and to recognise a repeated delivery. */
export const depositEvents = pgTable(
  'deposit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    gateway: text().notNull(),
    /** The gateway's event id; a second delivery of the same event is recorded once. */
    eventId: text().notNull(),
    depositId: text().references(() => deposits.id),
    kind: text().notNull(),
    amount: bigint({ mode: 'number' }),
    currency: text(),
    paymentId: text(),
    /** What the event did: credited, replayed, ignored, held, failed, cancelled… */
    outcome: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_events_gateway_event').on(table.gateway, table.eventId),
    index('deposit_events_deposit').on(table.depositId),
  ],
)

/**
 * The sandbox gateway's own checkout sessions (development and tests): what a real gateway would keep
 * on its side, so the hosted page and the webhooks it sends come from the gateway's record, not ours.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text().primaryKey(),
    depositId: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    method: text().notNull(),
    description: text().notNull(),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    /** open, then paid, failed or cancelled by the payer's choice. */
    status: text().notNull().default('open'),
    paymentId: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_checkouts_status', sql`${table.status} in ('open', 'paid', 'failed', 'cancelled')`),
  ],
)
