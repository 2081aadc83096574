import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  coinsToHundredths,
  formatCoins,
  formatCoinsLabel,
  formatExactLabel,
  formatExactPesos,
  formatNetPesos,
  isAmount,
  parsePesoInput,
} from '../src/money.ts'

describe('money', () => {
  it('displays stored hundredths divided by 100 and floored', () => {
    expect(formatCoins(0)).toBe(0)
    expect(formatCoins(99)).toBe(0)
    expect(formatCoins(100)).toBe(1)
    expect(formatCoins(12_345)).toBe(123)
    expect(formatCoins(-150)).toBe(-2)
  })

  it('never displays more than is held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const shown = formatCoins(amount)
        expect(shown * 100).toBeLessThanOrEqual(amount)
        expect((shown + 1) * 100).toBeGreaterThan(amount)
      }),
    )
  })

  it('labels with thousands separators', () => {
    expect(formatCoinsLabel(123_456_789)).toBe('1,234,567')
  })

  it('shows centavos only where flooring would hide them', () => {
    expect(formatExactLabel(90)).toBe('0.90')
    expect(formatExactLabel(2_000)).toBe('20')
    expect(formatExactLabel(125_050)).toBe('1,250.50')
    expect(formatExactLabel(5)).toBe('0.05')
    expect(formatExactPesos(-70)).toBe('−₱0.70')
    expect(formatExactPesos(0)).toBe('₱0')
    expect(formatNetPesos(250)).toBe('+₱2.50')
    expect(formatNetPesos(-100)).toBe('−₱1')
    expect(formatNetPesos(0)).toBe('₱0')
  })

  it('never rounds an exact amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const digits = formatExactLabel(amount).replaceAll(',', '')
        const [pesos = '', cents = '00'] = digits.split('.')
        expect(BigInt(pesos) * 100n + BigInt(cents)).toBe(BigInt(amount))
      }),
    )
  })

  it('reads amounts as a person writes them and never multiplies', () => {
    for (const [text, hundredths] of [
      ['150', 15_000],
      ['150.00', 15_000],
      ['150.', 15_000],
      ['150.0', 15_000],
      ['1,500', 150_000],
      ['₱ 1,500.00', 150_000],
      ['1500', 150_000],
      [' 20 ', 2_000],
    ] as const) {
      expect(parsePesoInput(text)).toEqual({ ok: true, hundredths })
    }
    expect(parsePesoInput('150.50')).toEqual({ ok: false, reason: 'centavos' })
    expect(parsePesoInput('0.5')).toEqual({ ok: false, reason: 'centavos' })
    for (const text of ['1,50', '15,00.00', '150.000', 'abc', '0', '0.00', '-5', '1.2.3', '1234567890']) {
      expect(parsePesoInput(text)).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(parsePesoInput('')).toEqual({ ok: false, reason: 'empty' })
  })

  it('converts whole coins to hundredths and refuses fractions', () => {
    expect(coinsToHundredths(25)).toBe(2_500)
    expect(() => coinsToHundredths(1.5)).toThrow(RangeError)
  })

  it('accepts only non-negative safe integers as amounts', () => {
    expect(isAmount(0)).toBe(true)
    expect(isAmount(1.5)).toBe(false)
    expect(isAmount(-1)).toBe(false)
    expect(isAmount(2 ** 53)).toBe(false)
    expect(isAmount('100')).toBe(false)
  })
})
