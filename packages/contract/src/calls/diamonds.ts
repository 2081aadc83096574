import { z } from 'zod'

import { AWARD_ITEM, awardItemSchema, claimAnswerSchema } from '../award-items.ts'
import { defineCalls } from '../define-call.ts'
import { requestIdField } from '../money-request-fields.ts'
import { normalizePhilippineMobile } from '../phone.ts'

/**
 * Diamonds and scratch cards (SPEC.md §3 item 60001, §7 "Diamond, scratch cards"; docs/decisions/
 * 045-diamond-shop.md, 046-scratch-cards.md): the diamond shop sells bonus coins, scratch cards and
 * goods delivered to a Philippine address; every diamond moved is a ledger journal.
 */

/** What one diamond is worth when the shop prices in pesos (coins, goods and the cards' prizes). */
export const DIAMONDS_PER_PESO = 10
export const DIAMOND_LOG_PAGE_SIZE = 20
export const DIAMOND_TICKER_SIZE = 20
/** The most diamonds an item may cost. */
export const MAX_DIAMOND_PRICE = 10_000_000

export const DIAMOND_ITEM_KINDS = ['coin', 'scratch', 'goods'] as const
export type DiamondItemKind = (typeof DIAMOND_ITEM_KINDS)[number]

/**
 * Why a coin item's name is refused, or null: bonus coins carry our coin mark, never ₱ (decision 108),
 * and the name shows in the ticker, the ledger's note and the purchase record.
 */
export function coinItemNameProblem(item: {
  id: number
  kind: DiamondItemKind
  name: string
}): string | null {
  if (item.kind !== 'coin' || !item.name.includes('₱')) return null
  return `Item ${item.id}: bonus coins are not pesos, name it without ₱ ("10 bonus coins")`
}

export const GOODS_ORDER_STATES = ['placed', 'packed', 'shipped', 'delivered', 'cancelled'] as const
export type GoodsOrderState = (typeof GOODS_ORDER_STATES)[number]
/** The operator moves an order one step along this line, or cancels it before it is delivered. */
export const GOODS_ORDER_NEXT: Record<GoodsOrderState, GoodsOrderState | null> = {
  placed: 'packed',
  packed: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
}

/** The Philippines' 17 regions, as the PSA names them; an address names one. */
export const PH_REGIONS = [
  'NCR',
  'CAR',
  'Region I',
  'Region II',
  'Region III',
  'Region IV-A',
  'MIMAROPA',
  'Region V',
  'Region VI',
  'Region VII',
  'Region VIII',
  'Region IX',
  'Region X',
  'Region XI',
  'Region XII',
  'Caraga',
  'BARMM',
] as const

const ADDRESS_LIMITS = { nameMax: 60, placeMax: 60, streetMax: 120 } as const

const textField = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { message: `At least ${min} characters` })
    .max(max, { message: `At most ${max} characters` })
    // Letters of any script, digits, spaces and the punctuation addresses use; no control characters.
    .regex(/^[\p{L}\p{M}\p{N} .,'#/()&-]+$/u, { message: "Letters, digits, spaces and . , ' # / ( ) & -" })

/** A delivery address in the Philippines: who receives it, a mobile number, and the place down to the street. */
export const deliveryAddressSchema = z.object({
  name: textField(2, ADDRESS_LIMITS.nameMax).describe('Who receives the parcel.'),
  mobile: z
    .string()
    .max(20)
    .transform((value, context) => {
      const e164 = normalizePhilippineMobile(value)
      if (e164 === null) {
        context.addIssue({ code: 'custom', message: 'A Philippine mobile number, 09XX XXX XXXX' })
        return z.NEVER
      }
      return e164
    })
    .describe('A Philippine mobile number; answered as +639XXXXXXXXX.'),
  region: z.enum(PH_REGIONS),
  province: textField(2, ADDRESS_LIMITS.placeMax).describe('Province (Metro Manila for NCR).'),
  city: textField(2, ADDRESS_LIMITS.placeMax).describe('City or municipality.'),
  barangay: textField(2, ADDRESS_LIMITS.placeMax),
  street: textField(3, ADDRESS_LIMITS.streetMax).describe('House or unit number, street, building.'),
  zip: z
    .string()
    .regex(/^\d{4}$/, { message: 'Four digits' })
    .describe('The PhilPost ZIP code.'),
})
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>

/** A scratch card's prize: nothing, or up to two items (diamonds, bonus coins), and its weight in the draw. */
export const scratchPrizeSchema = z.object({
  items: z
    .array(
      awardItemSchema.refine((item) => item.id === AWARD_ITEM.diamond || item.id === AWARD_ITEM.coin, {
        message: 'A scratch prize pays diamonds 60001 or coins 2001',
      }),
    )
    .max(2)
    .describe('Empty: no win.'),
  weight: z.number().int().min(1).max(1_000_000).describe('Chance = weight ÷ the sum of the weights.'),
})
export type ScratchPrize = z.infer<typeof scratchPrizeSchema>

/** What a prize is worth in diamonds: its diamonds, and its coins at DIAMONDS_PER_PESO. */
export function prizeValueInDiamonds(items: readonly { id: number; count: number }[]): number {
  return items.reduce(
    (sum, item) =>
      sum +
      (item.id === AWARD_ITEM.diamond
        ? item.count
        : item.id === AWARD_ITEM.coin
          ? (item.count / 100) * DIAMONDS_PER_PESO
          : 0),
    0,
  )
}

/** The return to player of a card: the prize's expected value ÷ the price, in basis points (10 000 = 100 %). */
export function scratchReturnToPlayer(prizes: readonly ScratchPrize[], price: number): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0)
  if (total === 0 || price <= 0) return 0
  const expected = prizes.reduce((sum, prize) => sum + prizeValueInDiamonds(prize.items) * prize.weight, 0)
  return Math.round((expected / total / price) * 10_000)
}

