import type { z } from 'zod'

import { JACKPOT_TIERS, jackpotTierOf, type JackpotTier } from '../award-items.ts'
import { GAME_TYPES } from '../enums.ts'
import { formatExactPesos } from '../money.ts'
import { itemValue, percent, type RewardPreview } from './reward-preview.ts'
import type {
  JackpotSettings,
  pointsShopSchema,
  PROMOTION_SCHEMAS,
  rebateRatesLadderSchema,
  signInDaysSchema,
  SpinSettings,
  vipLadderSchema,
} from './reward-settings-schemas.ts'

/**
 * The previews of the first reward areas (docs/decisions/098-reward-settings-editors.md): the figures
 * an operator sees before saving, and a note per row. The console computes them as the operator
 * types, the server when it answers a save, so both agree.
 */

/** Each weight's odds (weight / the sum); all 0 when the sum is 0. */
export function oddsOf(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return weights.map((weight) => (total > 0 ? weight / total : 0))
}

/**
 * The wheel: each sector's odds, the expected bonus coins and points one spin pays (its cost), and the
 * RTP of the spins earned by deposits: the expected coins of a spin over the deposit that earns it.
 */
export function spinPreview(settings: SpinSettings): RewardPreview {
  const odds = oddsOf(settings.sectors.map((sector) => sector.weight))
  let coins = 0
  let points = 0
  settings.sectors.forEach((sector, index) => {
    const value = itemValue([sector.item])
    coins += value.coins * (odds[index] ?? 0)
    points += value.points * (odds[index] ?? 0)
  })
  const deposit = settings.chances.depositPerSpin
  return {
    figures: [
      { key: 'cost', label: 'Expected cost per spin', value: formatExactPesos(Math.round(coins)) },
      { key: 'points', label: 'Expected points per spin', value: points.toFixed(1) },
      {
        key: 'rtp',
        label: 'RTP (bonus coins per peso deposited for a spin)',
        value: deposit > 0 ? percent(coins / deposit) : 'no spins for deposits',
      },
      {
        key: 'dailyCap',
        label: 'Most a player can cost a day (expected)',
        value: formatExactPesos(Math.round(coins * settings.chances.maxPerDay)),
      },
    ],
    rows: odds.map((chance) => percent(chance, 4)),
  }
}

/**
 * The jackpot: what each ₱100 bet puts in each pool and in all, each cell's odds, the odds of each
 * tier and the expected bonus coins one draw pays outside the jackpots.
 */
export function jackpotPreview(settings: JackpotSettings): RewardPreview {
  const odds = oddsOf(settings.cells.map((cell) => cell.weight))
  const per100 = (bp: number) => formatExactPesos(Math.round((100_00 * bp) / 10_000))
  const totalBp = JACKPOT_TIERS.reduce((sum, tier) => sum + settings.shares[tier], 0)
  let coins = 0
  settings.cells.forEach((cell, index) => {
    coins += itemValue([cell.item]).coins * (odds[index] ?? 0)
  })
  const tierOdds = (tier: JackpotTier) =>
    settings.cells.reduce(
      (sum, cell, index) => sum + (jackpotTierOf(cell.item.id) === tier ? (odds[index] ?? 0) : 0),
      0,
    )
  return {
    figures: [
      { key: 'per100', label: 'Contribution per ₱100 bet', value: per100(totalBp) },
      ...JACKPOT_TIERS.map((tier) => ({
        key: `per100.${tier}`,
        label: `${tier}: per ₱100 bet · odds a draw`,
        value: `${per100(settings.shares[tier])} · ${percent(tierOdds(tier), 3)}`,
      })),
      { key: 'drawCost', label: 'Expected bonus coins per draw', value: formatExactPesos(Math.round(coins)) },
    ],
    rows: odds.map((chance) => percent(chance, 4)),
  }
}

/** The sign-in: what a full week of sign-ins pays. */
export function signInPreview(days: z.infer<typeof signInDaysSchema>): RewardPreview {
  const all = itemValue(days.flatMap((day) => day.award))
  return {
    figures: [
      { key: 'weekCoins', label: 'A full week pays (bonus coins)', value: formatExactPesos(all.coins) },
      { key: 'weekPoints', label: 'A full week pays (points)', value: String(all.points) },
    ],
    rows: days.map((day) => {
      const value = itemValue(day.award)
      return `${formatExactPesos(value.coins)} · ${value.points} points`
    }),
  }
}

/** The rebates: the lowest and highest rate, and per level what ₱10,000 of slots turnover pays back. */
export function rebatePreview(ladder: z.infer<typeof rebateRatesLadderSchema>): RewardPreview {
  const rates = ladder.flatMap((level) => GAME_TYPES.map((type) => level[type] ?? 0))
  const per10k = (bp: number) => formatExactPesos(Math.round((10_000_00 * bp) / 10_000))
  return {
    figures: [
      { key: 'levels', label: 'Levels', value: String(ladder.length) },
      { key: 'lowest', label: 'Lowest rate', value: percent(Math.min(...rates) / 10_000) },
      { key: 'highest', label: 'Highest rate', value: percent(Math.max(...rates) / 10_000) },
    ],
    rows: ladder.map((level) => `₱10,000 of slots pays ${per10k(level.slots ?? 0)}`),
  }
}

type Awards = readonly { id: number; count: number }[]

