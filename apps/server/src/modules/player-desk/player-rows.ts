import type { PlayerRow } from '@panalo/contract/ops/calls/players'
import { eq } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { AppError } from '../../platform/app-error.ts'

export type UserRow = typeof users.$inferSelect

/** A player as the desk's lists show one. */
export function playerRow(user: UserRow): PlayerRow {
  return {
    userId: user.id,
    account: user.account,
    mobile: user.mobile,
    nickname: user.nickname,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  }
}

/** The rows of a raw query, checked against their schema. */
export const rowsOf = <Schema extends z.ZodType>(schema: Schema, result: unknown) =>
  z.object({ rows: z.array(schema) }).parse(result).rows

/** The player, or NOT_FOUND: every desk call on a player starts here. */
export async function userOf(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new AppError('NOT_FOUND', `No player ${userId}`)
  return user
}
