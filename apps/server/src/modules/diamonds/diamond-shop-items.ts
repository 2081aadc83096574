import { AWARD_ITEM } from '@panalo/contract/award-items'
import {
  coinItemNameProblem,
  DIAMOND_ITEM_KINDS,
  DIAMONDS_PER_PESO,
  MAX_DIAMOND_PRICE,
  scratchPrizeSchema,
  scratchReturnToPlayer,
  type DiamondShopItem,
} from '@panalo/contract/calls/diamonds'
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { diamondShopItems } from '../../db/schema/diamonds.ts'

/**
 * The diamond shop's items (docs/decisions/045-diamond-shop.md): configuration kept in
 * diamond_shop_items, seeded with DEFAULT_DIAMOND_SHOP and changed with `diamonds:items`.
 */

/** One item as the operator writes it (diamonds:items load <file.json>, and the seed). */
export const diamondItemConfigSchema = z
  .object({
    id: z.number().int().min(1).max(1_000_000),
    kind: z.enum(DIAMOND_ITEM_KINDS),
    name: z.string().trim().min(2).max(60),
    description: z.string().trim().max(300).default(''),
    price: z.number().int().positive().max(MAX_DIAMOND_PRICE),
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    /** coin: the bonus coins one gives, in whole pesos. */
    coins: z.number().int().positive().max(1_000_000).optional(),
    prizes: z.array(scratchPrizeSchema).max(20).default([]),
    sort: z.number().int().min(0).max(10_000).default(0),
    onSale: z.boolean().default(true),
  })
  .superRefine((item, context) => {
    const nameProblem = coinItemNameProblem(item)
    if (nameProblem) context.addIssue({ code: 'custom', message: nameProblem })
    if (item.kind === 'coin' && item.coins === undefined)
      context.addIssue({ code: 'custom', message: `Item ${item.id}: a coin item needs coins` })
    if (item.kind !== 'coin' && item.coins !== undefined)
      context.addIssue({ code: 'custom', message: `Item ${item.id}: only a coin item gives coins` })
    if (item.kind === 'scratch' && item.prizes.length < 2)
      context.addIssue({ code: 'custom', message: `Item ${item.id}: a scratch card needs 2 to 20 prizes` })
    if (item.kind !== 'scratch' && item.prizes.length > 0)
      context.addIssue({ code: 'custom', message: `Item ${item.id}: only a scratch card has prizes` })
  })
export type DiamondItemConfig = z.output<typeof diamondItemConfigSchema>

const diamonds = (count: number) => ({ id: AWARD_ITEM.diamond, count })
const coins = (pesos: number) => ({ id: AWARD_ITEM.coin, count: pesos * 100 })

/**
 * The seeded shop, at 10 diamonds a peso (DIAMONDS_PER_PESO). Goods are priced near their shop price
 * in the Philippines plus delivery: a ₱100 load card, a 10,000 mAh power bank (about ₱650) and a 5 kg
 * sack of rice (about ₱300). Each card's table returns about 80 % of its price (decision 046).
 */
export const DEFAULT_DIAMOND_SHOP: DiamondItemConfig[] = [
  { kind: 'coin', id: 1, name: '10 bonus coins', price: 100, coins: 10 },
  { kind: 'coin', id: 2, name: '50 bonus coins', price: 500, coins: 50 },
  { kind: 'coin', id: 3, name: '200 bonus coins', price: 2_000, coins: 200 },
  {
    kind: 'scratch',
    id: 11,
    name: 'Suwerte scratch card',
    description: 'Scratch to win diamonds or up to 100 bonus coins.',
    price: 50,
    prizes: [
      { items: [], weight: 5_000 },
      { items: [diamonds(20)], weight: 2_000 },
      { items: [diamonds(50)], weight: 1_500 },
      { items: [coins(10)], weight: 1_000 },
      { items: [diamonds(200)], weight: 400 },
      { items: [coins(100)], weight: 100 },
    ],
  },
  {
    kind: 'scratch',
    id: 12,
    name: 'Gintong scratch card',
    description: 'A bigger card: up to 1,000 bonus coins.',
    price: 500,
    prizes: [
      { items: [], weight: 4_000 },
      { items: [diamonds(250)], weight: 2_900 },
      { items: [diamonds(500)], weight: 1_800 },
      { items: [coins(100)], weight: 900 },
      { items: [diamonds(2_000)], weight: 320 },
      { items: [coins(1_000)], weight: 80 },
    ],
  },
  {
    kind: 'goods',
    id: 21,
    name: '₱100 load card',
    description: 'A prepaid load card for Globe, Smart or DITO, delivered to your address.',
    price: 1_200,
    stock: 200,
  },
  {
    kind: 'goods',
    id: 22,
    name: '5 kg sack of rice',
    description: 'Well-milled rice, delivered to your door.',
    price: 3_500,
    stock: 50,
  },
  {
    kind: 'goods',
    id: 23,
    name: 'Power bank 10,000 mAh',
    description: 'USB-C and USB-A, with a cable.',
    price: 7_000,
    stock: 20,
  },
].map((item, index) => diamondItemConfigSchema.parse({ stock: null, sort: index, ...item }))

type ItemRow = typeof diamondShopItems.$inferSelect

export function presentItem(row: ItemRow): DiamondShopItem {
  return {
    id: row.id,
    kind: row.kind as DiamondShopItem['kind'],
    name: row.name,
    description: row.description,
    price: row.price,
    stock: row.stock,
    award: row.award,
    prizes: row.prizes,
    returnToPlayer: row.kind === 'scratch' ? scratchReturnToPlayer(row.prizes, row.price) : null,
  }
}

function rowOf(item: DiamondItemConfig) {
  return {
    id: item.id,
    kind: item.kind,
    name: item.name,
    description: item.description,
    price: item.price,
    stock: item.stock,
    award: item.coins === undefined ? [] : [coins(item.coins)],
    prizes: item.prizes,
    sort: item.sort,
    onSale: item.onSale ? 1 : 0,
  }
}

/** Adds or replaces items by id (an item's id stays with it: orders and cards name it). */
export async function upsertDiamondItems(db: Executor, items: readonly DiamondItemConfig[]): Promise<void> {
  for (const item of items) {
    const row = rowOf(item)
    await db
      .insert(diamondShopItems)
      .values(row)
      .onConflictDoUpdate({ target: diamondShopItems.id, set: { ...row, updatedAt: sql`now()` } })
  }
}

/** Every item, on sale or not, by sort then id (diamonds:items). */
export async function allDiamondItems(db: Executor): Promise<ItemRow[]> {
  return db.select().from(diamondShopItems).orderBy(asc(diamondShopItems.sort), asc(diamondShopItems.id))
}

export async function itemsOnSale(db: Executor): Promise<ItemRow[]> {
  return (await allDiamondItems(db)).filter((row) => row.onSale === 1)
}

export async function findItem(db: Executor, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(diamondShopItems).where(eq(diamondShopItems.id, id))
  return row
}

/** What an item is worth in pesos at the shop's rate (diamonds:items shows it beside the price). */
export function pesosOf(diamondCount: number): number {
  return diamondCount / DIAMONDS_PER_PESO
}
