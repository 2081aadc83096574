import { z } from 'zod'

import { calendarDaySchema } from '../days.ts'
import { defineCalls } from '../define-call.ts'
import { integerIdSchema } from '../ids.ts'
import { depositStateSchema, tradeInfoSchema } from '../recharge.ts'
import {
  MAX_DEPOSIT_AMOUNT,
  RECHARGE_BONUS_TYPE_MAX,
  RECHARGE_BONUS_TYPE_MIN,
  RECHARGE_RECORDS_PAGE_SIZE,
} from '../recharge-rules.ts'

/** Deposit ids are opaque: `dp_` and 24 base32 characters. */
export const ORDER_ID_PATTERN = /^dp_[a-z2-7]{24}$/
export const orderIdSchema = z.string().regex(ORDER_ID_PATTERN, 'Not a deposit id')

const MAX_PAGE_SIZE = 50
const dateSchema = calendarDaySchema.describe('A day in Philippine time, YYYY-MM-DD.')

export const depositRecordSchema = z.object({
  orderId: z.string(),
  rechargeTypeId: z.number().int(),
  channelName: z.string(),
  bankId: z.number().int().nullable(),
  amount: z.number().int().describe('Hundredths.'),
  currency: z.literal('PHP'),
  bonusType: z.number().int().nullable(),
  bonusAmount: z.number().int().describe('Hundredths credited with the deposit when it is paid.'),
  state: depositStateSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Where the payer completes the payment; null once the deposit is final. */
  checkoutUrl: z.string().nullable(),
})
export type DepositRecord = z.infer<typeof depositRecordSchema>

/** Deposits through a payment gateway (SPEC.md §2 /wallets; the call names are ours, SPEC.md lists none). */
export const depositCalls = defineCalls({
  rechargeTradeInfo: {
    access: 'user',
    description:
      'The trade info the deposit page needs besides the app config: the channel of the last deposit and the total deposited.',
    request: z.object({}),
    response: tradeInfoSchema,
  },
  rechargeCreate: {
    access: 'user',
    description:
      'Opens a deposit through a channel for an item price or a custom amount within the channel’s limits, with an optional bonus type. Answers the deposit id and the gateway’s checkout URL; coins are credited only when the gateway confirms the payment.',
    request: z.object({
      rechargeTypeId: integerIdSchema.describe('The channel.'),
      amount: z.number().int().positive().max(MAX_DEPOSIT_AMOUNT).describe('Hundredths, whole pesos.'),
      bankId: integerIdSchema.optional().describe('Online banking channels.'),
      bonusType: z.number().int().min(RECHARGE_BONUS_TYPE_MIN).max(RECHARGE_BONUS_TYPE_MAX).optional(),
    }),
    response: z.object({
      orderId: z.string(),
      checkoutUrl: z.string(),
      state: depositStateSchema,
      expiresAt: z.string(),
    }),
  },
  rechargeStatus: {
    access: 'user',
    description: 'One of the player’s deposits and its state, e.g. after returning from the checkout.',
    request: z.object({ orderId: orderIdSchema }),
    response: depositRecordSchema,
  },
  rechargeRecords: {
    access: 'user',
    description: 'The player’s deposits, newest first, a page at a time, optionally of one state and days.',
    request: z.object({
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(RECHARGE_RECORDS_PAGE_SIZE),
      state: depositStateSchema.optional(),
      from: dateSchema.optional().describe('First day included.'),
      to: dateSchema.optional().describe('Last day included.'),
    }),
    response: z.object({
      list: z.array(depositRecordSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pages: z.number().int(),
    }),
  },
})
