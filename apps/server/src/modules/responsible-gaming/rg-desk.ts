import {
  NEAR_LIMIT_PERCENT,
  type BarredDeclaration,
  type BarredGroup,
  type ExclusionRow,
  type NearLimit,
} from '@panalo/contract/ops/calls/responsible-gaming'
import type { LimitKind } from '@panalo/contract/self-limits'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { periodStart, windowStart } from './rg-windows.ts'

const rowsOf = <Schema extends z.ZodType>(schema: Schema, result: unknown) =>
  z.object({ rows: z.array(schema) }).parse(result).rows
const when = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString())
const whenOrNull = z
  .union([z.date(), z.string(), z.null()])
  .transform((value) => (value === null ? null : new Date(value).toISOString()))

/**
 * The responsible-gaming view of the console (issue 41): players near or at a limit, breaks and their
 * ends, and registrations refused for a barred-group answer. Reads the area's own tables with the
 * same windows and rules the limits are enforced with (rg-windows.ts, rg-rules.ts).
 */
export function createRgDesk(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Every limit in force with what its current window used: deposits reserved (as the deposit check
     * counts them), stakes and net loss from the day counters, minutes played today.
     */
    async nearLimits(query: {
      kind: LimitKind | 'all'
      level: 'near' | 'at'
      pageNum: number
      pageSize: number
    }): Promise<{ list: NearLimit[]; total: number }> {
      const at = now()
      const day = periodStart('day', at)
      const week = periodStart('week', at)
      const month = periodStart('month', at)
      const dayAt = windowStart('day', at).toISOString()
      const weekAt = windowStart('week', at).toISOString()
      const monthAt = windowStart('month', at).toISOString()
      const percent = query.level === 'at' ? 100 : NEAR_LIMIT_PERCENT
      const result = await db.execute(sql`
        with lim as (
          select l.user_id, l.kind, l.period,
            case when l.pending_at is not null and l.pending_at <= now() then l.pending_amount else l.amount end as amount,
            case l.period when 'day' then ${day}::date when 'week' then ${week}::date else ${month}::date end as from_day,
            case l.period when 'day' then ${dayAt}::timestamptz when 'week' then ${weekAt}::timestamptz
              else ${monthAt}::timestamptz end as from_at
          from rg_limits l
          where ${query.kind === 'all' ? sql`true` : sql`l.kind = ${query.kind}`}
        ), used as (
          select lim.user_id, lim.kind, lim.period, lim.amount,
            case lim.kind
              when 'deposit' then (select coalesce(sum(r.amount), 0) from rg_deposit_reservations r
                where r.user_id = lim.user_id and r.released_at is null and r.created_at >= lim.from_at)
              when 'bet' then (select coalesce(sum(c.stakes), 0) from rg_play_counters c
                where c.user_id = lim.user_id and c.period_start >= lim.from_day)
              when 'loss' then (select greatest(0, coalesce(sum(c.stakes) - sum(c.wins), 0)) from rg_play_counters c
                where c.user_id = lim.user_id and c.period_start >= lim.from_day)
              else coalesce((select case when p.play_day = ${day}::date then p.play_seconds / 60 else 0 end
                from rg_players p where p.user_id = lim.user_id), 0)
            end as used
          from lim where lim.amount is not null
        )
        select used.user_id, u.account, used.kind, used.period, used.amount, used.used,
          case when used.amount = 0 then 100 else floor(used.used * 100.0 / used.amount) end as percent,
          count(*) over () as total
        from used join users u on u.id = used.user_id
        where used.used * 100 >= used.amount * ${percent}
        order by percent desc, used.user_id, used.kind, used.period
        limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`)
      const rows = rowsOf(
        z.object({
          user_id: z.coerce.number(),
          account: z.string().nullable(),
          kind: z.enum(['deposit', 'bet', 'loss', 'time']),
          period: z.enum(['day', 'week', 'month']),
          amount: z.coerce.number(),
          used: z.coerce.number(),
          percent: z.coerce.number(),
          total: z.coerce.number(),
        }),
        result,
      )
      return {
        list: rows.map((row) => ({
          userId: row.user_id,
          account: row.account,
          kind: row.kind,
          period: row.period,
          amount: row.amount,
          used: row.used,
          percent: row.percent,
        })),
        total: rows[0]?.total ?? 0,
      }
    },

    /** Cool-offs and self-exclusions running, or ended within the last days given. */
    async exclusions(query: {
      state: 'active' | 'ended' | 'all'
      endedWithinDays: number
      pageNum: number
      pageSize: number
    }): Promise<{ list: ExclusionRow[]; total: number }> {
      const at = now().toISOString()
      const active = sql`p.block_until > ${at}::timestamptz`
      const ended = sql`p.block_until <= ${at}::timestamptz
        and p.block_until > ${at}::timestamptz - make_interval(days => ${query.endedWithinDays})`
      const where =
        query.state === 'active' ? active : query.state === 'ended' ? ended : sql`((${active}) or (${ended}))`
      const result = await db.execute(sql`
        select p.user_id, u.account, p.block_kind, p.block_started_at, p.block_until, p.irrevocable_until,
          p.block_until > ${at}::timestamptz as active, count(*) over () as total
        from rg_players p join users u on u.id = p.user_id
        where p.block_kind is not null and p.block_until is not null and ${where}
        order by p.block_until desc, p.user_id
        limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`)
      const rows = rowsOf(
        z.object({
          user_id: z.coerce.number(),
          account: z.string().nullable(),
          block_kind: z.enum(['cool-off', 'self-exclusion']),
          block_started_at: whenOrNull,
          block_until: when,
          irrevocable_until: whenOrNull,
          active: z.boolean(),
          total: z.coerce.number(),
        }),
        result,
      )
      return {
        list: rows.map((row) => ({
          userId: row.user_id,
          account: row.account,
          kind: row.block_kind,
          startedAt: row.block_started_at,
          until: row.block_until,
          irrevocableUntil: row.irrevocable_until,
          active: row.active,
        })),
        total: rows[0]?.total ?? 0,
      }
    },

    /**
     * Registrations refused for a barred-group answer (accounts' barred_declarations), newest first,
     * each with any player registered since under the same phone or account name. Every player's own
     * registration confirmed no barred group: the form refuses any other answer.
     */
    async barredDeclarations(query: {
      group: BarredGroup | 'all'
      pageNum: number
      pageSize: number
    }): Promise<{ list: BarredDeclaration[]; total: number; confirmedPlayers: number }> {
      const [result, players] = await Promise.all([
        db.execute(sql`
          select d.id, d.at, d.who, d.groups,
            (select u.id from users u where u.mobile = d.who or u.account = d.who order by u.id limit 1) as user_id,
            (select u.account from users u where u.mobile = d.who or u.account = d.who order by u.id limit 1) as account,
            count(*) over () as total
          from barred_declarations d
          where ${query.group === 'all' ? sql`true` : sql`d.groups ? ${query.group}`}
          order by d.id desc
          limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`),
        db.execute(sql`select count(*) as n from users where eligibility_confirmed_at is not null`),
      ])
      const rows = rowsOf(
        z.object({
          id: z.coerce.number(),
          at: when,
          who: z.string(),
          groups: z.array(
            z.enum(['governmentOfficial', 'militaryOrPolice', 'restrictedPerson', 'gamingLicensee']),
          ),
          user_id: z.coerce.number().nullable(),
          account: z.string().nullable(),
          total: z.coerce.number(),
        }),
        result,
      )
      return {
        list: rows.map((row) => ({
          id: row.id,
          at: row.at,
          who: row.who,
          groups: row.groups,
          player: row.user_id === null ? null : { userId: row.user_id, account: row.account },
        })),
        total: rows[0]?.total ?? 0,
        confirmedPlayers: rowsOf(z.object({ n: z.coerce.number() }), players)[0]?.n ?? 0,
      }
    },
  }
}

export type RgDesk = ReturnType<typeof createRgDesk>
