import type { ClientEvent } from '@panalo/contract/client-events'
import type { AutomaticFields } from '@panalo/contract/request-fields'

import type { Db } from '../../db/client.ts'
import { clientEvents } from '../../db/schema/app.ts'
import { AppError } from '../../platform/app-error.ts'

/** Events may be queued offline for a while, but not from the far past or the future. */
const OLDEST_EVENT_MS = 7 * 24 * 60 * 60_000
const NEWEST_EVENT_MS = 24 * 60 * 60_000

export interface EventBatchMeta {
  client: AutomaticFields
  userId: number | null
  ip: string
}

/**
 * Stores one batch of tracking events in one statement, so a batch is stored whole or not at all.
 * An event dated outside the accepted window rejects the batch.
 */
export async function storeClientEvents(
  db: Db,
  events: readonly ClientEvent[],
  meta: EventBatchMeta,
  now: number = Date.now(),
): Promise<number> {
  events.forEach((event, index) => {
    if (event.eventTime < now - OLDEST_EVENT_MS || event.eventTime > now + NEWEST_EVENT_MS) {
      throw new AppError('VALIDATION', `eventList.${index}.eventTime: the event time is out of range`, {
        issues: [{ path: `eventList.${index}.eventTime`, message: 'The event time is out of range' }],
      })
    }
  })
  const rows = events.map((event) => {
    const {
      eventName,
      eventTime,
      eventUserId,
      appId,
      version,
      eventPage,
      channel: _channel,
      ...properties
    } = event
    return {
      eventName,
      eventTime: new Date(eventTime),
      claimedUserId: eventUserId === null ? null : String(eventUserId),
      userId: meta.userId,
      appId,
      appVersion: version,
      platform: meta.client.platform,
      page: eventPage ?? null,
      properties,
      ip: meta.ip,
    }
  })
  await db.insert(clientEvents).values(rows)
  return rows.length
}
