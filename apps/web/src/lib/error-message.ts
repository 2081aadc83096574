import { formatCoinsLabel } from '@panalo/contract/money'
import { ERROR_CODES, errorTextKey } from 'virtual:error-codes'

import { ApiError, HttpError, TimeoutError } from '../api/client.ts'
import { loadPageTexts, type TFunction } from '../i18n/i18n.ts'

/**
 * What to tell the player about a failed call: the translation of its error code, with the wait in
 * minutes for limits; validation errors keep the server's message, which names the field. The
 * platform's error texts ship with the shell; an area's arrive with the page texts, and before they
 * do (an error on / of a first visit) the server's English message stands in.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const retryAfterSeconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds
    // A paused password path says what to do instead (log in by SMS code), not only how long to wait.
    const waitOnly = error.errcode !== ERROR_CODES.PASSWORD_LOGIN_PAUSED
    if (waitOnly && typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0) {
      if (error.errcode === ERROR_CODES.OTP_RESEND_TOO_SOON)
        return t('errors.waitSeconds', { count: retryAfterSeconds })
      return t('errors.waitMinutes', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })
    }
    if (error.errcode === ERROR_CODES.VALIDATION) return fieldMessage(error.message)
    const key = errorTextKey(error.errcode)
    if (key) {
      const text = t(key as 'errors.internal', { code: error.errcode, ...limitDetails(t, error.data) })
      if (text !== key) return text
      // An area's error texts come with the page texts; until they are here, the server's own words.
      void loadPageTexts().catch(() => undefined)
    }
    return error.message
  }
  if (error instanceof TimeoutError || error instanceof HttpError || error instanceof TypeError)
    return t('errors.network')
  return t('errors.internal')
}

/** The field a validation error names, e.g. "phone", or undefined. */
export function errorField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.errcode !== ERROR_CODES.VALIDATION) return undefined
  const issues = (error.data as { issues?: { path: string }[] } | null)?.issues
  return issues?.[0]?.path.split('.').at(-1)
}

/** The end date of a break and the room left under a limit, for the responsible-gaming errors. */
function limitDetails(t: TFunction, data: unknown): Record<string, string> {
  const details: Record<string, string> = {}
  if (!data || typeof data !== 'object') return details
  const { until, remaining, period } = data as { until?: unknown; remaining?: unknown; period?: unknown }
  if (typeof until === 'string') {
    details.until = new Date(until).toLocaleString('en-PH', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    })
  }
  if (typeof remaining === 'number') details.remaining = `₱${formatCoinsLabel(remaining)}`
  if (period === 'day' || period === 'week' || period === 'month')
    details.period = t(`errors.periodNoun.${period}`)
  return details
}

function fieldMessage(message: string): string {
  const colon = message.indexOf(': ')
  return colon === -1 ? message : message.slice(colon + 2)
}
