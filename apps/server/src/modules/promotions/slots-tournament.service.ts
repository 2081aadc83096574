import type { AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { TOURNAMENT_LIST_SIZE, type TournamentPrize } from '@panalo/contract/calls/promotions'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaMidnight, manilaWeekStart } from '../../platform/manila-time.ts'
import { grantAwards, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { maskNickname } from '../../platform/nickname.ts'
import {
  boardRowOf,
  boardRows,
  freshBoard,
  writeBoard,
  type BoardSpec,
} from '../turnover/turnover-boards.service.ts'
import { readPromotion, type PromotionSettings } from './promotion-settings.ts'

/**
 * The weekly slots tournament of /activity/slotshack (docs/decisions/050-promotions.md): players
 * ranked by valid turnover on one game type in a Manila week (Monday to Sunday), read from the
 * turnover projector's days, so demo play and rolled-back bets never count. Ties share the higher
 * place and each tied player gets that place's prize. After the week ends the `slotshack-settle` job
 * pays each prize through the award engine, source `activity`, key `slotshack-<Monday>`: a rerun pays
 * nobody twice.
 */

type Settings = PromotionSettings['tournament']

const standingRows = z.array(
  z.object({
    user_id: z.coerce.number(),
    stake: z.coerce.number(),
    rank: z.coerce.number(),
    nickname: z.string(),
    avatar: z.coerce.number(),
  }),
)
const mineRows = z.array(z.object({ stake: z.coerce.number(), rank: z.coerce.number() }))

function weekTotals(settings: Settings, week: string) {
  return sql`
    select user_id, sum(stake)::bigint as stake
      from turnover_days
     where day between ${week}::date and ${addDays(week, 6)}::date
       and game_type = ${settings.gameType}
     group by user_id
    having sum(stake) > 0`
}

/** The players placed up to `limit` (ties may run past it by their shared place), best first. */
async function standings(executor: Executor, settings: Settings, week: string, limit: number) {
  const result = await executor.execute(sql`
    with totals as (${weekTotals(settings, week)}),
         ranked as (select user_id, stake, rank() over (order by stake desc) as rank from totals)
    select r.user_id, r.stake, r.rank, u.nickname, u.avatar
      from ranked r join users u on u.id = r.user_id
     where r.rank <= ${limit}
     order by r.rank, r.user_id`)
  return z.object({ rows: standingRows }).parse(result).rows
}

export function prizeFor(settings: Settings, rank: number, stake: number): AwardItem[] | undefined {
  if (stake < settings.minStake) return undefined
  return settings.prizes.find((prize: TournamentPrize) => rank >= prize.fromRank && rank <= prize.toRank)
    ?.award
}

async function wageringOf(db: Executor) {
  const rule = await wageringRuleOf(db, 'activity')
  return {
    multiple: rule.multiple,
    expiryDays: rule.expiryDays,
    heldUntilFirstDeposit: rule.heldUntilFirstDeposit,
  }
}

const lastPrizeRank = (settings: Settings) => settings.prizes.at(-1)?.toRank ?? 0

const publicRow = (row: z.infer<typeof standingRows>[number]) => ({
  rank: row.rank,
  nickname: maskNickname(row.nickname),
  avatar: row.avatar,
  stake: row.stake,
})

/** A week's board: every player's valid turnover on the tournament's game type (decision 111). */
const weekBoard = (settings: Settings, week: string): BoardSpec => ({
  from: week,
  to: addDays(week, 6),
  gameType: settings.gameType,
  unit: 1,
})

/**
 * The `leaderboards` job's part (decision 111): this week's board written whole, and last week's until
 * it is written once after the week ended (and the projector's lag): then it is final.
 */
export async function refreshTournamentBoards(
  db: Db,
  at: Date,
): Promise<{ week: number | null; lastWeek: number | null }> {
  const week = manilaWeekStart(at)
  const settings = await readPromotion(db, 'tournament', at)
  const lastSettings = await readPromotion(db, 'tournament', new Date(manilaMidnight(week).getTime() - 1))
  return {
    week: await writeBoard(db, weekBoard(settings, week), at),
    lastWeek: await writeBoard(db, weekBoard(lastSettings, addDays(week, -7)), at),
  }
}

/** The standings from the stored board when the job wrote it lately, or ranked live. */
async function standingsOf(executor: Executor, settings: Settings, week: string, limit: number, at: Date) {
  const board = await freshBoard(executor, weekBoard(settings, week), at)
  return board ? boardRows(executor, board, { upToRank: limit }) : standings(executor, settings, week, limit)
}

async function myStanding(executor: Executor, settings: Settings, week: string, userId: number, at: Date) {
  const board = await freshBoard(executor, weekBoard(settings, week), at)
  if (board) return (await boardRowOf(executor, board, userId)) ?? { stake: 0, rank: null }
  return executor
    .execute(
      sql`with totals as (${weekTotals(settings, week)})
          select t.stake, (select count(*) from totals o where o.stake > t.stake) + 1 as rank
            from totals t where t.user_id = ${userId}`,
    )
    .then((result) => z.object({ rows: mineRows }).parse(result).rows[0] ?? { stake: 0, rank: null })
}

export function createSlotsTournamentService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async standing(userId: number | null): Promise<CallOutput<'slotsTournament'>> {
      const at = now()
      const settings = await readPromotion(db, 'tournament', at)
      const week = manilaWeekStart(at)
      const lastWeek = addDays(week, -7)
      // Last week's winners by the prizes it ran under (a change saved for this week is not theirs).
      const lastSettings = await readPromotion(db, 'tournament', new Date(manilaMidnight(week).getTime() - 1))
      const [top, previous, mine] = await Promise.all([
        standingsOf(db, settings, week, TOURNAMENT_LIST_SIZE, at),
        standingsOf(db, lastSettings, lastWeek, lastPrizeRank(lastSettings), at),
        userId === null ? Promise.resolve(undefined) : myStanding(db, settings, week, userId, at),
      ])
      return {
        week,
        endsAt: manilaMidnight(addDays(week, 7)).toISOString(),
        minStake: settings.minStake,
        prizes: settings.prizes,
        list: top.slice(0, TOURNAMENT_LIST_SIZE).map(publicRow),
        me: mine === undefined ? null : { rank: mine.rank, stake: mine.stake },
        wagering: await wageringOf(db),
        lastWeek: {
          week: lastWeek,
          winners: previous.flatMap((row) => {
            const award = prizeFor(lastSettings, row.rank, row.stake)
            return award ? [{ ...publicRow(row), award }] : []
          }),
        },
      }
    },
  }
}

