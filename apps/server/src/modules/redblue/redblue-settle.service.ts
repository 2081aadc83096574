import { AWARD_ITEM } from '@panalo/contract/award-items'
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { pkEntries, pkPeriods } from '../../db/schema/redblue.ts'
import { inTransaction } from '../../db/transaction.ts'
import { manilaDay } from '../../platform/manila-time.ts'
import { grantAwards } from '../rewards/award-engine.service.ts'
import { grantedCondition } from '../rewards/award-records.service.ts'
import { splitPool } from './pool-split.ts'
import { contributionsOf } from './redblue.queries.ts'
import { PK_AWARD_SOURCE } from './redblue.service.ts'

/**
 * Settles red versus blue (docs/decisions/054-red-versus-blue.md) in two steps, each safe to run
 * again. First every period that ended before today is frozen in one transaction: each member's
 * contribution and share and the period's scores and outcome are written once, under the period's
 * row lock, so a rerun or a late projector never changes a result. Then every share not yet granted
 * is paid through the award engine, source `activity`, key `redblue-<period>`, one transaction per
 * player: a crash between the two steps is finished by the next run, and nobody is paid twice.
 */

const PK_GRANT_KEY_PREFIX = 'redblue-'
export const pkGrantKey = (periodId: number) => `${PK_GRANT_KEY_PREFIX}${periodId}`

export interface PkSettleSummary {
  settled: number
  paid: number
}

async function freezePeriod(db: Db, periodId: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [period] = await tx.select().from(pkPeriods).where(eq(pkPeriods.id, periodId)).for('update')
    if (!period || period.settledAt !== null) return false
    const entries = await contributionsOf(tx, period.id)
    const split = splitPool(period.pool, period.minContribution, entries)
    for (const entry of entries)
      await tx
        .update(pkEntries)
        .set({ contribution: entry.contribution, share: split.shares.get(entry.userId) ?? 0 })
        .where(and(eq(pkEntries.periodId, period.id), eq(pkEntries.userId, entry.userId)))
    await tx
      .update(pkPeriods)
      .set({
        outcome: split.outcome,
        redScore: split.scores.red,
        blueScore: split.scores.blue,
        settledAt: new Date(),
      })
      .where(eq(pkPeriods.id, period.id))
    return true
  })
}

const unpaidRows = z.array(
  z.object({ period_id: z.coerce.number(), user_id: z.coerce.number(), share: z.coerce.number() }),
)

/** Shares frozen but not granted yet (the award engine answers "granted?" per share). */
async function unpaidShares(db: Db) {
  const result = await db.execute(sql`
    select e.period_id, e.user_id, e.share
      from pk_entries e
     where e.share > 0
       and not ${grantedCondition({
         source: PK_AWARD_SOURCE,
         userId: sql`e.user_id`,
         key: sql`${PK_GRANT_KEY_PREFIX} || e.period_id`,
       })}
     order by e.period_id, e.user_id`)
  return z.object({ rows: unpaidRows }).parse(result).rows
}

/** Freezes the periods that ended before `at`'s Manila day, then pays every unpaid share. */
export async function settlePkPeriods(db: Db, at: Date): Promise<PkSettleSummary> {
  const ended = await db
    .select({ id: pkPeriods.id })
    .from(pkPeriods)
    .where(and(lt(pkPeriods.endsOn, manilaDay(at)), isNull(pkPeriods.settledAt)))
    .orderBy(asc(pkPeriods.endsOn))
  const summary = { settled: 0, paid: 0 }
  for (const period of ended) if (await freezePeriod(db, period.id)) summary.settled += 1
  for (const share of await unpaidShares(db)) {
    const grant = await inTransaction(db, (tx) =>
      grantAwards(tx, {
        source: PK_AWARD_SOURCE,
        key: pkGrantKey(share.period_id),
        userId: share.user_id,
        items: [{ id: AWARD_ITEM.coin, count: share.share }],
      }),
    )
    if (!grant.replayed) summary.paid += 1
  }
  return summary
}
