import { sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { addDays, manilaDay, manilaMidnight } from '../../platform/manila-time.ts'
import { bonusesCreditedSql, bonusSourcesGrantedSql } from '../rewards/award-records.service.ts'

/**
 * One Manila day's figures (docs/decisions/084-figures-from-daily-rollups.md), each read by an index
 * range of that day (paid deposits and withdrawals by paid_at, rounds by started_at, bonuses by
 * credited_at, registrations by created_at, bettors from turnover_days by day, page views by
 * event_time), never a scan of a table. The rollup job stores it; today is computed live the same way.
 */
export interface DayFigures {
  day: string
  deposits: number
  depositSum: number
  withdrawals: number
  withdrawalSum: number
  rounds: number
  stake: number
  win: number
  bonusCost: number
  activePlayers: number
  newPlayers: number
  firstDepositors: number
  visitors: number
  games: { gameId: number; rounds: number; stake: number; win: number }[]
  bonuses: { source: string; grants: number; amount: number }[]
  /** The day's first-time depositors attributed to each source (decision 096). */
  firstDepositSources: { source: string; firstDepositors: number }[]
}

/** How long before a first deposit a source's bonus counts towards it (decision 096). */
export const FTD_ATTRIBUTION_DAYS = 30

/** The source a deposit's own bonus is counted under (award sources name the others). */
export const DEPOSIT_BONUS_SOURCE = 'deposit'

type Row = Record<string, unknown>
async function rows(executor: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await executor.execute(query)) as unknown as { rows: Row[] }).rows
}
const num = (value: unknown) => Number(value ?? 0)

export async function computeDayFigures(executor: Executor, day: string): Promise<DayFigures> {
  const start = manilaMidnight(day).toISOString()
  const end = manilaMidnight(addDays(day, 1)).toISOString()
  const [deposits] = await rows(
    executor,
    sql`select count(*) as n, coalesce(sum(amount), 0) as sum,
               count(*) filter (where bonus_amount > 0) as bonus_n, coalesce(sum(bonus_amount), 0) as bonus_sum,
               count(distinct user_id) filter (where not exists (
                 select 1 from deposits earlier
                  where earlier.user_id = d.user_id and earlier.state = 'paid'
                    and (earlier.paid_at < d.paid_at or (earlier.paid_at = d.paid_at and earlier.id < d.id))
               )) as first
          from deposits d
         where state = 'paid' and paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz`,
  )
  const [withdrawals] = await rows(
    executor,
    sql`select count(*) as n, coalesce(sum(amount), 0) as sum from withdrawals
         where state = 'paid' and paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz`,
  )
  const games = await rows(
    executor,
    sql`select game_id, count(*) as rounds, coalesce(sum(stake), 0) as stake, coalesce(sum(win), 0) as win
          from game_rounds
         where started_at >= ${start}::timestamptz and started_at < ${end}::timestamptz
         group by game_id`,
  )
  const bonuses = await rows(
    executor,
    bonusesCreditedSql({ from: sql`${start}::timestamptz`, to: sql`${end}::timestamptz` }),
  )
  const [players] = await rows(
    executor,
    sql`select (select count(distinct user_id) from turnover_days where day = ${day}::date) as active,
               (select count(*) from users
                 where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz) as new,
               (select count(distinct ip) from client_events
                 where event_name = 'pageView'
                   and event_time >= ${start}::timestamptz and event_time < ${end}::timestamptz) as visitors`,
  )
  // First deposits of the day, each attributed to every source whose bonus the player was granted in
  // the FTD_ATTRIBUTION_DAYS before it, and to `deposit` when the first deposit carried its own bonus
  // (decision 096). Both look-ups are per player (a scalar subquery and a lateral join, so the planner
  // reads deposits and bonus_grants by their user indexes): a join here would be planned as a scan of
  // either whole table once they are big (bench/test/grown-plans.test.ts).
  const attributed = await rows(
    executor,
    sql`with firsts as materialized (
          select d.user_id, d.paid_at, d.bonus_amount from deposits d
           where d.state = 'paid' and d.paid_at >= ${start}::timestamptz and d.paid_at < ${end}::timestamptz
             and d.id = (select earliest.id from deposits earliest
                          where earliest.user_id = d.user_id and earliest.state = 'paid'
                          order by earliest.paid_at, earliest.id limit 1))
        select source, count(distinct user_id) as n from (
          select granted.source, f.user_id from firsts f
            cross join lateral (
              ${bonusSourcesGrantedSql({
                userId: sql`f.user_id`,
                after: sql`f.paid_at - make_interval(days => ${FTD_ATTRIBUTION_DAYS})`,
                atOrBefore: sql`f.paid_at`,
              })}) granted
          union all
          select ${DEPOSIT_BONUS_SOURCE}, f.user_id from firsts f where f.bonus_amount > 0) s
         group by source`,
  )
  const bonusList = bonuses.map((row) => ({
    source: String(row.source),
    grants: num(row.grants),
    amount: num(row.amount),
  }))
  if (num(deposits?.bonus_n) > 0) {
    bonusList.push({
      source: DEPOSIT_BONUS_SOURCE,
      grants: num(deposits?.bonus_n),
      amount: num(deposits?.bonus_sum),
    })
  }
  const gameList = games.map((row) => ({
    gameId: num(row.game_id),
    rounds: num(row.rounds),
    stake: num(row.stake),
    win: num(row.win),
  }))
  return {
    day,
    deposits: num(deposits?.n),
    depositSum: num(deposits?.sum),
    withdrawals: num(withdrawals?.n),
    withdrawalSum: num(withdrawals?.sum),
    rounds: gameList.reduce((total, game) => total + game.rounds, 0),
    stake: gameList.reduce((total, game) => total + game.stake, 0),
    win: gameList.reduce((total, game) => total + game.win, 0),
    bonusCost: bonusList.reduce((total, bonus) => total + bonus.amount, 0),
    activePlayers: num(players?.active),
    newPlayers: num(players?.new),
    firstDepositors: num(deposits?.first),
    visitors: num(players?.visitors),
    games: gameList,
    bonuses: bonusList,
    firstDepositSources: attributed.map((row) => ({
      source: String(row.source),
      firstDepositors: num(row.n),
    })),
  }
}

