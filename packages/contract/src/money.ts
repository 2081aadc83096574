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

/**
 * An exact amount for a label: whole pesos when the amount is whole ("1,250"), else with its
 * centavos ("0.90", "1,250.50"). Wins, bet records, reports and the verifier use it where flooring
 * would hide a non-zero amount; balances stay floored (formatCoinsLabel, SPEC.md §3).
 */
export function formatExactLabel(hundredths: number, locale = 'en-US'): string {
  const cents = Math.abs(hundredths % HUNDREDTHS_PER_COIN)
  // Integer arithmetic: (h − h mod 100) / 100 is exact, where h / 100 in floating point need not be.
  const pesos = (hundredths - (hundredths % HUNDREDTHS_PER_COIN)) / HUNDREDTHS_PER_COIN
  const sign = hundredths < 0 && pesos === 0 ? '-' : ''
  const label = `${sign}${pesos.toLocaleString(locale)}`
  return cents === 0 ? label : `${label}.${String(cents).padStart(2, '0')}`
}

/** formatExactLabel with the peso sign and a true minus for negatives ("−₱0.70"). */
export function formatExactPesos(hundredths: number, locale = 'en-US'): string {
  return `${hundredths < 0 ? '−' : ''}₱${formatExactLabel(Math.abs(hundredths), locale)}`
}

/** A net result with its sign always shown ("+₱2.50", "−₱0.70", "₱0"). */
export function formatNetPesos(hundredths: number, locale = 'en-US'): string {
  return `${hundredths > 0 ? '+' : ''}${formatExactPesos(hundredths, locale)}`
}

/** The longest amount text an amount field keeps ("999,999,999.00" and a little room). */
export const PESO_INPUT_MAX_LENGTH = 16

/** What a player typed into an amount field, read as a person writes it. */
export type PesoInput =
  { ok: true; hundredths: number } | { ok: false; reason: 'empty' | 'centavos' | 'invalid' }

/**
 * Whole pesos as a person writes them → hundredths: "150", "150.00", "1,500", "₱ 1,500.0". Zero
 * centavos are accepted; other centavos are refused (`centavos`) since amounts are whole pesos;
 * misplaced commas, letters, zero and over 9 digits are `invalid`. Never multiplies: "150.00" is ₱150.
 */
export function parsePesoInput(text: string): PesoInput {
  const trimmed = text.replace(/[\s₱]/g, '')
  if (trimmed === '') return { ok: false, reason: 'empty' }
  const match = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{0,2}))?$/.exec(trimmed)
  if (!match) return { ok: false, reason: 'invalid' }
  const digits = (match[1] ?? '').replaceAll(',', '')
  const cents = match[2] ?? ''
  if (digits.replace(/^0+/, '').length > 9) return { ok: false, reason: 'invalid' }
  if (/[1-9]/.test(cents)) return { ok: false, reason: 'centavos' }
  const pesos = Number(digits)
  return pesos > 0 ? { ok: true, hundredths: pesos * HUNDREDTHS_PER_COIN } : { ok: false, reason: 'invalid' }
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
