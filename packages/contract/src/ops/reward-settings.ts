import { z } from 'zod'

import {
  AWARD_ITEM,
  awardListSchema,
  JACKPOT_TIERS,
  jackpotTierOf,
  type JackpotTier,
} from '../award-items.ts'
import { jackpotCellSchema, jackpotSectionSchema } from '../calls/jackpot.ts'
import { followChannelSchema, fundMilestoneSchema, tournamentPrizeSchema } from '../calls/promotions.ts'
import { SIGN_IN_CYCLE_DAYS, signInDaySchema } from '../calls/sign-in.ts'
import { SPIN_SECTORS, spinSectorSchema } from '../calls/spin.ts'
import { pointsShopItemSchema } from '../calls/points.ts'
import { rebateRatesSchema, vipLevelSchema } from '../calls/vip.ts'
import { JACKPOT } from '../constants.ts'
import { GAME_TYPES } from '../enums.ts'
import { formatExactPesos } from '../money.ts'
import { diamondShopPreview, diamondShopSettingsSchema } from './reward-settings-diamonds.ts'
import {
  inviteSpinPreview,
  inviteSpinSettingsSchema,
  lotteryPreview,
  lotterySettingsSchema,
  pkPeriodsSettingSchema,
  redBluePreview,
  taskListSchema,
  tasksPreview,
} from './reward-settings-more.ts'

export * from './reward-settings-diamonds.ts'
export * from './reward-settings-more.ts'

/**
 * The reward settings the console edits (docs/decisions/098-reward-settings-editors.md): each area's
 * schema (the server checks every save with it, the console every keystroke) and its preview, the
 * figures an operator sees before saving. Both sides compute the preview here, so they agree.
 */

// ---------------------------------------------------------------------------------------------------
// The schemas (the server's *-settings.ts files read and write through these).

/** The spin wheel (decision 042): the 8 sectors with their award and weight, and how spins are earned. */
export const spinSettingsSchema = z.object({
  sectors: z
    .array(spinSectorSchema)
    .length(SPIN_SECTORS)
    .refine((sectors) => sectors.reduce((sum, sector) => sum + sector.weight, 0) > 0, {
      message: 'The weights add up to more than 0',
    })
    .refine((sectors) => sectors.every((sector) => jackpotTierOf(sector.item.id) === undefined), {
      message: 'Jackpots are won on the jackpot grid, not the wheel',
    }),
  chances: z.object({
    /** Hundredths deposited in a Manila day per spin; 0 turns the rule off. */
    depositPerSpin: z.number().int().min(0).max(1_000_000_000_00),
    /** Spins for each task award claimed that day. */
    spinsPerTask: z.number().int().min(0).max(10),
    maxPerDay: z.number().int().min(1).max(100),
  }),
})
export type SpinSettings = z.infer<typeof spinSettingsSchema>

const tierRecord = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(JACKPOT_TIERS.map((tier) => [tier, value])) as Record<JackpotTier, T>)

/** The jackpot (decision 040): each pool's share of bets, its floor and cap, the grid and its odds. */
export const jackpotSettingsSchema = z
  .object({
    /** Basis points of each stake per tier; 0.5 % in all by default (decision 017). At most 5 % each. */
    shares: tierRecord(z.number().int().min(0).max(500)),
    sections: tierRecord(jackpotSectionSchema),
    cells: z.array(jackpotCellSchema).length(JACKPOT.drawCells),
    chances: z.object({
      /** Hundredths deposited in a Manila day per chance; 0 turns the rule off. */
      depositPerChance: z.number().int().min(0).max(1_000_000_000_00),
      /** Hundredths of valid turnover in a Manila day per chance; 0 turns the rule off. */
      turnoverPerChance: z.number().int().min(0).max(1_000_000_000_00),
      maxPerDay: z.number().int().min(1).max(100),
    }),
  })
  .superRefine((settings, context) => {
    const tiers = settings.cells.map((cell) => jackpotTierOf(cell.item.id))
    for (const tier of JACKPOT_TIERS)
      if (tiers.filter((found) => found === tier).length !== 1)
        context.addIssue({ code: 'custom', message: `The grid has the ${tier} jackpot in exactly one cell` })
    if (settings.cells.some((cell) => cell.item.id === AWARD_ITEM.jackpot))
      context.addIssue({ code: 'custom', message: 'The plain jackpot item 50000 is not a prize of the grid' })
    if (settings.cells.some((cell) => jackpotTierOf(cell.item.id) !== undefined && cell.item.count !== 1))
      context.addIssue({ code: 'custom', message: 'A jackpot cell gives one jackpot (count 1)' })
    if (settings.cells.reduce((sum, cell) => sum + cell.weight, 0) <= 0)
      context.addIssue({ code: 'custom', message: 'The weights add up to more than 0' })
  })
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>

