/**
 * Money is an integer count of hundredths of a peso everywhere: in the database (BIGINT), on the wire
 * and in the client. Nothing here uses floating point to hold an amount.
 */

/** Hundredths in one displayed coin (one peso). */
export const HUNDREDTHS_PER_COIN = 100

/** The amount a player sees: stored hundredths divided by 100 and floored, as SPEC.md §3 says. */
export function formatCoins(hundredths: number): number {
  return Math.floor(hundredths / HUNDREDTHS_PER_COIN)
}

/** formatCoins with thousands separators, for labels ("12,345"). */
export function formatCoinsLabel(hundredths: number, locale = 'en-US'): string {
  return formatCoins(hundredths).toLocaleString(locale)
}

/** Whole coins (pesos) typed by a player → hundredths. */
export function coinsToHundredths(coins: number): number {
  if (!Number.isSafeInteger(coins)) throw new RangeError(`Not a whole number of coins: ${coins}`)
  return coins * HUNDREDTHS_PER_COIN
}

/** A valid stored amount: a non-negative safe integer of hundredths. */
export function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}
