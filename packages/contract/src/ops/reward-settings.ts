import { z } from 'zod'

import type { RewardPreview } from './reward-preview.ts'
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
import {
  bankPreview,
  followPreview,
  fundPreview,
  jackpotPreview,
  pointsShopPreview,
  rebatePreview,
  signInPreview,
  signUpPreview,
  spinPreview,
  tournamentPreview,
  vipPreview,
} from './reward-settings-previews.ts'
import {
  jackpotSettingsSchema,
  pointsShopSchema,
  PROMOTION_SCHEMAS,
  rebateRatesLadderSchema,
  signInDaysSchema,
  spinSettingsSchema,
  vipLadderSchema,
} from './reward-settings-schemas.ts'

export type { PreviewFigure, RewardPreview } from './reward-preview.ts'
export * from './reward-settings-diamonds.ts'
export * from './reward-settings-more.ts'
export * from './reward-settings-previews.ts'
export * from './reward-settings-schemas.ts'

/**
 * The reward settings the console edits (docs/decisions/098-reward-settings-editors.md): each area's
 * schema (the server checks every save with it, the console every keystroke) and its preview, the
 * figures an operator sees before saving, brought together as REWARD_AREAS with when a saved change
 * is in force. Both sides compute the preview from here, so they agree. The schemas and previews live
 * beside this file: reward-settings-schemas.ts and reward-settings-previews.ts for the first areas,
 * reward-settings-more.ts and reward-settings-diamonds.ts for the later ones.
 */

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
