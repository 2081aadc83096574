/** Pesos with centavos: a rebate is a fraction of a percent, so whole pesos would hide most of it. */
export function centavos(hundredths: number, locale: string): string {
  return `₱${(hundredths / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
