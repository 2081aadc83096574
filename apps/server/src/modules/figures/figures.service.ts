import {
  FIGURES_TOP_GAMES,
  type FiguresPeriod,
  type FiguresResponse,
  type FiguresTotals,
} from '@panalo/contract/ops/calls/figures'
import { sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { addDays, manilaDay, manilaMidnight } from '../../platform/manila-time.ts'
import { computeDayFigures, type DayFigures } from './figures-rollup.service.ts'

/** The daily rollup job's entry point, for modules/jobs (which may import only this surface). */

type Row = Record<string, unknown>
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

/**
 * Runs a read of many index probes with JIT compilation off: the planner's cost of 60,000 probes of a
 * month's cohort passes jit_above_cost, and compiling took longer than the probes (bench:figures).
 */
async function withoutJit(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    return rows(tx, query)
  })
}
const num = (value: unknown) => Number(value ?? 0)

/** The first and last day of the period that holds `day`, and of the period before it. */
export function periodDays(
  period: FiguresPeriod,
  from: string,
  to?: string,
): { from: string; to: string; previousFrom: string; previousTo: string } {
  switch (period) {
    case 'day':
      return { from, to: from, previousFrom: addDays(from, -1), previousTo: addDays(from, -1) }
    case 'week': {
      const monday = addDays(from, -((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7))
      return {
        from: monday,
        to: addDays(monday, 6),
        previousFrom: addDays(monday, -7),
        previousTo: addDays(monday, -1),
      }
    }
    case 'month': {
      const first = `${from.slice(0, 7)}-01`
      const next = new Date(`${first}T00:00:00Z`)
      next.setUTCMonth(next.getUTCMonth() + 1)
      const previous = new Date(`${first}T00:00:00Z`)
      previous.setUTCMonth(previous.getUTCMonth() - 1)
      return {
        from: first,
        to: addDays(next.toISOString().slice(0, 10), -1),
        previousFrom: previous.toISOString().slice(0, 10),
        previousTo: addDays(first, -1),
      }
    }
    case 'range': {
      const last = to ?? from
      const length = Math.round((Date.parse(last) - Date.parse(from)) / 86_400_000) + 1
      return { from, to: last, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) }
    }
  }
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/**
 * A period's days: the closed ones from the rollup (figures_days and its game and bonus rows), today
 * and any closed day the job has not written yet computed live; days after today are left out.
 */
export async function readDays(db: Db, from: string, to: string, today: string) {
  const last = to < today ? to : today
  if (from > last) return { days: [] as (DayFigures & { rolledUp: boolean })[] }
  const stored = await rows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, deposits, deposit_sum, withdrawals, withdrawal_sum, rounds,
               stake, win, bonus_cost, active_players, new_players, first_depositors, visitors
          from figures_days where day between ${from}::date and ${last}::date and day < ${today}::date`,
  )
  const games = await rows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, game_id, rounds, stake, win from figures_game_days
         where day between ${from}::date and ${last}::date and day < ${today}::date`,
  )
  const bonuses = await rows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, source, grants, amount from figures_bonus_days
         where day between ${from}::date and ${last}::date and day < ${today}::date`,
  )
  const attributed = await rows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, source, first_depositors from figures_ftd_days
         where day between ${from}::date and ${last}::date and day < ${today}::date`,
  )
  const byDay = new Map<string, DayFigures & { rolledUp: boolean }>()
  for (const row of stored) {
    byDay.set(String(row.day), {
      day: String(row.day),
      deposits: num(row.deposits),
      depositSum: num(row.deposit_sum),
      withdrawals: num(row.withdrawals),
      withdrawalSum: num(row.withdrawal_sum),
      rounds: num(row.rounds),
      stake: num(row.stake),
      win: num(row.win),
      bonusCost: num(row.bonus_cost),
      activePlayers: num(row.active_players),
      newPlayers: num(row.new_players),
      firstDepositors: num(row.first_depositors),
      visitors: num(row.visitors),
      games: [],
      bonuses: [],
      firstDepositSources: [],
      rolledUp: true,
    })
  }
  for (const row of games) {
    byDay.get(String(row.day))?.games.push({
      gameId: num(row.game_id),
      rounds: num(row.rounds),
      stake: num(row.stake),
      win: num(row.win),
    })
  }
  for (const row of bonuses) {
    byDay
      .get(String(row.day))
      ?.bonuses.push({ source: String(row.source), grants: num(row.grants), amount: num(row.amount) })
  }
  for (const row of attributed) {
    byDay
      .get(String(row.day))
      ?.firstDepositSources.push({ source: String(row.source), firstDepositors: num(row.first_depositors) })
  }
  const days: (DayFigures & { rolledUp: boolean })[] = []
  for (const day of daysOf(from, last)) {
    const stored = byDay.get(day)
    if (stored) days.push(stored)
    else
      days.push({
        ...(await computeDayFigures(db, day)),
        rolledUp: false,
      })
  }
  return { days }
}

/** Players who bet on any day of the period, each once: an index-only range of turnover_days. */
async function distinctBettors(db: Db, from: string, to: string): Promise<number> {
  // A row of turnover_days exists only for a day the player bet on, so no filter on its counts: the
  // index (day, user_id) answers alone.
  const [row] = await withoutJit(
    db,
    sql`select count(distinct user_id) as n from turnover_days where day between ${from}::date and ${to}::date`,
  )
  return num(row?.n)
}

