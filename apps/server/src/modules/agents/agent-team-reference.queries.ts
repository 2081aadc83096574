import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { grantedCondition } from '../rewards/award-records.service.ts'
import type { AgentSettings } from './agent-settings.ts'
import {
  AGENT_AWARD_SOURCE,
  INVITE_KEY_PREFIX,
  positionOf,
  teamRow,
  type Agent,
} from './agent-team.queries.ts'

/**
 * The team in SQL from its members' rows, as common table expressions: `level1` (with each member's
 * deposits and valid turnover over all time), `level2`, `excluded` (either level: a shared device,
 * receiving account or phone with the agent), `qualified` (level 1 by the valid rule), and `member`
 * (level 1 with whether each is excluded and valid; invitees sharing a device or payout number with an
 * earlier qualified one are twins, counted once). A big
 * agent's team is never read into the server: 66,000 invitees read row by row took about 2 s a call,
 * and the award flags ask on every refresh.
 */
function teamTables(agent: Agent, settings: AgentSettings) {
  return sql`
    with level1 as materialized (
           select u.id, u.nickname, u.created_at, u.invite_code, u.mobile,
                  coalesce(w.total_recharge, 0)::bigint as deposited,
                  coalesce(t.stake, 0)::bigint as turnover
             from users u left join wallet_players w on w.user_id = u.id
                  -- The projector's total over all time (decision 077), not a sum of every member's days.
                  left join turnover_totals t on t.user_id = u.id
            where u.invited_by = ${agent.inviteCode}),
         level2 as materialized (
           select u.id, u.mobile from users u where u.invited_by in (select l.invite_code from level1 l)),
         excluded as materialized (
           select t.id from (select l.id, l.mobile from level1 l union all select l.id, l.mobile from level2 l) t
            where exists (select 1 from player_devices mine join player_devices theirs
                            on theirs.device_id = mine.device_id
                           where mine.user_id = ${agent.id} and theirs.user_id = t.id)
               or exists (select 1 from receiving_accounts mine join receiving_accounts theirs
                            on theirs.account_number = mine.account_number
                           where mine.user_id = ${agent.id} and theirs.user_id = t.id)
               or exists (select 1 from receiving_accounts theirs
                           where theirs.user_id = t.id and theirs.account_number = ${agent.mobile ?? ''})
               or exists (select 1 from receiving_accounts mine
                           where mine.user_id = ${agent.id} and mine.account_number = t.mobile)),
         qualified as materialized (
           select l.id, l.nickname, l.created_at, l.deposited, l.turnover, e.id is not null as excluded,
                  e.id is null and l.deposited >= ${settings.valid.minDeposit}
                    and l.turnover >= ${settings.valid.minTurnover} as valid
             from level1 l left join excluded e on e.id = l.id),
         -- Invitees who share a device or a payout number with an earlier qualified invitee count once
         -- (issue 38): the earlier one counts, the others are twins, neither valid nor paid for.
         member as materialized (
           select q.id, q.nickname, q.created_at, q.deposited, q.turnover, q.excluded or twin.found as excluded,
                  q.valid and not twin.found as valid
             from qualified q
                  cross join lateral (
                    select q.valid and (
                      exists (select 1 from player_devices mine
                                join player_devices theirs on theirs.device_id = mine.device_id
                                join qualified o on o.id = theirs.user_id
                               where mine.user_id = q.id and o.id < q.id and o.valid)
                      or exists (select 1 from receiving_accounts mine
                                   join receiving_accounts theirs on theirs.account_number = mine.account_number
                                   join qualified o on o.id = theirs.user_id
                                  where mine.user_id = q.id and o.id < q.id and o.valid)) as found) twin)`
}

/**
 * The agent's team computed from its members' rows (decision 051): the reference the rollups are
 * checked against (apps/server/test/agent-rollup.test.ts). Calls read teamPosition, from the rollups.
 */
export async function teamPositionFromRows(
  executor: Executor,
  agent: Agent,
  settings: AgentSettings,
  window: { from: string; to: string; shown: number },
) {
  const { rows } = z.object({ rows: z.array(teamRow) }).parse(
    await executor.execute(sql`
      ${teamTables(agent, settings)},
           granted as materialized (
             select m.id from member m
              where m.valid
                and ${grantedCondition({
                  source: AGENT_AWARD_SOURCE,
                  userId: sql`${agent.id}::int`,
                  key: sql`${INVITE_KEY_PREFIX} || m.id`,
                })}),
           counted as (
             select m.id, 1 as level from member m where not m.excluded
             union all
             select l.id, 2 from level2 l where not exists (select 1 from excluded e where e.id = l.id))
      select (select count(*) from level1) as level1,
             (select count(*) from level2) as level2,
             (select count(*) from excluded) as excluded,
             (select count(*) from member where valid) as valid,
             (select coalesce(json_agg(json_build_object(
                        'id', m.id, 'nickname', m.nickname, 'created_at', m.created_at, 'deposited', m.deposited,
                        'turnover', m.turnover, 'excluded', m.excluded, 'valid', m.valid,
                        'claimed', exists (select 1 from granted g where g.id = m.id)) order by m.id desc), '[]')
                from (select * from member order by id desc limit ${window.shown}) m) as members,
             (select coalesce(json_agg(json_build_object('day', d.day::text, 'level', d.level, 'stake', d.stake)), '[]')
                from (select t.day, c.level, sum(t.stake)::bigint as stake
                        from counted c join turnover_days t on t.user_id = c.id
                       where t.day between ${window.from}::date and ${window.to}::date
                       group by t.day, c.level) d) as days,
             (select coalesce(array_agg(m.id order by m.id), '{}') from member m
               where m.valid and not exists (select 1 from granted g where g.id = m.id)) as unclaimed_invites`),
  )
  return positionOf(rows[0], settings)
}