/** The daily sign-in's seven awards (decision 030). */
export const signInDaysSchema = z
  .array(signInDaySchema)
  .length(SIGN_IN_CYCLE_DAYS)
  .refine((days) => days.every((entry, index) => entry.day === index + 1), {
    message: 'Days are 1 to 7, in order',
  })

/** The VIP ladder (decision 026): level 0 first, each level needing more experience than the one below. */
export const vipLadderSchema = z
  .array(vipLevelSchema)
  .min(1)
  .refine((levels) => levels.every((rung, index) => rung.level === index), {
    message: 'Levels are 0, 1, 2… in order',
  })
  .refine((levels) => levels[0]?.experience === 0, { message: 'Level 0 needs no experience' })
  .refine(
    (levels) =>
      levels.every((rung, index) => index === 0 || rung.experience > (levels[index - 1]?.experience ?? 0)),
    { message: 'Each level needs more experience than the one below' },
  )

/** The points shop (decision 028): what each item gives and costs in points. */
export const pointsShopSchema = z
  .array(pointsShopItemSchema)
  .max(20)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'Each shop item id once',
  })

/** Rebate rates per VIP level and game type, basis points (decision 027); entry n is level n. */
export const rebateRatesLadderSchema = z.array(rebateRatesSchema).min(1).max(50)

const uniqueBy = <T>(key: (item: T) => unknown, message: string) =>
  [(items: T[]) => new Set(items.map(key)).size === items.length, { message }] as const

/** What each promotion pays (decision 050), under `promotions.<name>`. */
export const PROMOTION_SCHEMAS = {
  signUp: z.object({
    award: awardListSchema,
    /** Days after registering that the bonus can be claimed. */
    claimDays: z.number().int().min(1).max(90),
  }),
  bank: z.object({ award: awardListSchema }),
  follow: z
    .array(followChannelSchema)
    .max(12)
    .refine(
      ...uniqueBy<z.infer<typeof followChannelSchema>>((channel) => channel.id, 'Two channels share an id'),
    ),
  fund: z
    .array(fundMilestoneSchema)
    .min(1)
    .max(20)
    .refine(...uniqueBy<z.infer<typeof fundMilestoneSchema>>((step) => step.id, 'Two milestones share an id'))
    .refine((steps) => steps.every((step, index) => step.deposit > (steps[index - 1]?.deposit ?? 0)), {
      message: 'Milestones go up in deposits',
    }),
  tournament: z
    .object({
      gameType: z.enum(GAME_TYPES),
      /** Hundredths of valid turnover a player needs in the week to win a prize. */
      minStake: z.number().int().min(0),
      prizes: z.array(tournamentPrizeSchema).min(1).max(20),
    })
    .refine(
      ({ prizes }) =>
        prizes.every(
          (prize, index) =>
            prize.fromRank <= prize.toRank && prize.fromRank === (prizes[index - 1]?.toRank ?? 0) + 1,
        ),
      { message: 'Prize ranks run from 1 without gaps or overlaps' },
    )
    .refine(({ prizes }) => (prizes.at(-1)?.toRank ?? 0) <= 100, { message: 'At most 100 prizes' }),
} as const

