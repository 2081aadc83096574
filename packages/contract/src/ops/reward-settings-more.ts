import { z } from 'zod'

import { AWARD_ITEM } from '../award-items.ts'
import { inviteSpinSectorSchema, type InviteSpinSector } from '../calls/invite-spin.ts'
import { LOTTERY_MAX_PER_ORDER, lotteryPrizeSchema } from '../calls/lottery.ts'
import { taskSchema } from '../calls/tasks.ts'
import { formatExactPesos } from '../money.ts'
import { itemValue, type RewardPreview } from './reward-preview.ts'

/**
 * The second half of the reward areas (docs/decisions/103-more-reward-settings-editors.md): tasks,
 * the lottery, red-versus-blue periods and the invite spin (the diamond shop:
 * reward-settings-diamonds.ts). As in
 * reward-settings.ts, each schema is the one the server and its CLI check with, and each preview is
 * computed the same way by the console (as the operator types) and the server.
 */

const paysText = (value: { coins: number; points: number }) =>
  [value.coins > 0 && formatExactPesos(value.coins), value.points > 0 && `${value.points} points`]
    .filter(Boolean)
    .join(' + ') || 'nothing'

// ---------------------------------------------------------------------------------------------------
// Tasks (decision 031).

/** The task centre's tasks; a task's id is part of its claim key, so ids are never shared. */
export const taskListSchema = z
  .array(taskSchema)
  .max(60)
  .refine((tasks) => new Set(tasks.map((task) => task.id)).size === tasks.length, {
    message: 'Each task needs its own id',
  })

/** Tasks: what a player can earn a day, a week, and once as a newcomer. */
export function tasksPreview(tasks: z.infer<typeof taskListSchema>): RewardPreview {
  const of = (group: string) =>
    itemValue(tasks.filter((task) => task.group === group).flatMap((task) => task.award))
  const daily = of('daily')
  const weekly = of('weekly')
  return {
    figures: [
      { key: 'daily', label: 'Most a player earns a day (daily tasks)', value: paysText(daily) },
      { key: 'weekly', label: 'Most a player earns a week (weekly tasks)', value: paysText(weekly) },
      {
        key: 'week',
        label: 'A full week in all (7 days of daily tasks and the weekly ones)',
        value: paysText({ coins: daily.coins * 7 + weekly.coins, points: daily.points * 7 + weekly.points }),
      },
      { key: 'newcomer', label: 'Newcomer tasks pay once', value: paysText(of('newcomer')) },
    ],
    rows: tasks.map((task) => paysText(itemValue(task.award))),
  }
}

// ---------------------------------------------------------------------------------------------------
// The lottery (decision 053).

/** The most prize slots one draw may have: every winner is paid in the draw's one transaction. */
export const MAX_PRIZE_SLOTS = 100

export const lotterySettingsSchema = z
  .object({
    /** The Manila hour (0–23) of the daily draw; sales close then. */
    drawHour: z.number().int().min(0).max(23),
    couponPrice: z.number().int().min(1).max(100),
    /** Null: tickets are sold for coupons only. */
    pointsPrice: z.number().int().min(1).max(1_000_000).nullable(),
    maxTicketsPerPlayer: z
      .number()
      .int()
      .min(1)
      .max(10 * LOTTERY_MAX_PER_ORDER),
    prizes: z.array(lotteryPrizeSchema).min(1).max(3),
  })
  .refine(({ prizes }) => new Set(prizes.map((prize) => prize.productId)).size === prizes.length, {
    message: 'Each lottery product is one prize',
  })
  .refine(({ prizes }) => prizes.reduce((sum, prize) => sum + prize.winners, 0) <= MAX_PRIZE_SLOTS, {
    message: `At most ${MAX_PRIZE_SLOTS} winners a draw`,
  })
export type LotterySettings = z.infer<typeof lotterySettingsSchema>

/** The lottery: the ticket's price against what a draw pays, in all and per ticket at a few sales. */
export function lotteryPreview(settings: LotterySettings): RewardPreview {
  let coins = 0
  let goods = 0
  let winners = 0
  for (const prize of settings.prizes) {
    winners += prize.winners
    coins += itemValue(prize.items).coins * prize.winners
    goods +=
      prize.items.filter((item) => item.id !== AWARD_ITEM.coin && item.id !== AWARD_ITEM.points).length *
      prize.winners
  }
  const price = `${settings.couponPrice} coupon${settings.couponPrice === 1 ? '' : 's'}${
    settings.pointsPrice === null ? '' : ` or ${settings.pointsPrice} points`
  }`
  return {
    figures: [
      { key: 'price', label: 'A ticket costs', value: price },
      { key: 'drawAt', label: 'Draw (Manila)', value: `${String(settings.drawHour).padStart(2, '0')}:00` },
      { key: 'winners', label: 'Winners a draw', value: String(winners) },
      {
        key: 'cost',
        label: 'Prize cost a draw',
        value: `${formatExactPesos(coins)} bonus coins${goods > 0 ? ` + ${goods} goods` : ''}`,
      },
      {
        key: 'perTicket',
        label: 'Expected bonus coins a ticket at 100 / 1,000 tickets sold',
        value: `${formatExactPesos(Math.round(coins / 100))} / ${formatExactPesos(Math.round(coins / 1_000))}`,
      },
      {
        key: 'pointsPerPeso',
        label: 'Points taken in per peso of prize coins at 1,000 tickets',
        value:
          settings.pointsPrice === null || coins === 0
            ? '—'
            : ((settings.pointsPrice * 1_000) / (coins / 100)).toFixed(1),
      },
    ],
    rows: settings.prizes.map((prize) => {
      const each = itemValue(prize.items).coins
      return each > 0
        ? `${prize.winners} × ${formatExactPesos(each)} = ${formatExactPesos(each * prize.winners)}`
        : `${prize.winners} × goods`
    }),
  }
}

