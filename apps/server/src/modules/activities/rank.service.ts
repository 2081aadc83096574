import { RANK_LIST_SIZE } from '@panalo/contract/calls/rank'
import type { CallOutput } from '@panalo/contract/call-map'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { addDays, manilaWeekStart } from '../../platform/manila-time.ts'
import { maskNickname } from '../../platform/nickname.ts'

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

export function createRankService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async weekly(userId: number): Promise<CallOutput<'getRankList'>> {
      const week = manilaWeekStart(now())
      const to = addDays(week, 6)
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
