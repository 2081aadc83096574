/**
 * Pesos with centavos where they are not zero: a round's stake, win and net are small amounts, and
 * flooring ₱0.90 to ₱0 would hide what happened (balances elsewhere floor to whole pesos).
 */
export function pesos(hundredths: number, locale: string): string {
  const value = Math.abs(hundredths) / 100
  const whole = Number.isInteger(value)
  return `₱${value.toLocaleString(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`
}

/** A net result with its sign: "+₱12.50", "−₱1", "₱0". */
export function signedPesos(hundredths: number, locale: string): string {
  if (hundredths === 0) return pesos(0, locale)
  return `${hundredths > 0 ? '+' : '−'}${pesos(hundredths, locale)}`
}

/** A multiplier in hundredths as people write it: 250 → "2.5×". */
export function times(hundredths: number): string {
  return `${hundredths / 100}×`
}

/** A chance of DEV_CHANCE_TOTAL as a percentage with two decimals at most. */
export function percent(chance: number, total: number): string {
  return `${Number(((chance * 100) / total).toFixed(2))}%`
}

/**
 * What a round was for the player: a win only when it paid back more than the stake. A return below
 * the stake is a loss, whatever the game calls it (losses disguised as wins are a known harm).
 */
export function roundVerdict(round: { win: number; stake: number }): 'win' | 'push' | 'loss' {
  if (round.win > round.stake) return 'win'
  return round.win === round.stake ? 'push' : 'loss'
}
