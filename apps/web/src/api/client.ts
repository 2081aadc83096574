import type { CallInput, CallName, CallOutput } from '@panalo/contract/call-map'
import { maintenanceInfoFromData } from './maintenance-data.ts'
import { CALL_META } from 'virtual:call-meta'
import { ERROR_CODES, OK_CODE, OK_ERRCODE } from 'virtual:error-codes'

import { sessionToken } from '../lib/session.ts'
import { emitApiEvent } from './api-events.ts'
import { automaticFields } from './automatic-fields.ts'
import { requestTimeoutMs } from './request-timeout.ts'

export const API_BASE = '/app/v1/'

/**
 * A non-zero errcode from the server, with the message it sent (the server always sends one; the app
 * shows the translation of the code, lib/error-message.ts).
 */
export class ApiError extends Error {
  readonly errcode: number
  readonly data: unknown
  readonly call: string
  constructor(call: string, errcode: number, message: string, data: unknown) {
    super(message || `Error ${errcode}`)
    this.name = 'ApiError'
    this.call = call
    this.errcode = errcode
    this.data = data
  }
}

/** HTTP 400–599: raised as an error by the fetch layer (SPEC.md §8). */
export class HttpError extends Error {
  readonly status: number
  constructor(call: string, status: number) {
    super(`${call} answered HTTP ${status}`)
    this.name = 'HttpError'
    this.status = status
  }
}

export class TimeoutError extends Error {
  constructor(call: string) {
    super(`${call} timed out`)
    this.name = 'TimeoutError'
  }
}

interface RawAnswer {
  errcode?: number
  code?: number
  msg?: string
  data?: unknown
}

export interface CallOptions {
  signal?: AbortSignal
  /** Lets the request outlive the page (fetch keepalive), for a call made while the tab closes. */
  keepalive?: boolean
  /** The session to send instead of the current one (a logout sends the session it ends). */
  token?: string | null
}

/**
 * Makes a product call: adds the automatic fields and the bearer token, applies the timeout of the
 * connection type, and turns the envelope into data or an error. It reports timeouts, forced
 * sign-outs and maintenance through api-events; the app decides what the player sees.
 */
export async function apiCall<Name extends CallName>(
  name: Name,
  input: CallInput<Name>,
  options: CallOptions = {},
): Promise<CallOutput<Name>> {
  const meta = CALL_META[name]
  const token = options.token !== undefined ? options.token : sessionToken()
  const timeout = AbortSignal.timeout(requestTimeoutMs())
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout

  let response: Response
  try {
    response = await fetch(`${API_BASE}${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ ...automaticFields(), ...input }),
      signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    })
  } catch (error) {
    if (timeout.aborted && !options.signal?.aborted) {
      if (!meta?.background) emitApiEvent('timeout', { call: name })
      throw new TimeoutError(name)
    }
    throw error
  }
  if (response.status >= 400) throw new HttpError(name, response.status)

  const answer = (await response.json()) as RawAnswer
  const code = answer.errcode ?? answer.code
  if (code === OK_ERRCODE || code === OK_CODE) {
    if (import.meta.env.DEV) await checkAnswerInDevelopment(name, answer.data)
    // The server checks every answer against the contract's response schema outside production.
    return answer.data as CallOutput<Name>
  }
  const errcode = code ?? ERROR_CODES.INTERNAL
  // Only the end of the session this call was sent with is a forced sign-out: a 401 for a call sent
  // without one, or for a session already ended here (a logout while it was in flight), is no news, and
  // would greet the player who just logged out with the login dialog.
  if (
    errcode === ERROR_CODES.SIGNED_OUT &&
    meta?.access !== 'public' &&
    token !== null &&
    token === sessionToken()
  )
    emitApiEvent('signedOut', { call: name })
  if (errcode === ERROR_CODES.MAINTENANCE)
    emitApiEvent('maintenance', { info: maintenanceInfoFromData(answer.data) })
  throw new ApiError(name, errcode, answer.msg ?? '', answer.data ?? null)
}

/** In development, hold every answer to the contract; production skips it to keep zod out of the bundle. */
async function checkAnswerInDevelopment(name: CallName, data: unknown): Promise<void> {
  const { CALLS } = await import('@panalo/contract/call-map')
  const checked = CALLS[name].response.safeParse(data)
  if (!checked.success) console.error(`The answer of ${name} breaks the contract`, checked.error.issues)
}

export function isApiError(error: unknown, errcode?: number): error is ApiError {
  return error instanceof ApiError && (errcode === undefined || error.errcode === errcode)
}

/**
 * Whether the server decided the call: a success or a refusal, after which a money action's
 * requestId is spent. TEMPORARILY_UNAVAILABLE decided nothing that can be known (the database went
 * away, perhaps after it committed), so, as after a lost connection, the id is kept and the player's
 * retry sends it again: it answers the first outcome, never a second payment (decisions 015, 062).
 */
export function isDefiniteAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.errcode !== ERROR_CODES.TEMPORARILY_UNAVAILABLE
}
