import { describe, expect, it } from 'vitest'

import { redShare } from './camp-share.ts'

describe('redShare', () => {
  it('splits the bar by the scores, half and half before any play', () => {
    expect(redShare({ red: 0, blue: 0 })).toBe(50)
    expect(redShare({ red: 300, blue: 100 })).toBe(75)
    expect(redShare({ red: 1, blue: 2 })).toBe(33.3)
    expect(redShare({ red: 0, blue: 5 })).toBe(0)
  })
})