// ---------------------------------------------------------------------------------------------------
// The previews.

/** One figure of a preview: a label and its value as shown. */
export interface PreviewFigure {
  key: string
  label: string
  value: string
}

/** A preview: headline figures, and per row of the setting (a sector, a cell, a day…) a note. */
export interface RewardPreview {
  figures: PreviewFigure[]
  rows: string[]
}

const percent = (fraction: number, digits = 2) => `${(fraction * 100).toFixed(digits)} %`

/** Coins (hundredths) and points an award list pays. */
function itemValue(items: readonly { id: number; count: number }[]): { coins: number; points: number } {
  let coins = 0
  let points = 0
  for (const item of items) {
    if (item.id === AWARD_ITEM.coin) coins += item.count
    if (item.id === AWARD_ITEM.points) points += item.count
  }
  return { coins, points }
}

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

// ---------------------------------------------------------------------------------------------------
// The areas.

/**
 * When a saved change is in force: the next Manila midnight, the next Monday's (a week's tasks, the
 * tournament week), the next lottery draw opened (the server knows when the draw on sale closes), or
 * at once for areas whose rows are only read when a period or a purchase starts (red-versus-blue
 * periods not started yet, the diamond shop).
 */
export type RewardPeriod = 'manilaDay' | 'manilaWeek' | 'nextDraw' | 'atOnce'

export interface RewardArea<T> {
  title: string
  /** What the period is, for the console. */
  periodNote: string
  period: RewardPeriod
  schema: z.ZodType<T>
  preview(value: T): RewardPreview
}

function area<T>(spec: RewardArea<T>): RewardArea<T> {
  return spec
}

