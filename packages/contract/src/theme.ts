import { z } from 'zod'

import {
  HEX_COLOR_PATTERN,
  THEME_COLOR_TOKENS,
  THEME_RADIUS_MAX,
  THEME_RADIUS_TOKENS,
} from './theme-tokens.ts'

/**
 * A server theme restyles the whole app: its tokens become CSS custom properties on the document root
 * (see theme-tokens.ts). Values are restricted to hex colours and pixel sizes.
 */
export const hexColorSchema = z
  .string()
  .regex(HEX_COLOR_PATTERN, { message: 'A colour must be #rgb, #rrggbb or #rrggbbaa' })

export const themeTokensSchema = z.object({
  colors: z.partialRecord(z.enum(THEME_COLOR_TOKENS), hexColorSchema),
  radius: z
    .partialRecord(z.enum(THEME_RADIUS_TOKENS), z.number().int().min(0).max(THEME_RADIUS_MAX))
    .optional(),
})

export const themeSchema = z.object({
  id: z.number().int(),
  themeName: z.string(),
  /** The domain the theme is served on; the spelling is the product's own (SPEC.md §3). */
  themeDomian: z.string(),
  themeJsonData: themeTokensSchema,
})
export type Theme = z.infer<typeof themeSchema>
