import { sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { devices } from '../../db/schema/app.ts'

export interface DeviceSighting {
  deviceId: string
  os?: string | undefined
  deviceModel?: string | undefined
  messagingToken?: string | undefined
  phoneInfo?: string | undefined
  urlParams?: Record<string, string> | undefined
  appVersion: string
  platform: number
  ip: string
  userId: number | null
}

/** Records that a device opened the app; later sightings update what changed. */
export async function recordDevice(db: Executor, sighting: DeviceSighting): Promise<void> {
  const values = {
    deviceId: sighting.deviceId,
    os: sighting.os ?? null,
    deviceModel: sighting.deviceModel ?? null,
    messagingToken: sighting.messagingToken ?? null,
    phoneInfo: sighting.phoneInfo ?? null,
    urlParams: sighting.urlParams ?? null,
    appVersion: sighting.appVersion,
    platform: sighting.platform,
    lastIp: sighting.ip,
    lastUserId: sighting.userId,
  }
  await db
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({
      target: devices.deviceId,
      set: {
        os: sql`coalesce(excluded.os, ${devices.os})`,
        deviceModel: sql`coalesce(excluded.device_model, ${devices.deviceModel})`,
        messagingToken: sql`coalesce(excluded.messaging_token, ${devices.messagingToken})`,
        phoneInfo: sql`coalesce(excluded.phone_info, ${devices.phoneInfo})`,
        urlParams: sql`coalesce(excluded.url_params, ${devices.urlParams})`,
        appVersion: values.appVersion,
        platform: values.platform,
        lastIp: values.lastIp,
        lastUserId: sql`coalesce(excluded.last_user_id, ${devices.lastUserId})`,
        lastSeenAt: sql`now()`,
      },
    })
  // Who used the device, for the invite programme's anti-farming rule (decision 051); a session
  // whose player no longer exists links nothing.
  if (sighting.userId !== null)
    await db.execute(sql`
      insert into player_devices (user_id, device_id)
      select id, ${sighting.deviceId} from users where id = ${sighting.userId}
      on conflict do nothing`)
}
