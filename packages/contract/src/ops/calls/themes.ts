import { z } from 'zod'

import { themeTokensSchema } from '../../theme.ts'
import { defineOpsCalls } from '../define-ops-call.ts'

/** The player app previews a theme with this query parameter (it applies it and does not keep it). */
export const THEME_PREVIEW_PARAMETER = 'themeViewId'

const themeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The host it is served on; null for the default and preview-only themes. */
  domain: z.string().nullable(),
  /** The default theme: served on every domain without a theme of its own. */
  live: z.boolean(),
  tokens: themeTokensSchema,
})

const liveThemeSchema = z.object({ id: z.number().int(), name: z.string() })

export const themeDeskCalls = defineOpsCalls({
  themeList: {
    roles: ['marketing', 'admin'],
    description: 'Every theme of the player app, with its tokens and which one is live.',
    request: z.object({}),
    response: z.object({ list: z.array(themeSummarySchema) }),
  },
  themeSetLive: {
    roles: ['marketing', 'admin'],
    description: 'Makes a theme the live one, as `theme:live <id>` does (audited, before and after).',
    request: z.object({ themeId: z.number().int().positive() }),
    response: z.object({ before: liveThemeSchema.nullable(), after: liveThemeSchema }),
  },
})
