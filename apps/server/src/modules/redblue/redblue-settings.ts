import type { pkPeriodsSettingSchema } from '@panalo/contract/ops/reward-settings'
import type { z } from 'zod'
import { and, asc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { pkEntries, pkPeriods } from '../../db/schema/redblue.ts'
import { AppError } from '../../platform/app-error.ts'
import { manilaDay, manilaMidnight } from '../../platform/manila-time.ts'

/**
 * Red-versus-blue periods as the console's reward settings edit them (decision 103): the periods not
 * started yet, in order. The running period is never in the list, so a save never changes the pool or
 * the days of a period players are competing in (`redblue:pool` stays the operator's way to do that).
 */
export type PkPeriodSettings = z.infer<typeof pkPeriodsSettingSchema>

/** The periods starting after today (Manila), not settled, in order. */
export async function readUpcomingPkPeriods(db: Executor, at = new Date()): Promise<PkPeriodSettings> {
  const rows = await db
    .select()
    .from(pkPeriods)
    .where(and(gt(pkPeriods.startsOn, manilaDay(at)), isNull(pkPeriods.settledAt)))
    .orderBy(asc(pkPeriods.startsOn))
  return rows.map((row) => ({
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    pool: row.pool,
    minContribution: row.minContribution,
  }))
}

/**
 * Replaces the periods not started yet with `periods` (checked by the contract's schema), in the
 * caller's transaction. A period kept with the same days keeps its id (and any camp joined early); one
 * left out is deleted unless players joined it. Every period starts after today and after the last
 * period that started. Answers when the first of them starts (or `at` when none is left).
 */
export async function saveUpcomingPkPeriods(
  db: Executor,
  periods: PkPeriodSettings,
  at: Date,
): Promise<Date> {
  // The lock redblue:open takes, so a CLI scheduler and a save never overlap two periods.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('pk_periods'))`)
  const today = manilaDay(at)
  const [started] = await db
    .select({ lastDay: max(pkPeriods.endsOn) })
    .from(pkPeriods)
    .where(sql`${pkPeriods.startsOn} <= ${today}`)
  const notBefore = started?.lastDay && started.lastDay > today ? started.lastDay : today
  const early = periods.find((period) => period.startsOn <= notBefore)
  if (early)
    throw new AppError(
      'VALIDATION',
      `The period from ${early.startsOn} must start after ${notBefore} (today or the running period's last day)`,
    )
  const existing = await db
    .select()
    .from(pkPeriods)
    .where(and(gt(pkPeriods.startsOn, today), isNull(pkPeriods.settledAt)))
  const joined = new Set(
    existing.length === 0
      ? []
      : (
          await db
            .selectDistinct({ periodId: pkEntries.periodId })
            .from(pkEntries)
            .where(
              inArray(
                pkEntries.periodId,
                existing.map((row) => row.id),
              ),
            )
        ).map((row) => row.periodId),
  )
  const kept = new Set<number>()
  for (const period of periods) {
    const same = existing.find((row) => row.startsOn === period.startsOn && row.endsOn === period.endsOn)
    if (same) {
      kept.add(same.id)
      await db
        .update(pkPeriods)
        .set({ pool: period.pool, minContribution: period.minContribution })
        .where(eq(pkPeriods.id, same.id))
    }
  }
  for (const row of existing) {
    if (kept.has(row.id)) continue
    if (joined.has(row.id))
      throw new AppError(
        'VALIDATION',
        `Players joined the period ${row.startsOn}..${row.endsOn}: keep its days (change its pool only)`,
      )
    await db.delete(pkPeriods).where(eq(pkPeriods.id, row.id))
  }
  const added = periods.filter(
    (period) => !existing.some((row) => kept.has(row.id) && row.startsOn === period.startsOn),
  )
  if (added.length > 0) await db.insert(pkPeriods).values(added)
  return periods[0] ? manilaMidnight(periods[0].startsOn) : at
}
