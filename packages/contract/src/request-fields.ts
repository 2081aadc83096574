import { z } from 'zod'

import { CHANNEL } from './constants.ts'
import { PLATFORM } from './enums.ts'

/**
 * The fields the web client adds to every request body (SPEC.md §7). The server validates and records
 * them with the request.
 */
export const automaticFieldsSchema = z.object({
  appId: z.string().min(1).max(64).describe('The application id the client was built for.'),
  channel: z.literal(CHANNEL),
  clientReferrer: z.string().max(2048).describe('document.referrer when the app was opened, or "".'),
  platform: z.union([z.literal(PLATFORM.mobile), z.literal(PLATFORM.desktop)]),
  appVersion: z.string().min(1).max(64),
  appWebName: z.string().min(1).max(64),
})

export type AutomaticFields = z.infer<typeof automaticFieldsSchema>
export const AUTOMATIC_FIELD_NAMES = Object.keys(automaticFieldsSchema.shape) as (keyof AutomaticFields)[]
