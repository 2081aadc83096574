import type { PlayerRow } from '@panalo/contract/ops/calls/players'
import { eq } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { AppError } from '../../platform/app-error.ts'

/** The players, with the facts the desk reads, from the accounts area's directory (decision 121). */
export const selectDeskPlayers = (executor: Executor) =>
  executor
    .select({
      id: playerDirectory.id,
      account: playerDirectory.account,
      mobile: playerDirectory.mobile,
      nickname: playerDirectory.nickname,
      status: playerDirectory.status,
      createdAt: playerDirectory.createdAt,
      dateOfBirth: playerDirectory.dateOfBirth,
      inviteCode: playerDirectory.inviteCode,
    })
    .from(playerDirectory)

export type DeskPlayer = Awaited<ReturnType<typeof selectDeskPlayers>>[number]

/** A player as the desk's lists show one. */
export function playerRow(player: DeskPlayer): PlayerRow {
  return {
    userId: player.id,
    account: player.account,
    mobile: player.mobile,
    nickname: player.nickname,
    status: player.status,
    createdAt: player.createdAt.toISOString(),
  }
}

/** The rows of a raw query, checked against their schema. */
export const rowsOf = <Schema extends z.ZodType>(schema: Schema, result: unknown) =>
  z.object({ rows: z.array(schema) }).parse(result).rows

/** The player, or NOT_FOUND: every desk call on a player starts here. */
export async function userOf(executor: Executor, userId: number): Promise<DeskPlayer> {
  const [player] = await selectDeskPlayers(executor).where(eq(playerDirectory.id, userId))
  if (!player) throw new AppError('NOT_FOUND', `No player ${userId}`)
  return player
}
