/**
 * Theme tokens without a schema library, so the web app can apply a theme from its entry bundle.
 * theme.ts holds the zod schemas built from the same lists.
 */
export const THEME_COLOR_TOKENS = [
  'primary',
  'onPrimary',
  'secondary',
  'onSecondary',
  'accent',
  'onAccent',
  'background',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'border',
  'success',
  'danger',
  'warning',
  'navBackground',
  'navActive',
  'navInactive',
  'cover',
] as const
export type ThemeColorToken = (typeof THEME_COLOR_TOKENS)[number]

export const THEME_RADIUS_TOKENS = ['sm', 'md', 'lg'] as const
export type ThemeRadiusToken = (typeof THEME_RADIUS_TOKENS)[number]
export const THEME_RADIUS_MAX = 48

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/

export interface ThemeTokens {
  colors: Partial<Record<ThemeColorToken, string>>
  radius?: Partial<Record<ThemeRadiusToken, number>> | undefined
}

/**
 * `primary` → `--color-primary`, `radius.md` → `--radius-md`. Only known tokens with hex colours
 * and bounded pixel radii pass, so a theme can never inject CSS.
 */
export function themeToCssVariables(tokens: ThemeTokens): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const name of THEME_COLOR_TOKENS) {
    const value = tokens.colors[name]
    if (typeof value === 'string' && HEX_COLOR_PATTERN.test(value))
      variables[`--color-${kebab(name)}`] = value
  }
  for (const name of THEME_RADIUS_TOKENS) {
    const value = tokens.radius?.[name]
    if (Number.isInteger(value) && value !== undefined && value >= 0 && value <= THEME_RADIUS_MAX) {
      variables[`--radius-${name}`] = `${value}px`
    }
  }
  return variables
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