export const diamondShopItemSchema = z.object({
  id: z.number().int().min(1),
  kind: z.enum(DIAMOND_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  price: z.number().int().positive().describe('Diamonds for one.'),
  stock: z.number().int().min(0).nullable().describe('How many are left; null, no limit.'),
  award: z.array(awardItemSchema).describe('coin: the coins one gives (a bonus). Empty for other kinds.'),
  prizes: z
    .array(scratchPrizeSchema)
    .describe('scratch: the prize table, odds and all, shown before buying. Empty for other kinds.'),
  returnToPlayer: z
    .number()
    .int()
    .nullable()
    .describe('scratch: the prizes’ expected value ÷ the price, in basis points; null for other kinds.'),
})
export type DiamondShopItem = z.infer<typeof diamondShopItemSchema>

export const goodsOrderSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string().describe('The item’s name when it was ordered.'),
  price: z.number().int().describe('Diamonds paid.'),
  state: z.enum(GOODS_ORDER_STATES),
  address: deliveryAddressSchema,
  history: z
    .array(z.object({ state: z.enum(GOODS_ORDER_STATES), at: z.string(), note: z.string().nullable() }))
    .describe(
      'Each state the order reached, oldest first, with the operator’s note (a courier’s tracking number).',
    ),
  createTime: z.string(),
})
export type GoodsOrder = z.infer<typeof goodsOrderSchema>

export const SCRATCH_CARD_STATES = ['unscratched', 'scratched'] as const

/**
 * A scratch card. Its outcome was drawn when it was bought, from a server seed committed (its SHA-256
 * shown) before the player's client seed was known: prize = the first float of
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`) against the weights (packages/fair scratch-card.ts).
 * The seed is shown once the card is scratched.
 */
export const scratchCardSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  state: z.enum(SCRATCH_CARD_STATES),
  prizes: z.array(scratchPrizeSchema).describe('The prize table it was drawn against.'),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable().describe('Null until the card is scratched.'),
  clientSeed: z.string(),
  nonce: z.number().int(),
  prizeIndex: z.number().int().nullable().describe('Which prize of the table it won; null until scratched.'),
  prize: z.array(awardItemSchema).nullable().describe('What it won (empty: no win); null until scratched.'),
  createTime: z.string(),
  scratchTime: z.string().nullable(),
})
export type ScratchCard = z.infer<typeof scratchCardSchema>

export const diamondLogEntrySchema = z.object({
  id: z.number().int().describe('The ledger journal.'),
  amount: z.number().int().describe('Diamonds in (positive) or out (negative).'),
  balanceAfter: z.number().int(),
  what: z
    .enum(['award', 'coin', 'scratch', 'goods', 'refund', 'prize', 'other'])
    .describe(
      'award: earned; coin, scratch, goods: spent in the shop; refund: a cancelled order; prize: a card’s win.',
    ),
  note: z.string().nullable().describe('The shop item’s name, or the award source.'),
  createTime: z.string(),
})

export const diamondTickerRowSchema = z.object({
  nickname: z.string().describe('Masked: the first two characters and ***.'),
  kind: z.enum(['scratch', 'goods', 'coin']),
  name: z.string().describe('The card or item.'),
  items: z.array(awardItemSchema).describe('scratch: what it won; empty for goods.'),
  createTime: z.string(),
})

