import { describe, expect, it } from 'vitest'

import { requestTimeoutMs } from './request-timeout.ts'

describe('request timeouts by connection type', () => {
  it.each([
    [undefined, 10_000],
    ['4g', 10_000],
    ['3g', 30_000],
    ['2g', 20_000],
    ['slow-2g', 20_000],
  ])('%s → %i ms', (effectiveType, expected) => {
    expect(requestTimeoutMs(effectiveType ? { effectiveType } : undefined)).toBe(expected)
  })
})
