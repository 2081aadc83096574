import { CAMPS, type Camp } from '@panalo/contract/calls/redblue'
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor, Tx } from '../../db/client.ts'
import { pkEntries, pkPeriods } from '../../db/schema/redblue.ts'

/** The SQL of red versus blue (decision 054): periods, camps and contributions read from turnover_days. */

export type PkPeriod = typeof pkPeriods.$inferSelect

const contributionRows = z.array(
  z.object({
    user_id: z.coerce.number(),
    camp: z.enum(CAMPS),
    joined_at: z.coerce.date(),
    contribution: z.coerce.number(),
  }),
)

/**
 * Each member's contribution: valid turnover (every game type) from the day they joined to the
 * period's last day, less what they had already played on the day of joining.
 */
function contributionsSql(periodId: number, userId?: number) {
  return sql`
    select e.user_id, e.camp, e.joined_at,
           greatest(coalesce((select sum(d.stake) from turnover_days d
                               where d.user_id = e.user_id and d.day between e.joined_on and p.ends_on), 0)
                    - e.baseline, 0)::bigint as contribution
      from pk_entries e join pk_periods p on p.id = e.period_id
     where e.period_id = ${periodId} ${userId === undefined ? sql`` : sql`and e.user_id = ${userId}`}`
}

export async function contributionsOf(executor: Executor, periodId: number) {
  const result = await executor.execute(contributionsSql(periodId))
  return z
    .object({ rows: contributionRows })
    .parse(result)
    .rows.map((row) => ({
      userId: row.user_id,
      camp: row.camp,
      joinedAt: row.joined_at,
      contribution: row.contribution,
    }))
}

export async function contributionOf(executor: Executor, periodId: number, userId: number) {
  const result = await executor.execute(contributionsSql(periodId, userId))
  const row = z.object({ rows: contributionRows }).parse(result).rows[0]
  return row ? { camp: row.camp, contribution: row.contribution } : undefined
}

const campRows = z.array(
  z.object({ camp: z.enum(CAMPS), members: z.coerce.number(), score: z.coerce.number() }),
)

/** Both camps' live scores and member counts. */
export async function campFigures(executor: Executor, periodId: number) {
  const result = await executor.execute(sql`
    with c as (${contributionsSql(periodId)})
    select camp, count(*) as members, coalesce(sum(contribution), 0) as score from c group by camp`)
  const figures = { scores: { red: 0, blue: 0 }, members: { red: 0, blue: 0 } }
  for (const row of z.object({ rows: campRows }).parse(result).rows) {
    figures.scores[row.camp] = row.score
    figures.members[row.camp] = row.members
  }
  return figures
}

/** The period unsettled and running on `day`, else the next one scheduled after it. */
export async function currentOrNextPeriod(executor: Executor, day: string): Promise<PkPeriod | undefined> {
  const [running] = await executor
    .select()
    .from(pkPeriods)
    .where(and(lte(pkPeriods.startsOn, day), gte(pkPeriods.endsOn, day), isNull(pkPeriods.settledAt)))
    .limit(1)
  if (running) return running
  const [next] = await executor
    .select()
    .from(pkPeriods)
    .where(gt(pkPeriods.startsOn, day))
    .orderBy(asc(pkPeriods.startsOn))
    .limit(1)
  return next
}

/** The period running on `day`, locked against settlement while a player joins it. */
export async function lockRunningPeriod(tx: Tx, day: string): Promise<PkPeriod | undefined> {
  const [period] = await tx
    .select()
    .from(pkPeriods)
    .where(and(lte(pkPeriods.startsOn, day), gte(pkPeriods.endsOn, day), isNull(pkPeriods.settledAt)))
    .limit(1)
    .for('share')
  return period
}

export async function lastSettledPeriod(executor: Executor): Promise<PkPeriod | undefined> {
  const [period] = await executor
    .select()
    .from(pkPeriods)
    .where(isNotNull(pkPeriods.settledAt))
    .orderBy(desc(pkPeriods.endsOn), desc(pkPeriods.id))
    .limit(1)
  return period
}

export async function entryOf(executor: Executor, periodId: number, userId: number) {
  const [entry] = await executor
    .select()
    .from(pkEntries)
    .where(and(eq(pkEntries.periodId, periodId), eq(pkEntries.userId, userId)))
  return entry
}

/** Adds the player to a camp; answers false when they already have a row this period. */
export async function insertEntry(
  tx: Tx,
  entry: { periodId: number; userId: number; camp: Camp; joinedOn: string; baseline: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(pkEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ userId: pkEntries.userId })
  return inserted.length > 0
}

/** The player's valid turnover so far on one day (every game type). */
export async function turnoverOnDay(executor: Executor, userId: number, day: string): Promise<number> {
  const result = await executor.execute(
    sql`select coalesce(sum(stake), 0)::bigint as stake from turnover_days where user_id = ${userId} and day = ${day}::date`,
  )
  return z.object({ rows: z.array(z.object({ stake: z.coerce.number() })) }).parse(result).rows[0]?.stake ?? 0
}

/** Hundredths of a settled period's pool given to its players (0 when nobody qualified). */
export async function sharedTotal(executor: Executor, periodId: number): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${pkEntries.share}), 0)`.mapWith(Number) })
    .from(pkEntries)
    .where(eq(pkEntries.periodId, periodId))
  return row?.total ?? 0
}