/** Stores a day's figures, replacing what an earlier run stored for it, in one transaction. */
export async function storeDayFigures(db: Db, figures: DayFigures): Promise<void> {
  await db.transaction(async (tx) => {
    const { day } = figures
    await tx.execute(sql`delete from figures_game_days where day = ${day}::date`)
    await tx.execute(sql`delete from figures_bonus_days where day = ${day}::date`)
    await tx.execute(sql`delete from figures_ftd_days where day = ${day}::date`)
    await tx.execute(sql`
      insert into figures_days (day, deposits, deposit_sum, withdrawals, withdrawal_sum, rounds, stake, win,
                                bonus_cost, active_players, new_players, first_depositors, visitors, computed_at)
      values (${day}::date, ${figures.deposits}, ${figures.depositSum}, ${figures.withdrawals},
              ${figures.withdrawalSum}, ${figures.rounds}, ${figures.stake}, ${figures.win}, ${figures.bonusCost},
              ${figures.activePlayers}, ${figures.newPlayers}, ${figures.firstDepositors}, ${figures.visitors}, now())
      on conflict (day) do update set
        deposits = excluded.deposits, deposit_sum = excluded.deposit_sum, withdrawals = excluded.withdrawals,
        withdrawal_sum = excluded.withdrawal_sum, rounds = excluded.rounds, stake = excluded.stake,
        win = excluded.win, bonus_cost = excluded.bonus_cost, active_players = excluded.active_players,
        new_players = excluded.new_players, first_depositors = excluded.first_depositors,
        visitors = excluded.visitors, computed_at = now()`)
    for (const game of figures.games) {
      await tx.execute(sql`insert into figures_game_days (day, game_id, rounds, stake, win)
        values (${day}::date, ${game.gameId}, ${game.rounds}, ${game.stake}, ${game.win})`)
    }
    for (const bonus of figures.bonuses) {
      await tx.execute(sql`insert into figures_bonus_days (day, source, grants, amount)
        values (${day}::date, ${bonus.source}, ${bonus.grants}, ${bonus.amount})`)
    }
    for (const ftd of figures.firstDepositSources) {
      await tx.execute(sql`insert into figures_ftd_days (day, source, first_depositors)
        values (${day}::date, ${ftd.source}, ${ftd.firstDepositors})`)
    }
  })
}

/** How far back the rollup fills days it has not written (a year and a month: the longest comparison). */
export const ROLLUP_LOOKBACK_DAYS = 400
/** Days filled per run at most, so that a first run on a grown database does not hold a job for hours. */
export const ROLLUP_DAYS_PER_RUN = 31

/**
 * The `figures-rollup` job: yesterday is (re)computed on every run (a deposit credited or a round
 * settled late still lands in it), then the closed days never written, newest first, from the first
 * registration on, at most ROLLUP_DAYS_PER_RUN a run. Idempotent: a day's rows are replaced whole.
 */
export async function rollUpFigures(db: Db, now: Date): Promise<{ days: string[] }> {
  const today = manilaDay(now)
  const yesterday = addDays(today, -1)
  const earliest = addDays(today, -ROLLUP_LOOKBACK_DAYS)
  const missing = await rows(
    db,
    sql`with first as (select (min(created_at) at time zone 'Asia/Manila')::date as day from users)
        select to_char(d, 'YYYY-MM-DD') as day
          from first, generate_series(greatest(first.day, ${earliest}::date), ${yesterday}::date - 1, interval '1 day') d
         where not exists (select 1 from figures_days f where f.day = d::date)
         order by d desc limit ${ROLLUP_DAYS_PER_RUN - 1}`,
  )
  const days = [yesterday, ...missing.map((row) => String(row.day))]
  for (const day of days) await storeDayFigures(db, await computeDayFigures(db, day))
  return { days }
}
