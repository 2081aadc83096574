import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'
import { grantedCondition } from '../rewards/award-records.service.ts'
import type { AgentSettings } from './agent-settings.ts'

/**
 * The reads behind agents and invites (docs/decisions/051-agents-and-invites.md): the agent, and the
 * team on two levels from its rollups (decision 111): who of it is excluded (a shared device,
 * receiving account or phone), who is valid, and the commission per Manila day. The same computed
 * from the members' rows, the reference the rollups are checked against, is agent-team-reference.queries.ts.
 */

/** The award engine's source of the agent's grants, and their keys: a closed day's commission, a valid invite. */
export const AGENT_AWARD_SOURCE = 'agent'
export const commissionKey = (day: string) => `commission-${day}`
export const INVITE_KEY_PREFIX = 'invite-'
export const inviteKey = (userId: number) => `${INVITE_KEY_PREFIX}${userId}`

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

export const teamRow = z.object({
  level1: z.coerce.number(),
  level2: z.coerce.number(),
  excluded: z.coerce.number(),
  valid: z.coerce.number(),
  members: z.array(
    z.object({
      id: z.number(),
      nickname: z.string(),
      created_at: z.coerce.date(),
      deposited: z.coerce.number(),
      turnover: z.coerce.number(),
      excluded: z.boolean(),
      valid: z.boolean(),
      claimed: z.boolean(),
    }),
  ),
  days: z.array(z.object({ day: z.string(), level: z.number(), stake: z.coerce.number() })),
  unclaimed_invites: z.array(z.coerce.number()),
  unclaimed_count: z.coerce.number().optional(),
})
export type TeamMember = z.infer<typeof teamRow>['members'][number]

export function positionOf(row: z.infer<typeof teamRow> | undefined, settings: AgentSettings) {
  if (!row) throw new Error('teamPosition answered no row')
  const byDay = new Map<string, number>()
  for (const { day, level, stake } of row.days) {
    const rate = settings.levels[level - 1]?.rateBp ?? 0
    byDay.set(day, (byDay.get(day) ?? 0) + Math.floor((stake * rate) / 10_000))
  }
  return {
    counts: { level1: row.level1, level2: row.level2, excluded: row.excluded, valid: row.valid },
    members: row.members,
    byDay,
    unclaimedInvites: row.unclaimed_invites,
    /** How many: with `invites: 'count'` the list is left empty (a big team's is tens of thousands). */
    unclaimedInviteCount: row.unclaimed_count ?? row.unclaimed_invites.length,
  }
}

/**
 * Who of the agent's team is not counted (decision 111), as common table expressions: `excluded` (a
 * shared device, receiving number or phone with the agent; either level, found from the agent's side)
 * and `twin` (qualified level-1 members sharing a device or number with an earlier one, issue 38, found
 * among the linked players), and `uncounted`, both with their level.
 */
function uncountedTables(agent: Agent) {
  return sql`
           shared as materialized (
             select theirs.user_id as id from player_devices mine
                    join player_devices theirs on theirs.device_id = mine.device_id
              where mine.user_id = ${agent.id}
             union
             select theirs.user_id from receiving_accounts mine
                    join receiving_accounts theirs on theirs.account_number = mine.account_number
              where mine.user_id = ${agent.id}
             union
             select theirs.user_id from receiving_accounts theirs where theirs.account_number = ${agent.mobile ?? ''}
             union
             select u.id from receiving_accounts mine join users u on u.mobile = mine.account_number
              where mine.user_id = ${agent.id}),
           excluded as materialized (
             select u.id, case when u.invited_by = ${agent.inviteCode} then 1 else 2 end as level
               from shared s join users u on u.id = s.id
              where u.invited_by = ${agent.inviteCode}
                 or exists (select 1 from users i where i.invite_code = u.invited_by and i.invited_by = ${agent.inviteCode})),
           -- Qualified, not excluded and sharing something with someone: who may be a twin (issue 38).
           candidate as materialized (
             select q.member_id as id from agent_qualified q join linked_players l on l.user_id = q.member_id
              where q.agent_id = ${agent.id} and q.member_id not in (select e.id from excluded e)),
           twin as materialized (
             select c.id from candidate c
              where exists (select 1 from player_devices mine
                              join player_devices theirs on theirs.device_id = mine.device_id
                              join candidate o on o.id = theirs.user_id
                             where mine.user_id = c.id and o.id < c.id)
                 or exists (select 1 from receiving_accounts mine
                              join receiving_accounts theirs on theirs.account_number = mine.account_number
                              join candidate o on o.id = theirs.user_id
                             where mine.user_id = c.id and o.id < c.id)),
           uncounted as materialized (select id, level from excluded union select id, 1 from twin)`
}

