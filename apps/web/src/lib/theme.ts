import type { Theme } from '@panalo/contract/theme'
import { themeToCssVariables, type ThemeTokens } from '@panalo/contract/theme-tokens'

import { readStoredJson, STORAGE_KEYS, writeStoredJson } from './storage.ts'

/**
 * Applies a server theme: its tokens become CSS custom properties on the root element, so every
 * component restyles at once. The live theme is kept for the next start (and offline starts); a
 * preview is not. themeToCssVariables passes only known tokens with safe values.
 */
export function applyTheme(theme: Theme, options: { remember: boolean }): void {
  const variables = themeToCssVariables(theme.themeJsonData)
  const root = document.documentElement
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value)
  const background = variables['--color-background']
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background)
  if (options.remember) writeStoredJson(STORAGE_KEYS.theme, theme)
}

/** The theme kept from the last visit, if it is still readable. */
export function storedTheme(): Theme | undefined {
  const stored = readStoredJson(STORAGE_KEYS.theme)
  if (typeof stored !== 'object' || stored === null) return undefined
  const { id, themeName, themeDomian, themeJsonData } = stored as Record<string, unknown>
  if (typeof id !== 'number' || typeof themeJsonData !== 'object' || themeJsonData === null) return undefined
  const tokens = themeJsonData as Partial<ThemeTokens>
  if (typeof tokens.colors !== 'object' || tokens.colors === null) return undefined
  return {
    id,
    themeName: String(themeName ?? ''),
    themeDomian: String(themeDomian ?? ''),
    themeJsonData: { colors: tokens.colors, radius: tokens.radius },
  }
}
