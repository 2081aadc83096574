/** Award item ids (SPEC.md §3) and the kind each id belongs to. */

import { z } from 'zod'

export type AwardKind =
  'coupon' | 'lotteryCoupon' | 'coin' | 'points' | 'liveness' | 'diamond' | 'jackpot' | 'newYear' | 'lottery'

type Range = readonly [from: number, to: number]

export const AWARD_ITEM_RANGES: Record<AwardKind, readonly Range[]> = {
  coupon: [
    [1001, 1099],
    [1201, 1299],
    [1301, 1399],
    [100001, 100005],
  ],
  lotteryCoupon: [[110001, 110005]],
  coin: [[2001, 2001]],
  points: [[2002, 2002]],
  liveness: [[4001, 4001]],
  diamond: [[60001, 60001]],
  jackpot: [[50000, 50004]],
  newYear: [[40001, 40004]],
  lottery: [[80001, 80003]],
}

export const AWARD_ITEM = {
  coin: 2001,
  points: 2002,
  liveness: 4001,
  diamond: 60001,
  jackpot: 50000,
  jackpotMega: 50001,
  jackpotMajor: 50002,
  jackpotMinor: 50003,
  jackpotMini: 50004,
} as const

export type JackpotTier = 'mega' | 'major' | 'minor' | 'mini'
export const JACKPOT_TIERS: readonly JackpotTier[] = ['mega', 'major', 'minor', 'mini']

const JACKPOT_TIER_BY_ID: Record<number, JackpotTier> = {
  [AWARD_ITEM.jackpotMega]: 'mega',
  [AWARD_ITEM.jackpotMajor]: 'major',
  [AWARD_ITEM.jackpotMinor]: 'minor',
  [AWARD_ITEM.jackpotMini]: 'mini',
}

/** The kind of an award item id, or undefined when the id is in no known range. */
export function classifyAwardItem(id: number): AwardKind | undefined {
  for (const [kind, ranges] of Object.entries(AWARD_ITEM_RANGES) as [AwardKind, readonly Range[]][]) {
    if (ranges.some(([from, to]) => id >= from && id <= to)) return kind
  }
  return undefined
}

/** The jackpot tier an award id pays, or undefined for the plain jackpot id and every other id. */
export function jackpotTierOf(id: number): JackpotTier | undefined {
  return JACKPOT_TIER_BY_ID[id]
}

/** Where awards come from (docs/decisions/024-rewards-core.md); /reward/record shows it per row. */
export const AWARD_SOURCES = [
  'vip',
  'rebate',
  'task',
  'sign-in',
  'mail',
  'activity',
  'draw',
  'operator',
  'points',
  'agent',
  'diamonds',
  'lottery',
  // Decision 110: a jackpot tier's win (paid from its pool), a spin-wheel prize, and an operator's or
  // staff member's cash credit (paid from the adjustments account) are awards like the others.
  'jackpot',
  'wheel',
  'credit',
] as const
export type AwardSource = (typeof AWARD_SOURCES)[number]

/** At most this many different items in one grant (a journal has at most 16 postings). */
export const MAX_AWARD_ITEMS = 8
/** The most of one item a grant gives: coins in hundredths (₱10 million), other items in units. */
export const MAX_AWARD_COUNT = 1_000_000_000

/** One award: an item id of SPEC.md §3 and how many (coin 2001 counts hundredths of a peso). */
export const awardItemSchema = z.object({
  id: z
    .number()
    .int()
    .refine((id) => classifyAwardItem(id) !== undefined, { message: 'Not an award item id (SPEC.md §3)' }),
  count: z.number().int().positive().max(MAX_AWARD_COUNT),
})
export type AwardItem = z.infer<typeof awardItemSchema>

/** What a claim answers: the items granted, for the reward popup, and the coins of them held. */
export const claimAnswerSchema = z.object({
  items: z.array(awardItemSchema).describe('What was granted: the reward popup lists it.'),
  heldCoins: z.number().int().describe('Coins of it waiting for the first deposit.'),
})

/** What one configured award pays (a sign-in day, a task): 1 to MAX_AWARD_ITEMS items, each id once. */
export const awardListSchema = z
  .array(awardItemSchema)
  .min(1)
  .max(MAX_AWARD_ITEMS)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'An item appears twice; add its counts',
  })

/** The items of several grants as one list, counts added per item id, sorted by id (a claim of many grants). */
export function mergeAwardItems(lists: readonly (readonly AwardItem[])[]): AwardItem[] {
  const counts = new Map<number, number>()
  for (const item of lists.flat()) counts.set(item.id, (counts.get(item.id) ?? 0) + item.count)
  return [...counts].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, count }))
}

/** The items an operator configures most, by id, as the console names them. */
export const AWARD_ITEM_NAMES: Readonly<Record<number, string>> = {
  [AWARD_ITEM.coin]: 'Bonus coins',
  [AWARD_ITEM.points]: 'Points',
  [AWARD_ITEM.liveness]: 'Liveness',
  [AWARD_ITEM.diamond]: 'Diamonds',
  [AWARD_ITEM.jackpot]: 'Jackpot',
  [AWARD_ITEM.jackpotMega]: 'Mega jackpot',
  [AWARD_ITEM.jackpotMajor]: 'Major jackpot',
  [AWARD_ITEM.jackpotMinor]: 'Minor jackpot',
  [AWARD_ITEM.jackpotMini]: 'Mini jackpot',
  80001: 'Lottery product 1',
  80002: 'Lottery product 2',
  80003: 'Lottery product 3',
}

const KIND_NAMES: Record<AwardKind, string> = {
  coupon: 'Coupon',
  lotteryCoupon: 'Lottery coupon',
  coin: 'Bonus coins',
  points: 'Points',
  liveness: 'Liveness',
  diamond: 'Diamonds',
  jackpot: 'Jackpot',
  newYear: 'New Year item',
  lottery: 'Lottery product',
}

/** An item's name for the console: its own, else its kind's with the id ("Coupon 1001"). */
export function awardItemName(id: number): string {
  const own = AWARD_ITEM_NAMES[id]
  if (own) return own
  const kind = classifyAwardItem(id)
  return kind ? `${KIND_NAMES[kind]} ${id}` : `Item ${id}`
}