/**
 * The agent's team at a glance, from the rollups kept as players register, deposit and bet (decision
 * 111), never from all its members' rows: how many on each level, excluded and valid; the newest
 * `shown` level-1 members with their figures; the commission per Manila day in [from, to] (a share of
 * the counted members' valid turnover per level, floored per level and day, in hundredths); and the
 * valid level-1 members whose invite reward was not yet granted, ascending. Excluded members are
 * found from the agent's side (the players sharing its devices, numbers or phone), twins among the
 * qualified members who share anything with anyone (linked_players): both few.
 */
export async function teamPosition(
  executor: Executor,
  agent: Agent,
  settings: AgentSettings,
  window: { from: string; to: string; shown: number; invites?: 'list' | 'count' | 'any' },
) {
  const list = window.invites === 'list'
  // 'any' (the award flag): whether an invite waits, without the valid count (a big team's qualified
  // rows); with shown 0, no members either.
  const any = window.invites === 'any'
  // Most players have no team (no row): nothing to compute.
  if (!(await ensureTeamRule(executor, agent, settings)))
    return positionOf(
      {
        level1: 0,
        level2: 0,
        excluded: 0,
        valid: 0,
        members: [],
        days: [],
        unclaimed_invites: [],
        unclaimed_count: 0,
      },
      settings,
    )
  const { rows } = z.object({ rows: z.array(teamRow) }).parse(
    await executor.execute(sql`
      with team as materialized (select level1, level2 from agent_teams where agent_id = ${agent.id}),
           ${uncountedTables(agent)}
      select coalesce((select level1 from team), 0) as level1,
             coalesce((select level2 from team), 0) as level2,
             ${any ? sql`0` : sql`(select count(*) from excluded)`} as excluded,
             ${
               any
                 ? sql`0`
                 : sql`(select count(*) from agent_qualified q where q.agent_id = ${agent.id})
                         - (select count(*) from agent_qualified q join excluded e on e.id = q.member_id
                             where q.agent_id = ${agent.id})
                         - (select count(*) from twin)`
             } as valid,
             ${
               // The award flag shows no members: the statement is planned without them.
               window.shown === 0
                 ? sql`'[]'::json`
                 : sql`(select coalesce(json_agg(json_build_object(
                        'id', m.id, 'nickname', m.nickname, 'created_at', m.created_at, 'deposited', m.deposited,
                        'turnover', m.turnover, 'excluded', m.excluded, 'valid', m.valid,
                        'claimed', m.valid and ${grantedCondition({
                          source: AGENT_AWARD_SOURCE,
                          userId: sql`${agent.id}::int`,
                          key: sql`${INVITE_KEY_PREFIX} || m.id`,
                        })})
                        order by m.id desc), '[]')
                -- Each shown member's figures by key (scalar subqueries: never a join the planner may
                -- answer with a read of the whole table on a small database).
                from (select u.id, u.nickname, u.created_at,
                             coalesce((select w.total_recharge from wallet_players w where w.user_id = u.id), 0)::bigint
                               as deposited,
                             coalesce((select t.stake from turnover_totals t where t.user_id = u.id), 0)::bigint as turnover,
                             u.id in (select n.id from uncounted n) as excluded,
                             exists (select 1 from agent_qualified q where q.member_id = u.id and q.agent_id = ${agent.id})
                               and u.id not in (select n.id from uncounted n) as valid
                        from (select id, nickname, created_at from users where invited_by = ${agent.inviteCode}
                               order by id desc limit ${window.shown}) u) m)`
             } as members,
             (select coalesce(json_agg(json_build_object('day', d.day::text, 'level', d.level, 'stake', d.stake)), '[]')
                from (select a.day, a.level::int as level,
                             a.stake - coalesce((select sum(t.stake) from uncounted n
                                                   join turnover_days t on t.user_id = n.id and t.day = a.day
                                                  where n.level = a.level), 0) as stake
                        from agent_team_days a
                       where a.agent_id = ${agent.id} and a.day between ${window.from}::date and ${window.to}::date) d) as days,
             (select count(*) from (select 1 from agent_qualified q
                                      where q.agent_id = ${agent.id} and not q.granted
                                        and q.member_id not in (select n.id from uncounted n)
                                      ${any ? sql`limit 1` : sql``}) w) as unclaimed_count,
             ${
               list
                 ? sql`(select coalesce(array_agg(q.member_id order by q.member_id), '{}') from agent_qualified q
                         where q.agent_id = ${agent.id} and not q.granted
                           and q.member_id not in (select n.id from uncounted n))`
                 : sql`'{}'::bigint[]`
             } as unclaimed_invites`),
  )
  return positionOf(rows[0], settings)
}