function totalsOf(days: readonly DayFigures[], activePlayers: number): FiguresTotals {
  const sum = (pick: (day: DayFigures) => number) => days.reduce((total, day) => total + pick(day), 0)
  const stake = sum((day) => day.stake)
  const win = sum((day) => day.win)
  const bonusCost = sum((day) => day.bonusCost)
  return {
    deposits: sum((day) => day.deposits),
    depositSum: sum((day) => day.depositSum),
    withdrawals: sum((day) => day.withdrawals),
    withdrawalSum: sum((day) => day.withdrawalSum),
    rounds: sum((day) => day.rounds),
    stake,
    win,
    ggr: stake - win,
    bonusCost,
    ngr: stake - win - bonusCost,
    activePlayers,
    newPlayers: sum((day) => day.newPlayers),
    firstDepositors: sum((day) => day.firstDepositors),
    visitors: sum((day) => day.visitors),
  }
}

/**
 * The cohort registered in [from, to] (Manila days), and who of it bet on the day after their own
 * registration day (D1), on the seventh day after it (D7), made a paid deposit and placed a bet by the
 * period's end. Each is a probe by key per cohort member (turnover_days' and deposits' player indexes).
 */
async function cohortFigures(db: Db, from: string, to: string, today: string) {
  const start = manilaMidnight(from).toISOString()
  const end = manilaMidnight(addDays(to, 1)).toISOString()
  const [row] = await withoutJit(
    db,
    sql`with cohort as (
          select id, (created_at at time zone 'Asia/Manila')::date as joined from users
           where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz)
        select count(*) as cohort,
               count(*) filter (where joined + 1 < ${today}::date) as d1_due,
               count(*) filter (where joined + 1 < ${today}::date and exists (
                 select 1 from turnover_days t where t.user_id = c.id and t.day = c.joined + 1)) as d1,
               count(*) filter (where joined + 7 < ${today}::date) as d7_due,
               count(*) filter (where joined + 7 < ${today}::date and exists (
                 select 1 from turnover_days t where t.user_id = c.id and t.day = c.joined + 7)) as d7,
               count(*) filter (where exists (
                 select 1 from deposits d where d.user_id = c.id and d.state = 'paid'
                    and d.paid_at < ${end}::timestamptz)) as deposited,
               count(*) filter (where exists (
                 select 1 from turnover_days t where t.user_id = c.id and t.day between c.joined and ${to}::date)) as bet
          from cohort c`,
  )
  return {
    retention: {
      cohort: num(row?.cohort),
      d1Due: num(row?.d1_due),
      d1: num(row?.d1),
      d7Due: num(row?.d7_due),
      d7: num(row?.d7),
    },
    deposited: num(row?.deposited),
    bet: num(row?.bet),
  }
}

async function gameNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const found = await rows(
    db,
    sql`select id, name from games where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  return new Map(found.map((row) => [num(row.id), String(row.name)]))
}

export async function readFigures(
  db: Db,
  input: { period: FiguresPeriod; from: string; to?: string | undefined },
  now: Date = new Date(),
): Promise<FiguresResponse> {
  const today = manilaDay(now)
  const range = periodDays(input.period, input.from, input.to)
  // Independent reads, on connections of their own where the pool has them.
  const [current, previous, bettors, previousBettors, cohort] = await Promise.all([
    readDays(db, range.from, range.to, today),
    readDays(db, range.previousFrom, range.previousTo, today),
    distinctBettors(db, range.from, range.to),
    distinctBettors(db, range.previousFrom, range.previousTo),
    cohortFigures(db, range.from, range.to, today),
  ])

  const games = new Map<number, { rounds: number; stake: number; win: number }>()
  const bonuses = new Map<string, { grants: number; amount: number }>()
  for (const day of current.days) {
    for (const game of day.games) {
      const total = games.get(game.gameId) ?? { rounds: 0, stake: 0, win: 0 }
      games.set(game.gameId, {
        rounds: total.rounds + game.rounds,
        stake: total.stake + game.stake,
        win: total.win + game.win,
      })
    }
    for (const bonus of day.bonuses) {
      const total = bonuses.get(bonus.source) ?? { grants: 0, amount: 0 }
      bonuses.set(bonus.source, { grants: total.grants + bonus.grants, amount: total.amount + bonus.amount })
    }
  }
  const gameRows = [...games].map(([gameId, total]) => ({ gameId, ...total, ggr: total.stake - total.win }))
  const byGgr = [...gameRows].sort((a, b) => b.ggr - a.ggr || a.gameId - b.gameId).slice(0, FIGURES_TOP_GAMES)
  const byStake = [...gameRows]
    .sort((a, b) => b.stake - a.stake || a.gameId - b.gameId)
    .slice(0, FIGURES_TOP_GAMES)
  const names = await gameNames(db, [...new Set([...byGgr, ...byStake].map((game) => game.gameId))])
  const named = (game: (typeof gameRows)[number]) => ({ ...game, name: names.get(game.gameId) ?? '' })

  const currentTotals = totalsOf(current.days, bettors)
  return {
    period: input.period,
    ...range,
    current: currentTotals,
    previous: totalsOf(previous.days, previousBettors),
    days: current.days.map(({ games: _games, bonuses: _bonuses, firstDepositSources: _sources, ...day }) => ({
      ...day,
      ggr: day.stake - day.win,
      ngr: day.stake - day.win - day.bonusCost,
    })),
    bonusBySource: [...bonuses]
      .map(([source, total]) => ({ source, ...total }))
      .sort((a, b) => b.amount - a.amount || a.source.localeCompare(b.source)),
    topGamesByGgr: byGgr.map(named),
    topGamesByStake: byStake.map(named),
    retention: cohort.retention,
    funnel: {
      visitors: currentTotals.visitors,
      registered: cohort.retention.cohort,
      deposited: cohort.deposited,
      bet: cohort.bet,
    },
  }
}
