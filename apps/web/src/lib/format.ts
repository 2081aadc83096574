import { formatCoinsLabel } from '@panalo/contract/money'

/** ₱1,234 for hundredths, floored to whole pesos as everywhere in the app. */
export function pesos(hundredths: number, locale: string): string {
  const sign = hundredths < 0 ? '−' : ''
  return `${sign}₱${formatCoinsLabel(Math.abs(hundredths), locale)}`
}

/** Date and time in Manila, short. */
export function manilaTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  })
}