/**
 * The agent's qualified members were computed under the valid rule in force, or are recomputed now
 * (the first read of a team, or the first after the rule changed): one statement, agent_team_requalify().
 * Answers whether the agent has a team at all (a row of agent_teams: one invitee ever).
 */
async function ensureTeamRule(executor: Executor, agent: Agent, settings: AgentSettings): Promise<boolean> {
  const { rows } = z
    .object({
      rows: z.array(
        z.object({ rule_deposit: z.coerce.number().nullable(), rule_turnover: z.coerce.number().nullable() }),
      ),
    })
    .parse(
      await executor.execute(
        sql`select rule_deposit, rule_turnover from agent_teams where agent_id = ${agent.id}`,
      ),
    )
  const team = rows[0]
  if (!team) return false
  if (team.rule_deposit === settings.valid.minDeposit && team.rule_turnover === settings.valid.minTurnover)
    return true
  await executor.execute(
    sql`select agent_team_requalify(${agent.id}, ${settings.valid.minDeposit}, ${settings.valid.minTurnover})`,
  )
  return true
}

/** The invite rewards granted now for these members are noted on their qualified rows (decision 111). */
export async function noteInvitesGranted(executor: Executor, agent: Agent, memberIds: readonly number[]) {
  if (memberIds.length === 0) return
  await executor.execute(sql`
    update agent_qualified set granted = true
     where agent_id = ${agent.id} and member_id in (${sql.join(
       memberIds.map((id) => sql`${id}`),
       sql`, `,
     )})`)
}

/** How many level-1 members registered in [from, to) are valid (and not excluded). */
export async function validMembersRegisteredBetween(
  executor: Executor,
  agent: Agent,
  settings: AgentSettings,
  from: Date,
  to: Date,
): Promise<number> {
  // From the rollups (decision 111): the qualified members registered in the window, less the uncounted.
  if (!(await ensureTeamRule(executor, agent, settings))) return 0
  const { rows } = z.object({ rows: z.array(z.object({ valid: z.coerce.number() })) }).parse(
    await executor.execute(sql`
      with ${uncountedTables(agent)}
      select count(*) as valid
        from users u join agent_qualified q on q.member_id = u.id and q.agent_id = ${agent.id}
       where u.invited_by = ${agent.inviteCode}
         and u.created_at >= ${from.toISOString()}::timestamptz and u.created_at < ${to.toISOString()}::timestamptz
         and u.id not in (select n.id from uncounted n)`),
  )
  return rows[0]?.valid ?? 0
}
