import { describe, expect, it } from 'vitest'

import { pesos, percent, roundVerdict, signedPesos, times } from './amounts.ts'

describe('the development game pages’ amounts', () => {
  it('shows centavos only where they are not zero', () => {
    expect(pesos(90, 'en-US')).toBe('₱0.90')
    expect(pesos(100, 'en-US')).toBe('₱1')
    expect(pesos(123_450, 'en-US')).toBe('₱1,234.50')
    expect(signedPesos(-5, 'en-US')).toBe('−₱0.05')
    expect(signedPesos(1_000, 'en-US')).toBe('+₱10')
    expect(signedPesos(0, 'en-US')).toBe('₱0')
  })

  it('writes multipliers and chances as people read them', () => {
    expect(times(195)).toBe('1.95×')
    expect(times(5_000)).toBe('50×')
    expect(percent(458_597, 1_000_000)).toBe('45.86%')
    expect(percent(500_000, 1_000_000)).toBe('50%')
  })

  it('calls a round a win only when it paid back more than the stake', () => {
    expect(roundVerdict({ win: 150, stake: 100 })).toBe('win')
    expect(roundVerdict({ win: 100, stake: 100 })).toBe('push')
    expect(roundVerdict({ win: 30, stake: 100 })).toBe('loss')
    expect(roundVerdict({ win: 0, stake: 100 })).toBe('loss')
  })
})
