import { z } from 'zod'

import { AWARD_ITEM_RANGES, awardItemSchema, awardListSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { requestIdField } from '../money-request-fields.ts'

/**
 * The lottery (/activity/lottery; docs/decisions/053-lottery.md): a promotional draw, not a state
 * lottery. Tickets are bought with lottery coupons (items 110001–110005, one coupon a ticket) or
 * points; each draw's prizes are the lottery products 80001–80003; a job draws at the set time from a
 * server seed committed when sales opened and shown after the draw, so /fair?lottery=<id> re-computes it.
 */

export const LOTTERY_PAGE_SIZE = 20
/** The most tickets one purchase may buy (each draw also limits a player's tickets). */
export const LOTTERY_MAX_PER_ORDER = 50
export const LOTTERY_PAY_WITH = ['coupon', 'points'] as const
export type LotteryPayWith = (typeof LOTTERY_PAY_WITH)[number]

const [[FIRST_PRODUCT, LAST_PRODUCT]] = AWARD_ITEM_RANGES.lottery as [[number, number]]
const [[FIRST_COUPON, LAST_COUPON]] = AWARD_ITEM_RANGES.lotteryCoupon as [[number, number]]
/** The lottery coupon ids, spent lowest first. */
export const LOTTERY_COUPON_IDS: readonly number[] = Array.from(
  { length: LAST_COUPON - FIRST_COUPON + 1 },
  (_, index) => FIRST_COUPON + index,
)

export const lotteryPrizeSchema = z.object({
  productId: z
    .number()
    .int()
    .min(FIRST_PRODUCT)
    .max(LAST_PRODUCT)
    .describe('The lottery product (award item 80001–80003) this prize is.'),
  name: z.string().trim().min(1).max(60).describe('What the prize is called on the pages.'),
  winners: z.number().int().min(1).max(100).describe('How many tickets win it in one draw.'),
  items: awardListSchema.describe(
    'What a win grants (source `lottery`); a prize that grants its own product item is goods the operator delivers.',
  ),
})
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>

export const lotteryDrawStateSchema = z.enum(['open', 'drawn'])

export const lotteryDrawSchema = z.object({
  id: z.number().int(),
  state: lotteryDrawStateSchema,
  drawTime: z.string().describe('ISO 8601: when sales close and the numbers are drawn.'),
  couponPrice: z.number().int().describe('Lottery coupons a ticket costs.'),
  pointsPrice: z.number().int().nullable().describe('Points a ticket costs; null when points cannot buy.'),
  maxTicketsPerPlayer: z.number().int(),
  ticketsSold: z.number().int(),
  prizes: z.array(lotteryPrizeSchema).describe('In order: the first prize’s winners are drawn first.'),
  serverSeedHash: z.string().describe('SHA-256 of the server seed, shown since sales opened.'),
  serverSeed: z.string().nullable().describe('Shown once drawn.'),
  clientSeed: z
    .string()
    .nullable()
    .describe('Fixed at the close of sales from the draw id and tickets sold.'),
  nonce: z.number().int(),
  winningNumbers: z
    .array(z.number().int())
    .describe(
      'Ticket numbers, one per prize slot in order; empty until drawn. Fewer than slots when fewer sold.',
    ),
})
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>

export const lotteryTicketSchema = z.object({
  id: z.number().int(),
  drawId: z.number().int(),
  number: z.number().int().describe('The ticket’s number in its draw, 1… in the order bought.'),
  drawTime: z.string(),
  state: z.enum(['waiting', 'won', 'lost']),
  prize: lotteryPrizeSchema.nullable().describe('What it won.'),
  paidWith: z.enum(LOTTERY_PAY_WITH),
  createTime: z.string(),
})
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>

const pageRequest = z.object({
  before: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.number().int().min(1).max(50).default(LOTTERY_PAGE_SIZE),
})

export const lotteryCalls = defineCalls({
  lotteryInfo: {
    access: 'public',
    description:
      'The draw on sale now (prizes, prices, ticket limit, seed commitment), the last draw, and for a signed-in player their tickets in the draw on sale, their lottery coupons and points, and whether the account has the mobile number a ticket needs.',
    request: z.object({}),
    response: z.object({
      draw: lotteryDrawSchema.nullable().describe('Null when no draw is on sale.'),
      lastDraw: lotteryDrawSchema.nullable(),
      me: z
        .object({
          numbers: z.array(z.number().int()).describe('The player’s ticket numbers in the draw on sale.'),
          coupons: z.array(awardItemSchema).describe('Lottery coupons held, by id.'),
          points: z.number().int(),
          hasMobile: z.boolean().describe('A ticket needs a mobile number on the account (decision 034).'),
        })
        .nullable()
        .describe('Null for a guest.'),
    }),
  },
  lotteryBuyTickets: {
    access: 'user',
    description:
      'Buys tickets in the draw on sale: coupons (lowest id first) or points leave in one journal and the tickets take the next numbers. The first answer to a requestId is final (a refusal included); other tickets under it are 10001.',
    request: z.object({
      requestId: requestIdField,
      drawId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      count: z.number().int().min(1).max(LOTTERY_MAX_PER_ORDER),
      payWith: z.enum(LOTTERY_PAY_WITH),
    }),
    response: z.object({
      tickets: z.array(lotteryTicketSchema),
      spent: z.array(awardItemSchema).describe('The coupons or points paid.'),
    }),
  },
  lotteryRecord: {
    access: 'user',
    description: 'The player’s tickets and what each won, newest first. Page with `before` = nextBefore.',
    request: pageRequest,
    response: z.object({ list: z.array(lotteryTicketSchema), nextBefore: z.number().int().nullable() }),
  },
  lotteryHistory: {
    access: 'public',
    description:
      'Past draws with their winning numbers and revealed seeds, newest first. Page with `before`.',
    request: pageRequest,
    response: z.object({ list: z.array(lotteryDrawSchema), nextBefore: z.number().int().nullable() }),
  },
  lotteryDrawDetail: {
    access: 'public',
    description:
      'One draw with its winners (nicknames masked), for the history and the /fair check of its numbers.',
    request: z.object({ drawId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    response: z.object({
      draw: lotteryDrawSchema,
      winners: z.array(
        z.object({ number: z.number().int(), prizeIndex: z.number().int(), nickname: z.string() }),
      ),
    }),
  },
})
