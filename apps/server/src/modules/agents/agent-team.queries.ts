import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'
import type { AgentSettings } from './agent-settings.ts'

/**
 * The reads behind agents and invites (docs/decisions/051-agents-and-invites.md): the agent, the
 * team on two levels with who of it is excluded (a shared device, receiving account or phone), the
 * commission per Manila day, and what makes an invitee valid.
 */

const memberRows = z.object({
  rows: z.array(
    z.object({
      id: z.coerce.number(),
      nickname: z.string(),
      created_at: z.coerce.date(),
      deposited: z.coerce.number(),
      turnover: z.coerce.number(),
    }),
  ),
})
const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) })
const dayRows = z.object({ rows: z.array(z.object({ day: z.string(), stake: z.coerce.number() })) })

export type Agent = { id: number; inviteCode: string; mobile: string | null }

export async function agentOf(executor: Executor, userId: number) {
  const [row] = await executor
    .select({
      id: users.id,
      inviteCode: users.inviteCode,
      mobile: users.mobile,
      invitedBy: users.invitedBy,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw new AppError('SIGNED_OUT')
  return row
}

/** Level 1 with their figures, newest first; level 2 as ids; and who of them is excluded. */
export async function teamOf(executor: Executor, agent: Agent) {
  const level1 = memberRows.parse(
    await executor.execute(sql`
      select u.id, u.nickname, u.created_at,
             coalesce(w.total_recharge, 0) as deposited,
             coalesce((select sum(t.stake) from turnover_days t where t.user_id = u.id), 0) as turnover
        from users u left join wallet_players w on w.user_id = u.id
       where u.invited_by = ${agent.inviteCode}
       order by u.id desc`),
  ).rows
  const level2 = idRows
    .parse(
      await executor.execute(sql`
        select u.id from users u
         where u.invited_by in (select invite_code from users where invited_by = ${agent.inviteCode})`),
    )
    .rows.map((row) => row.id)
  // Read from the team in SQL, not from a list of its ids: a big agent's team would pass the 65,535
  // parameters a statement can take.
  const excluded = new Set(
    idRows
      .parse(
        await executor.execute(sql`
          select u.id from users u
           where (u.invited_by = ${agent.inviteCode}
                  or u.invited_by in (select invite_code from users where invited_by = ${agent.inviteCode}))
             and (exists (select 1 from player_devices mine join player_devices theirs
                            on theirs.device_id = mine.device_id
                           where mine.user_id = ${agent.id} and theirs.user_id = u.id)
               or exists (select 1 from receiving_accounts mine join receiving_accounts theirs
                            on theirs.account_number = mine.account_number
                           where mine.user_id = ${agent.id} and theirs.user_id = u.id)
               or exists (select 1 from receiving_accounts theirs
                           where theirs.user_id = u.id and theirs.account_number = ${agent.mobile ?? ''})
               or exists (select 1 from receiving_accounts mine
                           where mine.user_id = ${agent.id} and mine.account_number = u.mobile))`),
      )
      .rows.map((row) => row.id),
  )
  return { level1, level2, excluded }
}

/** Commission per day in [from, to], in hundredths, floored per level and day. */
export async function commissionByDay(
  executor: Executor,
  settings: AgentSettings,
  team: Awaited<ReturnType<typeof teamOf>>,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const byDay = new Map<string, number>()
  const levels = [team.level1.map((row) => row.id), team.level2]
  for (const [index, ids] of levels.entries()) {
    const rate = settings.levels[index]?.rateBp ?? 0
    const counted = ids.filter((id) => !team.excluded.has(id))
    if (rate === 0 || counted.length === 0) continue
    const rows = dayRows.parse(
      await executor.execute(sql`
        select day::text as day, sum(stake)::bigint as stake from turnover_days
         -- One array parameter, however big the team (a parameter per id stops at 65,535).
         where user_id = any(${`{${counted.join(',')}}`}::bigint[])
           and day between ${from}::date and ${to}::date
         group by day`),
    ).rows
    for (const row of rows)
      byDay.set(row.day, (byDay.get(row.day) ?? 0) + Math.floor((row.stake * rate) / 10_000))
  }
  return byDay
}

export const isValid = (settings: AgentSettings, member: { deposited: number; turnover: number }) =>
  member.deposited >= settings.valid.minDeposit && member.turnover >= settings.valid.minTurnover
