import { describe, expect, it } from 'vitest'

import { hundredthsOf, pesosText } from './award-input.tsx'

/** The reward editor's amounts (decision 103): typed in pesos with centavos, kept as hundredths. */
describe('peso amounts of the reward editor', () => {
  it('reads pesos with up to two decimals as hundredths', () => {
    expect(hundredthsOf('12')).toBe(1_200)
    expect(hundredthsOf('12.5')).toBe(1_250)
    expect(hundredthsOf('₱1,000.05')).toBe(100_005)
    expect(hundredthsOf('0.01')).toBe(1)
    expect(hundredthsOf('12.')).toBe(1_200)
  })

  it('refuses what is not an amount (NaN, so the area’s schema names the field)', () => {
    for (const text of ['1.005', '-3', 'abc', '1e3', '.5.'] as const) expect(hundredthsOf(text)).toBeNaN()
  })

  it('shows hundredths as pesos, whole pesos without decimals', () => {
    expect(pesosText(500)).toBe('5')
    expect(pesosText(1_250)).toBe('12.50')
    expect(pesosText(7)).toBe('0.07')
    expect(pesosText(null)).toBe('')
  })
})
