import { ERRORS } from '@panalo/contract/errors'
import { describe, expect, it } from 'vitest'

import { ApiError, HttpError } from './client.ts'
import { createQueryClient } from './query-client.ts'

describe('the query client', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    failureCount: number,
    error: unknown,
  ) => boolean
  const apiError = (name: keyof typeof ERRORS) => new ApiError('getExchange', ERRORS[name].code, '', null)

  it('retries a read twice after a lost connection or "temporarily unavailable", never after an answer', () => {
    for (const error of [new TypeError('Failed to fetch'), apiError('TEMPORARILY_UNAVAILABLE')]) {
      expect(retry(0, error)).toBe(true)
      expect(retry(1, error)).toBe(true)
      expect(retry(2, error)).toBe(false)
    }
    expect(retry(0, apiError('SIGNED_OUT'))).toBe(false)
    expect(retry(0, new HttpError('getExchange', 500))).toBe(false)
  })
})
