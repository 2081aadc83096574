import type { InviteSpinKind } from '@panalo/contract/calls/invite-spin'

/** How a wheel lands: whole turns, then the sector's middle under the pointer at the top. */
export const WHEEL_EXTRA_DEGREES = 1800

export function wheelRotation(sector: number, sectors: number): number {
  const size = 360 / sectors
  return WHEEL_EXTRA_DEGREES + (360 - (sector * size + size / 2))
}

/** Hours and minutes left until `expiresAt` (ISO), never below zero. */
export function timeLeft(expiresAt: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000))
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

/** Progress as a whole percentage for the bar, 100 only once the target is reached. */
export function progressPercent(progress: number, target: number): number {
  if (target <= 0 || progress >= target) return 100
  return Math.min(99, Math.floor((progress * 100) / target))
}

/** The wheel the page shows: the next spin's, or the first spin's when a new campaign would start. */
export function wheelKind(
  campaign: { state: string; nextKind: InviteSpinKind | null } | null,
): InviteSpinKind {
  if (!campaign || campaign.state === 'exchanged' || campaign.state === 'lapsed') return 'start'
  return campaign.nextKind ?? 'invite'
}

/** ₱ with centavos when there are any: a click spin's ₱0.50 must not read as ₱0. */
export function spinPesos(hundredths: number, locale: string): string {
  if (hundredths % 100 === 0) return `₱${(hundredths / 100).toLocaleString(locale)}`
  return `₱${(hundredths / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
