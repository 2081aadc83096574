import { RANK_LIST_SIZE } from '@panalo/contract/calls/rank'
import type { CallOutput } from '@panalo/contract/call-map'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { addDays, manilaWeekStart } from '../../platform/manila-time.ts'
import { maskNickname } from '../../platform/nickname.ts'
import {
  boardRowOf,
  boardRows,
  freshBoard,
  writeBoard,
  type BoardSpec,
} from '../turnover/turnover-boards.service.ts'

/**
 * The weekly leaderboard of /rank (docs/decisions/034-rank.md): VIP experience earned this Manila
 * week, from the turnover projector's days (valid turnover, never demo play), top RANK_LIST_SIZE with
 * nicknames masked, and the player's own rank. Ties share the higher place.
 */
const topRows = z.object({
  rows: z.array(
    z.object({
      experience: z.coerce.number(),
      nickname: z.string(),
      avatar: z.coerce.number(),
    }),
  ),
})
const mineRows = z.object({
  rows: z.array(z.object({ experience: z.coerce.number().nullable(), ahead: z.coerce.number() })),
})

/** This week's board: every player's VIP experience (a hundredth of the stake, floored) of the week. */
const weekBoard = (week: string): BoardSpec => ({ from: week, to: addDays(week, 6), unit: 100 })

/** The `leaderboards` job's part: this week's board written whole (decision 111). */
export async function refreshRankBoard(db: Db, at: Date): Promise<number | null> {
  return writeBoard(db, weekBoard(manilaWeekStart(at)), at)
}

export function createRankService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async weekly(userId: number): Promise<CallOutput<'getRankList'>> {
      const at = now()
      const week = manilaWeekStart(at)
      const to = addDays(week, 6)
      // The stored board, when the job wrote it lately (decision 111); ranked live otherwise.
      const board = await freshBoard(db, weekBoard(week), at)
      if (board) {
        const [top, mine] = await Promise.all([
          boardRows(db, board, { limit: RANK_LIST_SIZE }),
          boardRowOf(db, board, userId),
        ])
        return {
          week,
          list: top.map((row) => ({
            rank: row.rank,
            nickname: maskNickname(row.nickname),
            avatar: row.avatar,
            experience: Math.floor(row.stake / 100),
          })),
          me: mine
            ? { rank: mine.rank, experience: Math.floor(mine.stake / 100) }
            : { rank: null, experience: 0 },
        }
      }
      const weekTotals = sql`
        select user_id, floor(sum(stake) / 100)::bigint as experience
          from turnover_days
         where day between ${week}::date and ${to}::date
         group by user_id
        having floor(sum(stake) / 100) > 0`
      const top = topRows.parse(
        await db.execute(sql`
        with totals as (${weekTotals})
        select t.user_id, t.experience, u.nickname, u.avatar
          from totals t join users u on u.id = t.user_id
         order by t.experience desc, t.user_id asc
         limit ${RANK_LIST_SIZE}`),
      )
      const [mine] = mineRows.parse(
        await db.execute(sql`
          with totals as (${weekTotals})
          select (select experience from totals where user_id = ${userId}) as experience,
                 (select count(*) from totals
                   where experience > coalesce((select experience from totals where user_id = ${userId}), 0)) as ahead`),
      ).rows
      let previous: number | undefined
      let place = 0
      const list = top.rows.map((row, index) => {
        const experience = row.experience
        if (experience !== previous) place = index + 1
        previous = experience
        return { rank: place, nickname: maskNickname(row.nickname), avatar: row.avatar, experience }
      })
      const experience = mine?.experience ?? 0
      return { week, list, me: { rank: experience > 0 ? (mine?.ahead ?? 0) + 1 : null, experience } }
    },
  }
}

export type RankService = ReturnType<typeof createRankService>
