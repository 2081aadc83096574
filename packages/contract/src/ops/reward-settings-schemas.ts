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

/**
 * The schemas of the first reward areas (docs/decisions/098-reward-settings-editors.md): the spin
 * wheel, the jackpot, the daily sign-in, the VIP ladder, the points shop, the rebates and the
 * promotions. The server's *-settings.ts files read and write through them, and the console checks
 * every keystroke with them; their previews are in reward-settings-previews.ts.
 */

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
