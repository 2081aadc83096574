import { z } from 'zod'

import { CHANNEL, EVENT_BATCH_MAX } from './constants.ts'

/**
 * One tracking event (SPEC.md §7, Tracking). Events are strict: an unknown field or a bad value
 * rejects the whole batch, so nothing is stored in part.
 */
export const EVENT_NAME_PATTERN = /^[a-z][a-zA-Z0-9_.:-]{0,63}$/

export const clientEventSchema = z.strictObject({
  eventName: z.string().regex(EVENT_NAME_PATTERN, { message: 'eventName must be a short lowerCamel name' }),
  eventTime: z.number().int().positive().describe('When it happened, milliseconds since the epoch.'),
  eventUserId: z.union([z.string().max(64), z.number().int()]).nullable(),
  channel: z.literal(CHANNEL),
  appId: z.string().min(1).max(64),
  version: z.string().min(1).max(64),
  eventPage: z.string().max(512).optional().describe('The path the event happened on.'),
  eventInterfaceId: z.string().max(128).optional(),
  eventShowType: z.union([z.string().max(64), z.number().int()]).optional(),
  eventRoomId: z.union([z.string().max(64), z.number().int()]).optional(),
  eventFrom: z.string().max(128).optional(),
  eventInteractCount: z.number().int().min(0).max(1_000_000).optional(),
})
export type ClientEvent = z.infer<typeof clientEventSchema>

export const eventListSchema = z.array(clientEventSchema).min(1).max(EVENT_BATCH_MAX)
