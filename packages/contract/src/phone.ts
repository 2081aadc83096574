/**
 * Philippine mobile numbers. Players type them as 09XXXXXXXXX, 9XXXXXXXXX or +639XXXXXXXXX (spaces
 * and dashes allowed); Panalo stores and sends E.164 (+639XXXXXXXXX).
 */
const MOBILE = /^(?:\+?63|0)?(9\d{9})$/

/** The E.164 form of a Philippine mobile number, or null when the input is not one. */
export function normalizePhilippineMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '')
  const match = MOBILE.exec(compact)
  return match ? `+63${match[1]}` : null
}

/** 0917 ••• 4567: enough for the owner to recognise, not enough to read off a screen. */
export function maskPhone(e164: string): string {
  const local = `0${e164.slice(3)}`
  return `${local.slice(0, 4)} ••• ${local.slice(-4)}`
}

/** 09171234567 from +639171234567, as Filipinos write it. */
export function localPhone(e164: string): string {
  return `0${e164.slice(3)}`
}
