import { z } from 'zod'

import {
  coinItemNameProblem,
  DIAMOND_ITEM_KINDS,
  DIAMONDS_PER_PESO,
  MAX_DIAMOND_PRICE,
  scratchPrizeSchema,
  scratchReturnToPlayer,
} from '../calls/diamonds.ts'
import { formatExactPesos } from '../money.ts'
import { percent, type RewardPreview } from './reward-preview.ts'

/**
 * The diamond shop as a reward area (docs/decisions/103-more-reward-settings-editors.md): its schema,
 * which the server checks a save with and the console every keystroke, and its preview.
 */

/** The console edits the items in the order shown, and the scratch cards' prizes as one table naming their card. */

export const diamondShopItemSettingSchema = z.object({
  id: z.number().int().min(1).max(1_000_000),
  kind: z.enum(DIAMOND_ITEM_KINDS),
  name: z.string().trim().min(2).max(60),
  price: z.number().int().positive().max(MAX_DIAMOND_PRICE),
  /** A coin item's bonus coins, hundredths; null for the other kinds. */
  coins: z.number().int().positive().max(1_000_000_00).nullable(),
  /** Null: no stock kept (coins, scratch cards). */
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  onSale: z.boolean(),
  // Last: the console's table shows it after the figures.
  description: z.string().trim().max(300).default(''),
})

export const diamondShopSettingsSchema = z
  .object({
    items: z.array(diamondShopItemSettingSchema).min(1).max(60),
    scratchPrizes: z.array(scratchPrizeSchema.extend({ card: z.number().int() })).max(200),
  })
  .superRefine(({ items, scratchPrizes }, context) => {
    if (new Set(items.map((item) => item.id)).size !== items.length)
      context.addIssue({ code: 'custom', message: 'Each item needs its own id' })
    for (const item of items) {
      const prizes = scratchPrizes.filter((prize) => prize.card === item.id).length
      const nameProblem = coinItemNameProblem(item)
      if (nameProblem) context.addIssue({ code: 'custom', message: nameProblem })
      if (item.kind === 'coin' && item.coins === null)
        context.addIssue({ code: 'custom', message: `Item ${item.id}: a coin item needs coins` })
      if (item.kind !== 'coin' && item.coins !== null)
        context.addIssue({ code: 'custom', message: `Item ${item.id}: only a coin item gives coins` })
      if (item.kind === 'scratch' && (prizes < 2 || prizes > 20))
        context.addIssue({ code: 'custom', message: `Item ${item.id}: a scratch card needs 2 to 20 prizes` })
    }
    const cards = new Set(items.filter((item) => item.kind === 'scratch').map((item) => item.id))
    for (const prize of scratchPrizes)
      if (!cards.has(prize.card))
        context.addIssue({ code: 'custom', message: `A prize names card ${prize.card}, not a scratch card` })
  })
export type DiamondShopSettings = z.infer<typeof diamondShopSettingsSchema>

const perDiamond = (hundredths: number, diamonds: number) =>
  formatExactPesos(Math.round(hundredths / diamonds))

/** The diamond shop: what a diamond is worth at each item (coins, goods) and each card's return. */
export function diamondShopPreview(shop: DiamondShopSettings): RewardPreview {
  const onSale = shop.items.filter((item) => item.onSale)
  const coinRates = onSale
    .filter((item) => item.kind === 'coin')
    .map((item) => (item.coins ?? 0) / item.price)
  const returns = onSale
    .filter((item) => item.kind === 'scratch')
    .map((item) =>
      scratchReturnToPlayer(
        shop.scratchPrizes.filter((prize) => prize.card === item.id),
        item.price,
      ),
    )
  const range = (values: number[], show: (value: number) => string) =>
    values.length === 0 ? '—' : `${show(Math.min(...values))} – ${show(Math.max(...values))}`
  return {
    figures: [
      { key: 'onSale', label: 'Items on sale', value: `${onSale.length} of ${shop.items.length}` },
      {
        key: 'rate',
        label: 'The shop’s rate (goods, scratch cards)',
        value: `${formatExactPesos(100 / DIAMONDS_PER_PESO)} a diamond`,
      },
      {
        key: 'coinRate',
        label: 'Coin items pay per diamond',
        value: range(coinRates, (rate) => formatExactPesos(Math.round(rate))),
      },
      {
        key: 'scratch',
        label: 'Scratch cards return',
        value: range(returns, (bp) => percent(bp / 10_000, 1)),
      },
    ],
    rows: shop.items.map((item) =>
      item.kind === 'coin'
        ? `${perDiamond(item.coins ?? 0, item.price)} a diamond`
        : item.kind === 'scratch'
          ? `returns ${percent(
              scratchReturnToPlayer(
                shop.scratchPrizes.filter((prize) => prize.card === item.id),
                item.price,
              ) / 10_000,
              1,
            )}`
          : `${formatExactPesos((item.price * 100) / DIAMONDS_PER_PESO)} at the shop’s rate`,
    ),
  }
}
