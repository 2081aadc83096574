import { eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'

export type PlayerStatus = (typeof users.$inferSelect)['status']

/**
 * Freezes or thaws a player's account (users:disable and users:enable, the players desk's freeze): a
 * disabled player's sessions stop authenticating at once and logins are refused. The caller ends the
 * sessions in the same transaction (SessionService.revokeAll). Returns the status before, or undefined
 * when there is no such player.
 */
export async function setPlayerStatus(
  tx: Executor,
  userId: number,
  status: PlayerStatus,
): Promise<PlayerStatus | undefined> {
  const [before] = await tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!before) return undefined
  await tx.update(users).set({ status }).where(eq(users.id, userId))
  return before.status
}
