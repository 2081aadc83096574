import { and, asc, eq, gt, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { vipAudits, vipPlayers } from '../../db/schema/vip.ts'
import { inTransaction } from '../../db/transaction.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { hasTurnoverCondition, turnoverTotal } from '../turnover/turnover.service.ts'
import { levelOf, readVipLadder } from './vip-ladder.ts'
import { addMonths, manilaDay } from './vip.service.ts'

/**
 * The monthly VIP audit (docs/decisions/026-vip-ladder.md), run by the `vip-audit` job early on the
 * 1st of each Manila month for the month that just closed. For each player with turnover:
 * - a level reached during the month is kept;
 * - otherwise a month short of the level's betLimit drops one level, never below the floor, the
 *   level the experience of that month and the eleven before it reaches;
 * - a month that meets the betLimit of the level above gives back one level an audit took;
 * - and a player below the floor is lifted to it.
 * A player's audit of a month is one row of vip_audits, so running the job again changes nothing.
 */

const BATCH = 200

export interface AuditSummary {
  month: string
  audited: number
  down: number
  up: number
}

/** Audits every player not yet audited for the Manila month before `now`. */
export async function auditVipLevels(db: Db, now: Date): Promise<AuditSummary> {
  const month = addMonths(manilaDay(now).slice(0, 7), -1)
  const summary: AuditSummary = { month, audited: 0, down: 0, up: 0 }
  let after = 0
  for (;;) {
    const batch = await db
      .select({ id: playerDirectory.id })
      .from(playerDirectory)
      .where(
        and(
          gt(playerDirectory.id, after),
          hasTurnoverCondition(sql`${playerDirectory.id}`),
          sql`not exists (select 1 from ${vipAudits} a where a.user_id = ${playerDirectory.id} and a.month = ${month})`,
        ),
      )
      .orderBy(asc(playerDirectory.id))
      .limit(BATCH)
    for (const { id } of batch) {
      const outcome = await inTransaction(db, (tx) => auditPlayer(tx, id, month))
      if (!outcome) continue
      summary.audited++
      if (outcome.levelAfter < outcome.levelBefore) summary.down++
      if (outcome.levelAfter > outcome.levelBefore) summary.up++
    }
    if (batch.length < BATCH) return summary
    after = batch.at(-1)?.id ?? after
  }
}

/** One player's audit of one month; null when it was done before. */
export async function auditPlayer(
  tx: Tx,
  userId: number,
  month: string,
): Promise<{ levelBefore: number; levelAfter: number } | null> {
  // The player's row first: audits of one player go one at a time, and the key below sees the first.
  await tx.insert(vipPlayers).values({ userId }).onConflictDoNothing()
  const [player] = await tx
    .select({ levelsDown: vipPlayers.levelsDown })
    .from(vipPlayers)
    .where(eq(vipPlayers.userId, userId))
    .for('update')
  const levelsDown = player?.levelsDown ?? 0
  const ladder = await readVipLadder(tx)
  const start = `${month}-01`
  const end = `${addMonths(month, 1)}-01`
  const reachedAt = async (before: string) =>
    levelOf(ladder, Math.floor((await turnoverTotal(tx, userId, undefined, before)) / 100)).level
  const reached = await reachedAt(end)
  const levelBefore = Math.max(0, reached - levelsDown)
  const promotedInMonth = Math.max(0, (await reachedAt(start)) - levelsDown) < levelBefore
  const turnover = await turnoverTotal(tx, userId, start, end)
  const yearTurnover = await turnoverTotal(tx, userId, `${addMonths(month, -11)}-01`, end)
  const floor = Math.min(reached, levelOf(ladder, Math.floor(yearTurnover / 100)).level)
  const betLimit = ladder[levelBefore]?.betLimit ?? 0

  let levelAfter = levelBefore
  if (!promotedInMonth && turnover < betLimit) levelAfter = Math.max(floor, levelBefore - 1)
  else if (levelsDown > 0 && turnover >= (ladder[levelBefore + 1]?.betLimit ?? Infinity)) levelAfter++
  levelAfter = Math.max(levelAfter, floor)

  const [audited] = await tx
    .insert(vipAudits)
    .values({ userId, month, levelBefore, levelAfter, turnover, betLimit, floor })
    .onConflictDoNothing()
    .returning({ userId: vipAudits.userId })
  if (!audited) return null
  if (levelAfter !== levelBefore)
    await tx
      .update(vipPlayers)
      .set({ levelsDown: reached - levelAfter, updatedAt: sql`now()` })
      .where(eq(vipPlayers.userId, userId))
  return { levelBefore, levelAfter }
}
