import { AWARD_ITEM } from '@panalo/contract/award-items'
import { JACKPOT_RESULT_TYPE, type JackpotRow } from '@panalo/contract/calls/jackpot'
import { and, count, desc, eq, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { jackpotDraws } from '../../db/schema/jackpot.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { seededDrawOf } from '../draws/draws.service.ts'
import { playerAccountBalance } from '../ledger/ledger-balances.service.ts'

/**
 * The jackpot's reads (docs/decisions/040-jackpot.md): the record, the rank and the winners, a draw
 * as answered (its seeds from the seeded draw, decision 107).
 */

const rowColumns = {
  id: jackpotDraws.id,
  nickname: playerDirectory.nickname,
  avatar: playerDirectory.avatar,
  bonus: jackpotDraws.bonus,
  type: jackpotDraws.type,
  propId: jackpotDraws.propId,
  count: jackpotDraws.count,
  createdAt: jackpotDraws.createdAt,
}
export interface RowRead {
  id: number
  nickname: string
  avatar: number
  bonus: number
  type: number
  propId: number
  count: number
  createdAt: Date
}

/** SPEC.md §3's row: amountSection is the coins won (a jackpot's amount, a coin prize's count). */
export function presentRow(row: RowRead, nickname: (name: string) => string = (name) => name): JackpotRow {
  return {
    id: row.id,
    nickname: nickname(row.nickname),
    avatar: row.avatar,
    amountSection:
      row.type === JACKPOT_RESULT_TYPE.jackpot ? row.bonus : row.propId === AWARD_ITEM.coin ? row.count : 0,
    createTime: row.createdAt.toISOString(),
    propId: row.propId,
    count: row.count,
    type: row.type,
  }
}

export async function drawsOf(
  executor: Executor,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: RowRead[]; total: number }> {
  const rows = await executor
    .select(rowColumns)
    .from(jackpotDraws)
    .innerJoin(playerDirectory, eq(playerDirectory.id, jackpotDraws.userId))
    .where(eq(jackpotDraws.userId, userId))
    .orderBy(desc(jackpotDraws.id))
    .offset(page.offset)
    .limit(page.limit)
  const [total] = await executor
    .select({ total: count() })
    .from(jackpotDraws)
    .where(eq(jackpotDraws.userId, userId))
  return { rows, total: total?.total ?? 0 }
}

const isWin = eq(jackpotDraws.type, JACKPOT_RESULT_TYPE.jackpot)

/** Jackpot wins, biggest first (earlier first on a tie). */
export async function winsByAmount(
  executor: Executor,
  page: { offset: number; limit: number },
): Promise<{ rows: RowRead[]; total: number }> {
  const rows = await executor
    .select(rowColumns)
    .from(jackpotDraws)
    .innerJoin(playerDirectory, eq(playerDirectory.id, jackpotDraws.userId))
    .where(isWin)
    .orderBy(desc(jackpotDraws.bonus), jackpotDraws.id)
    .offset(page.offset)
    .limit(page.limit)
  const [total] = await executor.select({ total: count() }).from(jackpotDraws).where(isWin)
  return { rows, total: total?.total ?? 0 }
}

/** The player's biggest jackpot win and its place among all wins, or undefined. */
export async function bestWinOf(
  executor: Executor,
  userId: number,
): Promise<{ row: RowRead; rank: number } | undefined> {
  const [best] = await executor
    .select(rowColumns)
    .from(jackpotDraws)
    .innerJoin(playerDirectory, eq(playerDirectory.id, jackpotDraws.userId))
    .where(and(isWin, eq(jackpotDraws.userId, userId)))
    .orderBy(desc(jackpotDraws.bonus), jackpotDraws.id)
    .limit(1)
  if (!best) return undefined
  const [ahead] = await executor
    .select({ ahead: count() })
    .from(jackpotDraws)
    .where(
      and(
        isWin,
        sql`(${jackpotDraws.bonus} > ${best.bonus} or (${jackpotDraws.bonus} = ${best.bonus} and ${jackpotDraws.id} < ${best.id}))`,
      ),
    )
  return { row: best, rank: (ahead?.ahead ?? 0) + 1 }
}

/** The latest jackpot wins, newest first. */
export async function latestWins(executor: Executor, limit: number): Promise<RowRead[]> {
  return executor
    .select(rowColumns)
    .from(jackpotDraws)
    .innerJoin(playerDirectory, eq(playerDirectory.id, jackpotDraws.userId))
    .where(isWin)
    .orderBy(desc(jackpotDraws.id))
    .limit(limit)
}

/** A draw as the call answers it, with the player's draw chances after it. */
export async function drawAnswer(executor: Executor, row: typeof jackpotDraws.$inferSelect) {
  const draw = await seededDrawOf(executor, 'jackpot', row.id)
  return {
    id: row.id,
    propId: row.propId,
    count: row.count,
    type: row.type,
    bonus: row.bonus,
    cell: draw.outcome,
    heldCoins: row.heldCoins,
    drawChances: await playerAccountBalance(executor, row.userId, 'drawChance'),
    serverSeedHash: draw.serverSeedHash,
    clientSeed: draw.clientSeed,
    nonce: draw.nonce,
  }
}
