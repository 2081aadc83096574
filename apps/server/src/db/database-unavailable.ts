/**
 * Whether an error says the database could not be reached or went away mid-statement (restarting,
 * crashed, failing over, the session ended, no connection free in time), as opposed to an answer
 * about the statement itself. Nothing was decided by such an error, or the decision is unknown, so
 * the caller is told to try again (TEMPORARILY_UNAVAILABLE; docs/decisions/062), and idempotency
 * keys make the retry safe whatever the first attempt did.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, message, errors, cause } = current as {
      code?: unknown
      message?: unknown
      errors?: unknown
      cause?: unknown
    }
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true
    if (typeof code === 'string' && SOCKET_ERRORS.has(code)) return true
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
      return true
    // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with every one.
    if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner)))
      return true
    current = cause
  }
  return false
}

/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is checked apart. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])

const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/** What node-postgres says, without a code, when a connection is lost, closed or not made in time. */
const LOST_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Client has encountered a connection error/,
]
