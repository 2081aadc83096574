import { describe, expect, it } from 'vitest'

import { newRequestId } from './request-id.ts'

describe('request ids', () => {
  it('are new each time and fit the contract', () => {
    const first = newRequestId()
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newRequestId()).not.toBe(first)
  })
})
