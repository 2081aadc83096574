import type { ThemeTokens } from '@panalo/contract/theme-tokens'

export interface ThemeSeed {
  name: string
  domain: string | null
  isDefault: boolean
  tokens: ThemeTokens
}

/** The default night theme, and a daytime "Fiesta" theme to preview with ?themeViewId=. */
export const THEME_SEED: ThemeSeed[] = [
  {
    name: 'Panalo Night',
    domain: null,
    isDefault: true,
    tokens: {
      colors: {
        primary: '#FFC83D',
        onPrimary: '#1A1200',
        secondary: '#7C3AED',
        onSecondary: '#FFFFFF',
        accent: '#22D3EE',
        onAccent: '#04212A',
        background: '#0F0B1E',
        surface: '#1A1433',
        surfaceAlt: '#251C47',
        text: '#F5F3FF',
        textMuted: '#A59FC4',
        border: '#2F2757',
        success: '#22C55E',
        danger: '#EF4444',
        warning: '#F59E0B',
        navBackground: '#140F2A',
        navActive: '#FFC83D',
        navInactive: '#8A84A8',
        cover: '#0F0B1E',
      },
      radius: { sm: 8, md: 12, lg: 20 },
    },
  },
  {
    name: 'Fiesta',
    domain: null,
    isDefault: false,
    tokens: {
      colors: {
        primary: '#D7263D',
        onPrimary: '#FFFFFF',
        secondary: '#1B4D9B',
        onSecondary: '#FFFFFF',
        accent: '#F6BE00',
        onAccent: '#1F1A17',
        background: '#FFF8EC',
        surface: '#FFFFFF',
        surfaceAlt: '#FDEBD0',
        text: '#1F1A17',
        textMuted: '#6B5E55',
        border: '#EAD9C3',
        success: '#15803D',
        danger: '#B91C1C',
        warning: '#B45309',
        navBackground: '#FFFFFF',
        navActive: '#D7263D',
        navInactive: '#8C7B6E',
        cover: '#FFF8EC',
      },
      radius: { sm: 6, md: 10, lg: 16 },
    },
  },
]
