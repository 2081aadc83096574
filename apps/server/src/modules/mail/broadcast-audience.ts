import { and, asc, gt, gte, inArray, lt } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import type { BroadcastTarget } from '../../db/schema/mail.ts'
import { addDays, manilaMidnight } from '../../platform/manila-time.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { playersActiveBetween } from '../turnover/turnover.service.ts'

/**
 * A player's VIP level as the app reads it, handed in by the composition root (vip's vipStatus):
 * mail does not import vip, which sends mail.
 */
export type VipLevelOf = (db: Executor, userId: number) => Promise<number>

/** The players an audience holds now, by id; a listed id that is no player is in `unknownIds`. */
export async function audienceOf(
  executor: Executor,
  target: BroadcastTarget,
  vipLevelOf: VipLevelOf,
): Promise<{ ids: number[]; unknownIds: number[] }> {
  if ('userIds' in target) {
    const wanted = [...new Set(target.userIds)]
    const found = await executor
      .select({ id: playerDirectory.id })
      .from(playerDirectory)
      .where(inArray(playerDirectory.id, wanted))
    const known = new Set(found.map((row) => row.id))
    return {
      ids: wanted.filter((id) => known.has(id)).sort((a, b) => a - b),
      unknownIds: wanted.filter((id) => !known.has(id)),
    }
  }
  if ('registered' in target) {
    // Registrations of the Manila days: the index on users.created_at (decision 084).
    const rows = await executor
      .select({ id: playerDirectory.id })
      .from(playerDirectory)
      .where(
        and(
          gte(playerDirectory.createdAt, manilaMidnight(target.registered.from)),
          lt(playerDirectory.createdAt, manilaMidnight(addDays(target.registered.to, 1))),
        ),
      )
      .orderBy(asc(playerDirectory.id))
    return { ids: rows.map((row) => row.id), unknownIds: [] }
  }
  if ('active' in target) return { ids: await playersActiveBetween(executor, target.active), unknownIds: [] }
  const everyone = (
    await executor.select({ id: playerDirectory.id }).from(playerDirectory).orderBy(asc(playerDirectory.id))
  ).map((row) => row.id)
  if ('all' in target) return { ids: everyone, unknownIds: [] }
  // A player's level is read, not stored (decision 026): each player's is read as the app reads it.
  const levels = new Set(target.vipLevels)
  const chosen: number[] = []
  for (const id of everyone) if (levels.has(await vipLevelOf(executor, id))) chosen.push(id)
  return { ids: chosen, unknownIds: [] }
}

/**
 * The next batch of an audience after the player `afterId`, by id (decision 095's broadcasts, sent in
 * batches by decision 105's job): `through` is the last player id looked at, where the next batch
 * starts, and `done` says none are left. All players and a registration range are a page of the
 * users' id order; a VIP-level audience scans a page of players and keeps those at the levels; a
 * list or the active players (bounded lists) are resolved whole and paged.
 */
export async function audienceBatch(
  executor: Executor,
  target: BroadcastTarget,
  vipLevelOf: VipLevelOf,
  afterId: number,
  limit: number,
): Promise<{ ids: number[]; through: number; done: boolean }> {
  if ('all' in target || 'registered' in target || 'vipLevels' in target) {
    const range =
      'registered' in target
        ? [
            gte(playerDirectory.createdAt, manilaMidnight(target.registered.from)),
            lt(playerDirectory.createdAt, manilaMidnight(addDays(target.registered.to, 1))),
          ]
        : []
    const page = (
      await executor
        .select({ id: playerDirectory.id })
        .from(playerDirectory)
        .where(and(gt(playerDirectory.id, afterId), ...range))
        .orderBy(asc(playerDirectory.id))
        .limit(limit)
    ).map((row) => row.id)
    const through = page.at(-1) ?? afterId
    const done = page.length < limit
    if (!('vipLevels' in target)) return { ids: page, through, done }
    // A player's level is read, not stored (decision 026): each one of the page is read as the app does.
    const levels = new Set(target.vipLevels)
    const chosen: number[] = []
    for (const id of page) if (levels.has(await vipLevelOf(executor, id))) chosen.push(id)
    return { ids: chosen, through, done }
  }
  const { ids } = await audienceOf(executor, target, vipLevelOf)
  const rest = ids.filter((id) => id > afterId).sort((a, b) => a - b)
  const batch = rest.slice(0, limit)
  return { ids: batch, through: batch.at(-1) ?? afterId, done: rest.length <= limit }
}
