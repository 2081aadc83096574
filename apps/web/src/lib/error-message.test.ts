import { ERRORS } from '@panalo/contract/errors'
import { describe, expect, it } from 'vitest'

import { ApiError, TimeoutError } from '../api/client.ts'
import { initI18n, loadPageTexts, translatorFor } from '../i18n/i18n.ts'
import { errorMessage } from './error-message.ts'

const t = translatorFor('en-US')
const apiError = (name: keyof typeof ERRORS, data: unknown = null) =>
  new ApiError('someCall', ERRORS[name].code, ERRORS[name].message, data)

/**
 * What the player reads for a failed call: the platform's errors from the shell's texts at once; an
 * area's from the page texts, with the server's words until those have loaded (decision 005).
 */
describe('errorMessage', () => {
  it('translates the platform’s errors and a network failure from the shell texts', async () => {
    await initI18n()
    expect(errorMessage(t, apiError('RATE_LIMITED'))).toBe('Too many attempts. Please wait and try again.')
    expect(errorMessage(t, apiError('TEMPORARILY_UNAVAILABLE'))).toBe(
      'Panalo cannot finish this right now. Please try again in a moment.',
    )
    expect(errorMessage(t, new TimeoutError('someCall'))).toBe(
      'We could not reach Panalo. Check your connection and try again.',
    )
  })

  it('shows the server’s words for an area’s error until the page texts are loaded, then their own', async () => {
    const error = new ApiError(
      'diamondExchangeCoin',
      ERRORS.DIAMONDS_NOT_ENOUGH.code,
      'Not enough (server).',
      null,
    )
    expect(errorMessage(t, error)).toBe('Not enough (server).')
    await loadPageTexts()
    expect(errorMessage(t, error)).toBe('You do not have enough diamonds for that.')
  })

  it('fills a limit’s room and period', async () => {
    await loadPageTexts()
    const error = apiError('DEPOSIT_LIMIT_REACHED', { remaining: 500_00, period: 'week' })
    expect(errorMessage(t, error)).toBe(
      'This deposit would go over the deposit limit you set. You can still deposit ₱500 this week.',
    )
  })
})
