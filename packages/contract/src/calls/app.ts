import { z } from 'zod'

import { appConfigSchema, maintenanceInfoSchema } from '../app-config.ts'
import { eventListSchema } from '../client-events.ts'
import { LOCALES, MAX_INTEGER_ID } from '../constants.ts'
import { defineCalls } from '../define-call.ts'
import { themeSchema } from '../theme.ts'

/** Start-up, configuration, theming, public content and tracking. */

export const CONTENT_PAGES = ['about-us', 'terms-of-use', 'privacy-policy'] as const
export type ContentPage = (typeof CONTENT_PAGES)[number]

export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
])
export type ContentBlock = z.infer<typeof contentBlockSchema>

export const localeSchema = z.enum(LOCALES)

export const appCalls = defineCalls({
  'anonymous/appConfig': {
    access: 'public',
    duringMaintenance: true,
    description:
      'The app config. When `v` is the current version the answer carries `config: null` and the client keeps its stored copy.',
    request: z.object({ v: z.string().max(64).optional().describe('The version the client holds, if any.') }),
    response: z.object({ v: z.string(), config: appConfigSchema.nullable() }),
  },
  'anonymous/appTheme': {
    access: 'public',
    duringMaintenance: true,
    description: 'The theme of the domain the app is served on (or the default theme).',
    request: z.object({}),
    response: themeSchema,
  },
  'anonymous/appThemePreview': {
    access: 'public',
    duringMaintenance: true,
    description: 'A theme by id, for previewing it with ?themeViewId= before it goes live.',
    request: z.object({ themeViewId: z.coerce.number().int().positive().max(MAX_INTEGER_ID) }),
    response: themeSchema,
  },
  preLogin: {
    access: 'public',
    description:
      'Records the device and answers what the client needs before login. A token that is no longer valid answers 401 so the client signs out; maintenance answers 503 with the maintenance details.',
    request: z.object({
      deviceId: z.string().min(8).max(64).describe('A random id the client keeps in local storage.'),
      gameListVersion: z.string().max(64).optional(),
      os: z.string().max(64).optional(),
      deviceModel: z.string().max(128).optional(),
      messagingToken: z.string().max(512).optional(),
      phoneinfoJsonModel: z
        .string()
        .max(4096)
        .optional()
        .describe('Device details from the Android wrapper.'),
      urlParams: z.record(z.string().max(64), z.string().max(512)).optional(),
    }),
    response: z.object({
      serverTime: z.string().describe('ISO 8601.'),
      configVersion: z.string(),
      gameListVersion: z
        .string()
        .describe('The current game list version: a client holding another fetches anonymous/gameList.'),
      signedIn: z.boolean(),
      maintenance: maintenanceInfoSchema,
    }),
  },
  'anonymous/appEventLogClient': {
    access: 'public',
    duringMaintenance: true,
    background: true,
    description:
      'Stores a batch of client events. One bad event rejects the batch; nothing is stored in part.',
    request: z.object({ eventList: eventListSchema }),
    response: z.object({ accepted: z.number().int() }),
  },
  'anonymous/appContent': {
    access: 'public',
    duringMaintenance: true,
    description: 'An information page: about us, terms of use or privacy policy.',
    request: z.object({ page: z.enum(CONTENT_PAGES), locale: localeSchema.optional() }),
    response: z.object({
      page: z.enum(CONTENT_PAGES),
      locale: localeSchema,
      title: z.string(),
      updatedAt: z.string(),
      blocks: z.array(contentBlockSchema),
    }),
  },
  'anonymous/faqList': {
    access: 'public',
    duringMaintenance: true,
    description: 'Frequently asked questions, by category.',
    request: z.object({ locale: localeSchema.optional() }),
    response: z.object({
      locale: localeSchema,
      categories: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          items: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
        }),
      ),
    }),
  },
})
