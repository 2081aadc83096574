/**
 * Pesos with centavos: a rebate is a fraction of a percent, so whole pesos would hide most of it. A
 * whole amount shows as the rest of the app shows pesos (₱0, not ₱0.00 beside a ₱0).
 */
export function centavos(hundredths: number, locale: string): string {
  const digits = hundredths % 100 === 0 ? 0 : 2
  return `₱${(hundredths / 100).toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`
}