/** Every area the console edits, in menu order. */
export const REWARD_AREAS = {
  spin: area({
    title: 'Spin wheel',
    period: 'manilaDay',
    periodNote: 'Spins are earned per Manila day: a change is in force from the next Manila midnight.',
    schema: spinSettingsSchema,
    preview: spinPreview,
  }),
  jackpot: area({
    title: 'Jackpot',
    period: 'manilaDay',
    periodNote:
      'Draw chances are earned per Manila day: a change is in force from the next Manila midnight; each server takes new shares of bets from its first start after that.',
    schema: jackpotSettingsSchema,
    preview: jackpotPreview,
  }),
  signIn: area({
    title: 'Sign-in awards',
    period: 'manilaDay',
    periodNote: 'A player signs in once a Manila day: a change is in force from the next Manila midnight.',
    schema: signInDaysSchema,
    preview: signInPreview,
  }),
  rebate: area({
    title: 'Rebate rates',
    period: 'manilaDay',
    periodNote:
      'Rebates are computed per Manila day of turnover: a change is in force from the next Manila midnight, so a day is never paid at two rates.',
    schema: rebateRatesLadderSchema,
    preview: rebatePreview,
  }),
  vip: area({
    title: 'VIP ladder and gifts',
    period: 'manilaDay',
    periodNote:
      'Daily awards and levels are per Manila day: a change is in force from the next Manila midnight (a weekly award claimed after it pays the new amount).',
    schema: vipLadderSchema,
    preview: vipPreview,
  }),
  pointsShop: area({
    title: 'Points shop',
    period: 'manilaDay',
    periodNote: 'In force from the next Manila midnight: a day’s exchanges are all at one price.',
    schema: pointsShopSchema,
    preview: pointsShopPreview,
  }),
  signUp: area({
    title: 'Sign-up bonus',
    period: 'manilaDay',
    periodNote: 'In force from the next Manila midnight: a claim is judged by the bonus of its day.',
    schema: PROMOTION_SCHEMAS.signUp,
    preview: signUpPreview,
  }),
  bank: area({
    title: 'Account gift',
    period: 'manilaDay',
    periodNote: 'In force from the next Manila midnight.',
    schema: PROMOTION_SCHEMAS.bank,
    preview: bankPreview,
  }),
  follow: area({
    title: 'Follow rewards',
    period: 'manilaDay',
    periodNote: 'In force from the next Manila midnight.',
    schema: PROMOTION_SCHEMAS.follow,
    preview: followPreview,
  }),
  fund: area({
    title: 'Growth fund',
    period: 'manilaDay',
    periodNote: 'In force from the next Manila midnight; milestones already claimed stay claimed.',
    schema: PROMOTION_SCHEMAS.fund,
    preview: fundPreview,
  }),
  tournament: area({
    title: 'Slots tournament',
    period: 'manilaWeek',
    periodNote:
      'The tournament runs Monday to Sunday (Manila): a change is in force from the next Monday, so a running week keeps its prizes.',
    schema: PROMOTION_SCHEMAS.tournament,
    preview: tournamentPreview,
  }),
  tasks: area({
    title: 'Tasks',
    period: 'manilaWeek',
    periodNote:
      'Weekly tasks count Monday to Sunday (Manila): a change is in force from the next Monday, so a week’s daily and weekly tasks are one list.',
    schema: taskListSchema,
    preview: tasksPreview,
  }),
  lottery: area({
    title: 'Lottery',
    period: 'nextDraw',
    periodNote:
      'A draw keeps the prices, limit and prizes it opened with: a change is in force from the next draw opened, after the draw on sale.',
    schema: lotterySettingsSchema,
    preview: lotteryPreview,
  }),
  redBlue: area({
    title: 'Red versus blue',
    period: 'atOnce',
    periodNote:
      'The periods not started yet, in order, in force at once; the running period is never changed. A period players already joined keeps its days.',
    schema: pkPeriodsSettingSchema,
    preview: redBluePreview,
  }),
  inviteSpin: area({
    title: 'Invite spin',
    period: 'manilaDay',
    periodNote:
      'In force from the next Manila midnight; a running campaign keeps the target, time limit, wheels and click rules it started with (decision 109).',
    schema: inviteSpinSettingsSchema,
    preview: inviteSpinPreview,
  }),
  diamondShop: area({
    title: 'Diamond shop',
    period: 'atOnce',
    periodNote:
      'In force at once: a purchase is priced when it is made. Items are never deleted (orders name them): take one off sale instead.',
    schema: diamondShopSettingsSchema,
    preview: diamondShopPreview,
  }),
} as const

export type RewardAreaName = keyof typeof REWARD_AREAS
export const REWARD_AREA_NAMES = Object.keys(REWARD_AREAS) as RewardAreaName[]

/** An area's preview of a value its schema accepts. */
export function previewOf(name: RewardAreaName, value: unknown): RewardPreview {
  const spec = REWARD_AREAS[name] as RewardArea<unknown>
  return spec.preview(value)
}

/** The next Manila midnight after `at` (Manila is UTC+8 all year). */
export function nextManilaMidnight(at: Date): Date {
  const manila = new Date(at.getTime() + 8 * 3_600_000)
  const next = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + 1)
  return new Date(next - 8 * 3_600_000)
}

/** The next Manila Monday midnight after `at`. */
export function nextManilaMonday(at: Date): Date {
  const midnight = nextManilaMidnight(at)
  // The Manila weekday of that midnight (0 Sunday … 6 Saturday).
  const weekday = new Date(midnight.getTime() + 8 * 3_600_000).getUTCDay()
  return new Date(midnight.getTime() + ((8 - weekday) % 7) * 86_400_000)
}

/** When a change saved at `at` is in force, by the area's period. */
export function periodStart(period: RewardPeriod, at: Date): Date {
  if (period === 'manilaWeek') return nextManilaMonday(at)
  if (period === 'manilaDay') return nextManilaMidnight(at)
  // nextDraw: the server answers the draw on sale's time; atOnce: now.
  return at
}

export const rewardPreviewSchema = z.object({
  figures: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  rows: z.array(z.string()),
})