// ---------------------------------------------------------------------------------------------------
// Red versus blue (decision 054): the periods not started yet (the running one is never edited).

/** A calendar day as YYYY-MM-DD that exists (not 2026-02-31: the database would refuse it). */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD')
  .refine(
    (day) => {
      const at = Date.parse(`${day}T00:00:00Z`)
      return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day
    },
    { message: 'Not a day of the calendar' },
  )

export const pkPeriodSettingSchema = z
  .object({
    startsOn: daySchema,
    endsOn: daySchema,
    /** Bonus coins the winning camp shares, hundredths. */
    pool: z.number().int().min(1).max(100_000_000_00),
    /** Hundredths of valid turnover a member needs to share the pool. */
    minContribution: z.number().int().min(0).max(100_000_000_00),
  })
  .refine((period) => period.endsOn >= period.startsOn, { message: 'The last day comes before the first' })

export const pkPeriodsSettingSchema = z
  .array(pkPeriodSettingSchema)
  .max(26)
  .refine(
    (periods) => periods.every((period, index) => period.startsOn > (periods[index - 1]?.endsOn ?? '')),
    { message: 'Periods are in order and never overlap' },
  )

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

/** Red versus blue: the periods scheduled, their pools in all and a day. */
export function redBluePreview(periods: z.infer<typeof pkPeriodsSettingSchema>): RewardPreview {
  const pools = periods.reduce((sum, period) => sum + period.pool, 0)
  const days = periods.reduce((sum, period) => sum + dayCount(period.startsOn, period.endsOn), 0)
  return {
    figures: [
      { key: 'periods', label: 'Periods scheduled', value: String(periods.length) },
      { key: 'pools', label: 'Pools in all', value: formatExactPesos(pools) },
      {
        key: 'perDay',
        label: 'Pool a day, on average',
        value: days > 0 ? formatExactPesos(Math.round(pools / days)) : '—',
      },
      { key: 'last', label: 'Scheduled until', value: periods.at(-1)?.endsOn ?? '—' },
    ],
    rows: periods.map((period) => {
      const length = dayCount(period.startsOn, period.endsOn)
      return `${length} day${length === 1 ? '' : 's'}, ${formatExactPesos(Math.round(period.pool / length))} a day`
    }),
  }
}

// ---------------------------------------------------------------------------------------------------
// The invite spin (decision 058).

const wheelSchema = z
  .array(inviteSpinSectorSchema)
  .min(2)
  .max(12)
  .refine((sectors) => sectors.some((sector) => sector.weight > 0), {
    message: 'At least one sector has a weight over 0',
  })

/** The least a wheel can add: its smallest sector that can come up. */
export function leastOf(wheel: readonly InviteSpinSector[]): number {
  return Math.min(...wheel.filter((sector) => sector.weight > 0).map((sector) => sector.amount))
}

/**
 * Valid invites that always reach the target after the first spin, whatever the spins draw: what the
 * least first spin leaves, over the least an invite's spins add. Clicks only ever bring it sooner.
 */
export function invitesToReach(settings: {
  target: number
  spinsPerInvite: number
  sectors: Record<'start' | 'invite', readonly InviteSpinSector[]>
}): number {
  const left = Math.max(0, settings.target - leastOf(settings.sectors.start))
  return Math.ceil(left / (leastOf(settings.sectors.invite) * settings.spinsPerInvite))
}

export const inviteSpinSettingsSchema = z
  .object({
    /** Hundredths to reach; paid as bonus coins on exchange. */
    target: z.number().int().min(1_00).max(100_000_00),
    /** The time limit from the first spin. */
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    spinsPerInvite: z.number().int().min(1).max(10),
    /** Clicks that count per campaign, and from one network address. */
    clickSpinsMax: z.number().int().min(0).max(100),
    clicksPerIpMax: z.number().int().min(1).max(100),
    sectors: z.object({ start: wheelSchema, invite: wheelSchema, click: wheelSchema }),
  })
  .refine((settings) => invitesToReach(settings) <= 20, {
    message: 'The target must be reachable with at most 20 valid invites after the first spin',
  })
export type InviteSpinSettings = z.infer<typeof inviteSpinSettingsSchema>

function expectedOf(wheel: readonly InviteSpinSector[]): number {
  const total = wheel.reduce((sum, sector) => sum + sector.weight, 0)
  return total > 0 ? wheel.reduce((sum, sector) => sum + sector.amount * sector.weight, 0) / total : 0
}

/** The invite spin: the promise shown to players, and what each kind of spin adds on average. */
export function inviteSpinPreview(settings: InviteSpinSettings): RewardPreview {
  const start = expectedOf(settings.sectors.start)
  const invite = expectedOf(settings.sectors.invite) * settings.spinsPerInvite
  return {
    figures: [
      { key: 'target', label: 'A finished campaign pays', value: formatExactPesos(settings.target) },
      {
        key: 'invites',
        label: 'Valid invites that always reach it (the promise shown)',
        value: String(invitesToReach(settings)),
      },
      {
        key: 'expectedInvites',
        label: 'Valid invites needed on average',
        value: invite > 0 ? (Math.max(0, settings.target - start) / invite).toFixed(1) : '—',
      },
      { key: 'start', label: 'The first spin adds on average', value: formatExactPesos(Math.round(start)) },
      {
        key: 'clicks',
        label: 'Clicks add at most (on average)',
        value: formatExactPesos(Math.round(expectedOf(settings.sectors.click) * settings.clickSpinsMax)),
      },
    ],
    rows: [],
  }
}
