import { ERRORS } from '@panalo/contract/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { signIn, signOut } from '../lib/session.ts'
import { onApiEvent } from './api-events.ts'
import { apiCall, ApiError, HttpError, isDefiniteAnswer } from './client.ts'

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

describe('apiCall', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('posts to /app/v1/<call> with the automatic fields and answers data on errcode 0', async () => {
    const fetchMock = answer({ errcode: 0, msg: '', data: { v: '1', config: null } })
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiCall('anonymous/appConfig', { v: '1' })).resolves.toEqual({ v: '1', config: null })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/app/v1/anonymous/appConfig')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toMatchObject({
      v: '1',
      appId: 'panalo-web',
      channel: 'WEB',
      appWebName: 'panalo',
    })
    expect(new Headers(init.headers).get('authorization')).toBeNull()
  })

  it('accepts code 200 as success too', async () => {
    vi.stubGlobal('fetch', answer({ code: 200, msg: '', data: { accepted: 1 } }))
    await expect(apiCall('anonymous/appEventLogClient', { eventList: [] })).resolves.toEqual({ accepted: 1 })
  })

  it('sends the bearer token when signed in', async () => {
    signIn('token-abc')
    const theme = { id: 1, themeName: 'Night', themeDomian: '', themeJsonData: { colors: {} } }
    const fetchMock = answer({ errcode: 0, msg: '', data: theme })
    vi.stubGlobal('fetch', fetchMock)
    await apiCall('anonymous/appTheme', {})
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-abc')
    signOut('user')
  })

  it('raises an ApiError with the errcode, message and data', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ errcode: ERRORS.VALIDATION.code, msg: 'page: Invalid option', data: { issues: [] } }),
    )
    const error = await apiCall('anonymous/appContent', { page: 'about-us' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ errcode: 422, message: 'page: Invalid option', data: { issues: [] } })
  })

  it('raises HTTP 400–599 as errors', async () => {
    vi.stubGlobal('fetch', answer({ errcode: 500, msg: 'boom', data: null }, 500))
    await expect(apiCall('anonymous/appTheme', {})).rejects.toBeInstanceOf(HttpError)
  })

  it('takes "temporarily unavailable" for no decision: a money action keeps its requestId for the retry', async () => {
    const heard = vi.fn()
    const stop = onApiEvent('maintenance', heard)
    vi.stubGlobal(
      'fetch',
      answer({ errcode: ERRORS.TEMPORARILY_UNAVAILABLE.code, msg: 'Try again', data: null }),
    )
    const error = await apiCall('getExchange', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(isDefiniteAnswer(error)).toBe(false)
    // Unlike maintenance, it does not send the player away.
    expect(heard).not.toHaveBeenCalled()
    stop()
    expect(isDefiniteAnswer(new ApiError('exchange', ERRORS.INSUFFICIENT_BALANCE.code, '', null))).toBe(true)
    expect(isDefiniteAnswer(new HttpError('exchange', 502))).toBe(false)
  })

  it('reports maintenance with its details', async () => {
    const heard = vi.fn()
    const stop = onApiEvent('maintenance', heard)
    vi.stubGlobal(
      'fetch',
      answer({ errcode: 503, msg: 'Back soon', data: { on: true, message: 'Back soon', endsAt: null } }),
    )
    await expect(apiCall('preLogin', { deviceId: 'device-1234' })).rejects.toBeInstanceOf(ApiError)
    expect(heard).toHaveBeenCalledWith({ info: { on: true, message: 'Back soon', endsAt: null } })
    stop()
  })

  it('does not sign out on a 401 from a public call', async () => {
    const heard = vi.fn()
    const stop = onApiEvent('signedOut', heard)
    vi.stubGlobal('fetch', answer({ errcode: 401, msg: 'Please log in', data: null }))
    await expect(apiCall('preLogin', { deviceId: 'device-1234' })).rejects.toMatchObject({ errcode: 401 })
    expect(heard).not.toHaveBeenCalled()
    stop()
  })

  it('reports a 401 of a player call as a forced sign-out', async () => {
    signIn('token-live')
    const heard = vi.fn()
    const stop = onApiEvent('signedOut', heard)
    vi.stubGlobal('fetch', answer({ errcode: 401, msg: 'Please log in', data: null }))
    await expect(apiCall('logout', {})).rejects.toMatchObject({ errcode: 401 })
    expect(heard).toHaveBeenCalledWith({ call: 'logout' })
    stop()
    signOut('user')
  })

  it('ignores a 401 for a session the player ended while the call was in flight', async () => {
    signIn('token-ending')
    const heard = vi.fn()
    const stop = onApiEvent('signedOut', heard)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        signOut('user')
        return new Response(JSON.stringify({ errcode: 401, msg: 'Please log in', data: null }))
      }),
    )
    await expect(apiCall('logout', {})).rejects.toMatchObject({ errcode: 401 })
    expect(heard).not.toHaveBeenCalled()
    stop()
  })

  it('does not report a 401 of a call sent without a session as a forced sign-out', async () => {
    const heard = vi.fn()
    const stop = onApiEvent('signedOut', heard)
    vi.stubGlobal('fetch', answer({ errcode: 401, msg: 'Please log in', data: null }))
    await expect(apiCall('logout', {})).rejects.toMatchObject({ errcode: 401 })
    expect(heard).not.toHaveBeenCalled()
    stop()
  })

  it('reports a timeout after 10 s, except for background calls', async () => {
    const timers: { ms: number; controller: AbortController }[] = []
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController()
      timers.push({ ms, controller })
      return controller.signal
    })
    const heard = vi.fn()
    const stop = onApiEvent('timeout', heard)
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    )
    const foreground = apiCall('anonymous/faqList', {}).catch((error: unknown) => error)
    const background = apiCall('anonymous/appEventLogClient', { eventList: [] }).catch(
      (error: unknown) => error,
    )
    expect(timers.map((timer) => timer.ms)).toEqual([10_000, 10_000])
    for (const timer of timers) timer.controller.abort(new DOMException('timed out', 'TimeoutError'))
    expect(await foreground).toMatchObject({ name: 'TimeoutError' })
    expect(await background).toMatchObject({ name: 'TimeoutError' })
    expect(heard).toHaveBeenCalledTimes(1)
    expect(heard).toHaveBeenCalledWith({ call: 'anonymous/faqList' })
    stop()
    vi.restoreAllMocks()
  })
})
