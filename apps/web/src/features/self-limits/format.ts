import { formatCoinsLabel } from '@panalo/contract/money'

import type { TFunction } from '../../i18n/i18n.ts'

/** ₱1,234 from hundredths. */
export function pesos(hundredths: number, locale: string): string {
  return `₱${formatCoinsLabel(hundredths, locale)}`
}

/** A date and time in Manila, where the limit windows are counted. */
export function manilaTime(iso: string | Date, locale: string): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  })
}

/** "1 h 05 min" or "25 minutes" from minutes. */
export function duration(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('selfLimits.minutes', { count: minutes })
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`
}