const pageRequest = z.object({
  before: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(50).default(DIAMOND_LOG_PAGE_SIZE),
})

export const diamondCalls = defineCalls({
  diamondShopData: {
    access: 'user',
    description:
      'The diamond shop: the player’s diamonds, every item on sale with its price, stock and (scratch cards) odds, the saved delivery address and the wagering of coins bought. Opening it clears diamondMallRedDot.',
    request: z.object({}),
    response: z.object({
      diamonds: z.number().int(),
      items: z.array(diamondShopItemSchema),
      address: deliveryAddressSchema.nullable(),
      unscratched: z.number().int().describe('Cards bought and not yet scratched.'),
      wagering: z.object({
        multiple: z.number().int(),
        expiryDays: z.number().int().nullable(),
        held: z.boolean().describe('Coins bought now wait for the player’s first deposit.'),
      }),
    }),
  },
  diamondExchangeCoin: {
    access: 'user',
    description:
      'Buys one coin item: one journal takes the diamonds and gives bonus coins (wagering rule `diamonds`). The first answer to a requestId is final (a refusal included); another item under it is 10001.',
    request: z.object({ requestId: requestIdField, itemId: z.number().int().min(1).max(1_000_000) }),
    response: claimAnswerSchema.extend({
      spent: z.number().int().describe('Diamonds spent.'),
      diamonds: z.number().int().describe('The balance now.'),
    }),
  },
  updateAddress: {
    access: 'user',
    description:
      'Saves the player’s delivery address for goods; orders keep the address they were placed with.',
    request: z.object({ address: deliveryAddressSchema }),
    response: z.object({ address: deliveryAddressSchema }),
  },
  diamondExchangeGoods: {
    access: 'user',
    description:
      'Orders one goods item to the saved address: the diamonds leave in one journal and the stock drops by one; the operator then packs, ships and delivers it, or cancels it and returns the diamonds.',
    request: z.object({ requestId: requestIdField, itemId: z.number().int().min(1).max(1_000_000) }),
    response: z.object({ order: goodsOrderSchema, diamonds: z.number().int() }),
  },
  diamondGoodsExchangeOrderLog: {
    access: 'user',
    description:
      'The player’s goods orders, newest first, with their states. Page with `before` = nextBefore.',
    request: pageRequest,
    response: z.object({ list: z.array(goodsOrderSchema), nextBefore: z.number().int().nullable() }),
  },
  diamondExchangeScratchcard: {
    access: 'user',
    description:
      'Buys one scratch card: its outcome is drawn now from the committed server seed (nextServerSeedHash of getScratchCardInfo) and the client seed, and kept; the diamonds leave in one journal.',
    request: z.object({
      requestId: requestIdField,
      itemId: z.number().int().min(1).max(1_000_000),
      clientSeed: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: '1 to 64 letters, digits, _ and -' })
        .optional()
        .describe('The player’s part of the draw; a random one when left out.'),
    }),
    response: z.object({ card: scratchCardSchema, diamonds: z.number().int() }),
  },
  getScratchCardInfo: {
    access: 'user',
    description:
      'The player’s unscratched cards, the commitment (SHA-256) of the server seed the next card will use, and one card of the player’s when `cardId` is given.',
    request: z.object({ cardId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }),
    response: z.object({
      unscratched: z.array(scratchCardSchema),
      card: scratchCardSchema.nullable(),
      nextServerSeedHash: z.string(),
    }),
  },
  scratchCardLottery: {
    access: 'user',
    description:
      'Scratches a card: answers the prize drawn when it was bought and grants it (award source `diamonds`), and reveals the card’s server seed. Once per card.',
    request: z.object({ cardId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    response: claimAnswerSchema.extend({ card: scratchCardSchema }),
  },
  searchScratchCardAwardLog: {
    access: 'user',
    description:
      'The player’s scratched cards and what each won, newest first. Page with `before` = nextBefore.',
    request: pageRequest,
    response: z.object({ list: z.array(scratchCardSchema), nextBefore: z.number().int().nullable() }),
  },
  diamondLog: {
    access: 'user',
    description:
      'Every move of the player’s diamonds, from the ledger, newest first. Page with `before` = nextBefore.',
    request: pageRequest,
    response: z.object({ list: z.array(diamondLogEntrySchema), nextBefore: z.number().int().nullable() }),
  },
  appDiamondBonusTickersData: {
    access: 'public',
    description:
      'The latest scratch-card wins and shop purchases of all players, names masked, newest first.',
    request: z.object({}),
    response: z.object({ list: z.array(diamondTickerRowSchema) }),
  },
})
