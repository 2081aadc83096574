import { and, eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { playerDevices } from '../../db/schema/agents.ts'

/**
 * Whether a player has used this device (the devices the app reports, kept for linked-player checks):
 * the invite spin counts no click from the inviter's own device.
 */
export async function playerUsedDevice(
  executor: Executor,
  userId: number,
  deviceId: string,
): Promise<boolean> {
  const [found] = await executor
    .select({ userId: playerDevices.userId })
    .from(playerDevices)
    .where(and(eq(playerDevices.userId, userId), eq(playerDevices.deviceId, deviceId)))
  return found !== undefined
}