/** The VIP ladder: the turnover to the top, the level-up gifts on the way, a week of the top's awards. */
export function vipPreview(ladder: z.infer<typeof vipLadderSchema>): RewardPreview {
  const gifts = itemValue(ladder.flatMap((rung) => rung.levelUpAward))
  const top = ladder.at(-1)
  return {
    figures: [
      { key: 'levels', label: 'Levels', value: String(ladder.length - 1) },
      {
        key: 'toTop',
        label: 'Valid turnover to reach the top level',
        value: formatExactPesos((top?.experience ?? 0) * 100),
      },
      {
        key: 'gifts',
        label: 'Level-up gifts on the way (bonus coins)',
        value: formatExactPesos(gifts.coins),
      },
      {
        key: 'giftShare',
        label: 'Gifts as a share of that turnover',
        value: top && top.experience > 0 ? percent(gifts.coins / (top.experience * 100), 3) : '—',
      },
    ],
    rows: ladder.map(
      (rung) =>
        `gift ${paysText(rung.levelUpAward) || '—'}; week ${paysText(rung.weeklyAward) || '—'}; day ${paysText(rung.dailyAward) || '—'}`,
    ),
  }
}

/** The points shop: what a point is worth at each item, best and worst. */
export function pointsShopPreview(shop: z.infer<typeof pointsShopSchema>): RewardPreview {
  const rates = shop.map((item) => (item.points > 0 ? item.award.count / item.points : 0))
  return {
    figures: [
      { key: 'items', label: 'Items', value: String(shop.length) },
      {
        key: 'best',
        label: 'A point is worth at most',
        value: rates.length > 0 ? formatExactPesos(Math.round(Math.max(...rates))) : '—',
      },
      {
        key: 'worst',
        label: 'A point is worth at least',
        value: rates.length > 0 ? formatExactPesos(Math.round(Math.min(...rates))) : '—',
      },
    ],
    rows: shop.map(
      (item) => `${(item.award.count / 100 / Math.max(item.points, 1)).toFixed(3)} pesos a point`,
    ),
  }
}

const paysText = (items: Awards) => {
  const value = itemValue(items)
  return [value.coins > 0 && formatExactPesos(value.coins), value.points > 0 && `${value.points} points`]
    .filter(Boolean)
    .join(' + ')
}

/** The sign-up bonus: what it pays and for how long it can be claimed. */
export function signUpPreview(value: z.infer<(typeof PROMOTION_SCHEMAS)['signUp']>): RewardPreview {
  return {
    figures: [
      { key: 'pays', label: 'Each new player can claim', value: paysText(value.award) || 'nothing' },
      { key: 'claimDays', label: 'Claimable for', value: `${value.claimDays} days after registering` },
    ],
    rows: [],
  }
}

/** The receiving-account gift: what it pays once per account. */
export function bankPreview(value: z.infer<(typeof PROMOTION_SCHEMAS)['bank']>): RewardPreview {
  return {
    figures: [
      { key: 'pays', label: 'Each player can claim once', value: paysText(value.award) || 'nothing' },
    ],
    rows: [],
  }
}

/** Following channels: what each pays and what a player following them all gets. */
export function followPreview(value: z.infer<(typeof PROMOTION_SCHEMAS)['follow']>): RewardPreview {
  return {
    figures: [
      { key: 'channels', label: 'Channels', value: String(value.length) },
      {
        key: 'all',
        label: 'A player following every channel gets',
        value: paysText(value.flatMap((channel) => channel.award)) || 'nothing',
      },
    ],
    rows: value.map((channel) => paysText(channel.award)),
  }
}

/** The growth fund: what it pays in all, and at each milestone what share of the deposits it gives back. */
export function fundPreview(value: z.infer<(typeof PROMOTION_SCHEMAS)['fund']>): RewardPreview {
  const all = itemValue(value.flatMap((step) => step.award))
  const top = value.at(-1)?.deposit ?? 0
  return {
    figures: [
      { key: 'total', label: 'A player reaching every milestone gets', value: formatExactPesos(all.coins) },
      {
        key: 'share',
        label: 'Back on the top milestone’s deposits',
        value: top > 0 ? percent(all.coins / top) : '—',
      },
    ],
    rows: value.map(
      (step) => `${percent(itemValue(step.award).coins / step.deposit)} of ${formatExactPesos(step.deposit)}`,
    ),
  }
}

/** The weekly tournament: the week's prize pool and places paid. */
export function tournamentPreview(value: z.infer<(typeof PROMOTION_SCHEMAS)['tournament']>): RewardPreview {
  let pool = 0
  for (const prize of value.prizes) pool += itemValue(prize.award).coins * (prize.toRank - prize.fromRank + 1)
  return {
    figures: [
      { key: 'pool', label: 'Prize pool a week', value: formatExactPesos(pool) },
      { key: 'places', label: 'Places paid', value: String(value.prizes.at(-1)?.toRank ?? 0) },
      { key: 'minStake', label: 'Turnover a winner needs', value: formatExactPesos(value.minStake) },
    ],
    rows: value.prizes.map((prize) => {
      const each = itemValue(prize.award).coins
      return `${formatExactPesos(each)} each, ${formatExactPesos(each * (prize.toRank - prize.fromRank + 1))} in all`
    }),
  }
}