export type SlotsTournamentService = ReturnType<typeof createSlotsTournamentService>

/**
 * Pays the prizes of the week that ended before `now` (or of `week`, a Monday, from the CLI). Each
 * winner is one transaction; a grant already made is a replay and moves nothing. A winner whose prize
 * changed since a first run (a bet rolled back after it) keeps the first prize: the key's CONFLICT is
 * counted, not thrown, so the others are still paid.
 */
export async function settleSlotsTournament(
  db: Db,
  at: Date,
  week = addDays(manilaWeekStart(at), -7),
): Promise<{ week: string; paid: number; alreadyPaid: number; changed: number }> {
  if (week >= manilaWeekStart(at))
    throw new AppError('REWARD_NOT_DUE', `The week of ${week} has not ended yet.`)
  // The prizes the week ran under: in force at its last instant.
  const settings = await readPromotion(
    db,
    'tournament',
    new Date(manilaMidnight(addDays(week, 7)).getTime() - 1),
  )
  const winners = (await standings(db, settings, week, lastPrizeRank(settings))).flatMap((row) => {
    const award = prizeFor(settings, row.rank, row.stake)
    return award ? [{ userId: row.user_id, award }] : []
  })
  const summary = { week, paid: 0, alreadyPaid: 0, changed: 0 }
  for (const winner of winners) {
    try {
      const grant = await inTransaction(db, (tx) =>
        grantAwards(tx, {
          source: 'activity',
          key: `slotshack-${week}`,
          userId: winner.userId,
          items: winner.award,
        }),
      )
      if (grant.replayed) summary.alreadyPaid += 1
      else summary.paid += 1
    } catch (error) {
      if (error instanceof AppError && error.errorName === 'CONFLICT') summary.changed += 1
      else throw error
    }
  }
  return summary
}
