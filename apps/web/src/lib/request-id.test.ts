import { describe, expect, it } from 'vitest'

import { newRequestId, pesosToHundredths } from './request-id.ts'

describe('amounts typed by the player', () => {
  it('turn whole pesos into hundredths', () => {
    expect(pesosToHundredths('300')).toBe(300_00)
    expect(pesosToHundredths('1,000')).toBe(1_000_00)
    expect(pesosToHundredths(' 50 ')).toBe(50_00)
  })

  it('refuse anything but a positive whole number of pesos', () => {
    for (const text of ['', '0', '-5', '12.50', 'abc', '1e3', '1234567890']) {
      expect(pesosToHundredths(text), text).toBeNull()
    }
  })
})

describe('request ids', () => {
  it('are new each time and fit the contract', () => {
    const first = newRequestId()
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newRequestId()).not.toBe(first)
  })
})
