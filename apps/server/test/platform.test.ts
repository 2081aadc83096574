import { CALLS } from '@panalo/contract/call-map'
import { defineCalls } from '@panalo/contract/define-call'
import { ERRORS } from '@panalo/contract/errors'
import { MAX_BODY_BYTES } from '@panalo/contract/constants'
import { count } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { clientEvents } from '../src/db/schema/app.ts'
import { handlePlatformError, registerApiRoutes } from '../src/platform/api-routes.ts'
import { AppError } from '../src/platform/app-error.ts'
import { defineHandler, PreparedAnswer } from '../src/platform/call-handler.ts'
import { captureLog, CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

const OFF = { on: false, message: '', endsAt: null }

describe('the /app/v1 platform', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const eventCount = async () => (await t.database.db.select({ n: count() }).from(clientEvents))[0]?.n

  it('answers a known call in the envelope with errcode 0', async () => {
    const { status, json } = await t.post('/app/v1/anonymous/appConfig', CLIENT_FIELDS)
    expect(status).toBe(200)
    expect(json.errcode).toBe(0)
    expect(json.msg).toBe('')
  })

  it('names an unknown call', async () => {
    const { status, json } = await t.post('/app/v1/noSuchCall', CLIENT_FIELDS)
    expect(status).toBe(200)
    expect(json).toEqual({ errcode: ERRORS.NOT_FOUND.code, msg: 'Unknown call: noSuchCall', data: null })
  })

  it('answers other methods under /app/v1 as unknown calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/v1/anonymous/appConfig' })
    expect(response.json()).toMatchObject({ errcode: ERRORS.NOT_FOUND.code })
  })

  it('refuses a body that is not JSON, and stores nothing', async () => {
    const before = await eventCount()
    const { status, json } = await t.post('/app/v1/anonymous/appEventLogClient', '{"eventList": [')
    expect(status).toBe(200)
    expect(json.errcode).toBe(ERRORS.MALFORMED_REQUEST.code)
    expect(json.msg).toMatch(/not valid JSON/)
    expect(await eventCount()).toBe(before)
  })

  it('refuses a JSON body that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const { json } = await t.post('/app/v1/anonymous/appConfig', body)
      expect(json.errcode).toBe(ERRORS.MALFORMED_REQUEST.code)
    }
  })

  it('refuses prototype poisoning', async () => {
    const { json } = await t.post('/app/v1/anonymous/appConfig', '{"__proto__": {"admin": true}}')
    expect(json.errcode).toBe(ERRORS.MALFORMED_REQUEST.code)
  })

  it('names the offending field of a wrongly typed body', async () => {
    const { json } = await t.post('/app/v1/anonymous/appThemePreview', {
      ...CLIENT_FIELDS,
      themeViewId: 'abc',
    })
    expect(json.errcode).toBe(ERRORS.VALIDATION.code)
    expect(json.msg).toMatch(/^themeViewId: /)
    expect(json.data).toEqual({ issues: [expect.objectContaining({ path: 'themeViewId' })] })
  })

  it('requires the automatic request fields', async () => {
    const { json } = await t.post('/app/v1/anonymous/appConfig', { v: '1' })
    expect(json.errcode).toBe(ERRORS.VALIDATION.code)
    const paths = (json.data as { issues: { path: string }[] }).issues.map((issue) => issue.path)
    expect(paths).toEqual(
      expect.arrayContaining(['appId', 'channel', 'platform', 'appVersion', 'appWebName']),
    )
  })

  it('refuses a platform other than 0 or 1 and a channel other than WEB', async () => {
    const { json } = await t.post('/app/v1/anonymous/appConfig', {
      ...CLIENT_FIELDS,
      platform: 2,
      channel: 'IOS',
    })
    expect(json.errcode).toBe(ERRORS.VALIDATION.code)
  })

  it('refuses a body over 1 MB, and stores nothing', async () => {
    const before = await eventCount()
    const padding = 'x'.repeat(MAX_BODY_BYTES)
    const { status, json } = await t.post('/app/v1/anonymous/appEventLogClient', {
      ...CLIENT_FIELDS,
      padding,
    })
    expect(status).toBe(200)
    expect(json.errcode).toBe(ERRORS.PAYLOAD_TOO_LARGE.code)
    expect(await eventCount()).toBe(before)
  })

  it('refuses a content type it does not read', async () => {
    const { json } = await t.post('/app/v1/anonymous/appConfig', '<xml/>', {
      'content-type': 'application/xml',
    })
    expect(json.errcode).toBe(ERRORS.UNSUPPORTED_MEDIA_TYPE.code)
  })

  it('reads a text/plain body as JSON, as sendBeacon sends it', async () => {
    const { json } = await t.post('/app/v1/anonymous/appConfig', JSON.stringify(CLIENT_FIELDS), {
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(json.errcode).toBe(0)
  })

  it('puts a request id on every answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appConfig',
      payload: CLIENT_FIELDS,
    })
    expect(response.headers['x-request-id']).toBeTruthy()
  })

  it('marks every answer Cache-Control: no-store, errors and other routes included', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', payload: CLIENT_FIELDS }),
      t.app.inject({
        method: 'POST',
        url: '/app/v1/preLogin',
        payload: { ...CLIENT_FIELDS, deviceId: 'nostore-1' },
      }),
      t.app.inject({ method: 'POST', url: '/app/v1/preLogin', payload: { ...CLIENT_FIELDS, deviceId: 1 } }),
      t.app.inject({
        method: 'POST',
        url: '/app/v1/preLogin',
        payload: { ...CLIENT_FIELDS, deviceId: 'a\u0000' },
      }),
      t.app.inject({ method: 'POST', url: '/app/v1/noSuchCall', payload: CLIENT_FIELDS }),
      t.app.inject({ method: 'GET', url: '/app/v1/anonymous/appConfig' }),
      t.app.inject({
        method: 'POST',
        url: '/app/v1/preLogin',
        headers: { 'content-type': 'application/json' },
        payload: '{"v": ',
      }),
      t.app.inject({
        method: 'POST',
        url: '/app/v1/preLogin',
        payload: { ...CLIENT_FIELDS, padding: 'x'.repeat(MAX_BODY_BYTES) },
      }),
      t.app.inject({ method: 'POST', url: '/app/v1/walletBalances', payload: CLIENT_FIELDS }),
      t.app.inject({ method: 'POST', url: '/provider/nobody/balance', payload: {} }),
      t.app.inject({ method: 'POST', url: '/payments/sandbox/webhook', payload: {} }),
      t.app.inject({ method: 'GET', url: '/health' }),
    ])
    for (const answer of answers) {
      expect({ url: answer.raw.req.url, cacheControl: answer.headers['cache-control'] }).toEqual({
        url: answer.raw.req.url,
        cacheControl: 'no-store',
      })
    }
  })

  it('answers the maintenance status on product calls while maintenance is on', async () => {
    await t.services.maintenance.set({ on: true, message: 'Back at 9', endsAt: '2026-12-01T01:00:00.000Z' })
    try {
      const preLogin = await t.call('preLogin', { deviceId: 'device-maintenance' })
      expect(preLogin).toEqual({
        errcode: ERRORS.MAINTENANCE.code,
        msg: 'Back at 9',
        data: { on: true, message: 'Back at 9', endsAt: '2026-12-01T01:00:00.000Z' },
      })
      // The config and theme the maintenance page needs still answer.
      expect((await t.call('anonymous/appConfig', {})).errcode).toBe(0)
      expect((await t.call('anonymous/appTheme', {})).errcode).toBe(0)
    } finally {
      await t.services.maintenance.set(OFF)
    }
    expect((await t.call('preLogin', { deviceId: 'device-maintenance' })).errcode).toBe(0)
  })

  it('answers /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('serves the OpenAPI document of every call outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })
    const document = response.json<{ paths: Record<string, unknown> }>()
    expect(Object.keys(document.paths).sort()).toEqual(
      Object.keys(CALLS)
        .map((name) => `/app/v1/${name}`)
        .sort(),
    )
  })
})

describe('the request log', () => {
  const log = captureLog()
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream })
  })
  afterAll(() => t.close())

  const linesFor = async (requestId: string | string[] | number | undefined) => {
    // The line is written when the response finishes; let the write land.
    await new Promise((resolve) => setImmediate(resolve))
    return log.lines().filter((line) => line.reqId === requestId)
  }
  const send = (url: string, payload: string, method: 'GET' | 'POST' = 'POST') =>
    t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json' } })

  it('writes one line per call with the request id the answer carries, the call, errcode and client', async () => {
    const response = await send('/app/v1/anonymous/appConfig', JSON.stringify(CLIENT_FIELDS))
    const lines = await linesFor(response.headers['x-request-id'])
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'POST',
        url: '/app/v1/anonymous/appConfig',
        status: 200,
        ms: expect.any(Number),
        call: 'anonymous/appConfig',
        errcode: 0,
        appVersion: CLIENT_FIELDS.appVersion,
        platform: CLIENT_FIELDS.platform,
      }),
    ])
  })

  it('logs the errcode of a refused body and of an unknown call', async () => {
    const malformed = await send('/app/v1/anonymous/appConfig', '{"v": ')
    expect(await linesFor(malformed.headers['x-request-id'])).toEqual([
      expect.objectContaining({ status: 200, errcode: ERRORS.MALFORMED_REQUEST.code }),
    ])
    const unknown = await send('/app/v1/noSuchCall', JSON.stringify(CLIENT_FIELDS))
    expect(await linesFor(unknown.headers['x-request-id'])).toEqual([
      expect.objectContaining({ call: 'noSuchCall', errcode: ERRORS.NOT_FOUND.code }),
    ])
  })

  it('makes its own request id when a client sends X-Request-Id, and logs the client’s apart, cut short', async () => {
    const sent = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/app/v1/anonymous/appConfig',
        payload: CLIENT_FIELDS,
        headers: { 'x-request-id': id },
      })
    const response = await sent('chosen-by-client')
    const id = response.headers['x-request-id']
    expect(id).not.toBe('chosen-by-client')
    expect(await linesFor(id)).toEqual([
      expect.objectContaining({ reqId: id, clientReqId: 'chosen-by-client' }),
    ])
    expect(await linesFor('chosen-by-client')).toEqual([])
    const long = await sent('L'.repeat(4000))
    expect(await linesFor(long.headers['x-request-id'])).toEqual([
      expect.objectContaining({ clientReqId: 'L'.repeat(64) }),
    ])
    const none = await send('/app/v1/anonymous/appConfig', JSON.stringify(CLIENT_FIELDS))
    expect((await linesFor(none.headers['x-request-id']))[0]).not.toHaveProperty('clientReqId')
  })

  it('writes the same line, without call fields, for requests outside /app/v1', async () => {
    const response = await send('/health', '', 'GET')
    const [line, ...more] = await linesFor(response.headers['x-request-id'])
    expect(more).toEqual([])
    expect(line).toMatchObject({ method: 'GET', url: '/health', status: 200 })
    expect(line).not.toHaveProperty('call')
    expect(line).not.toHaveProperty('errcode')
  })
})

describe('the request id behind a trusted proxy (TRUST_PROXY)', () => {
  const log = captureLog()
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info', TRUST_PROXY: 'true' }, logStream: log.stream })
  })
  afterAll(() => t.close())

  const sent = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', payload: CLIENT_FIELDS, headers })
  const linesFor = async (requestId: unknown) => {
    await new Promise((resolve) => setImmediate(resolve))
    return log.lines().filter((line) => line.reqId === requestId)
  }

  it('takes the proxy’s X-Request-Id as the request id: answered and logged', async () => {
    const response = await sent({ 'x-request-id': 'edge-7f3a9c-01' })
    expect(response.headers['x-request-id']).toBe('edge-7f3a9c-01')
    const lines = await linesFor('edge-7f3a9c-01')
    expect(lines).toEqual([expect.objectContaining({ call: 'anonymous/appConfig', errcode: 0 })])
    expect(lines[0]).not.toHaveProperty('clientReqId')
  })

  it('makes its own for a header that does not look like an id, and logs that apart', async () => {
    for (const given of ['has spaces in it', 'x'.repeat(129), '']) {
      const response = await sent({ 'x-request-id': given })
      const id = response.headers['x-request-id']
      expect(id).not.toBe(given)
      expect(id).toMatch(/^[0-9a-z]+-[0-9a-z]+$/)
      if (given)
        expect(await linesFor(id)).toEqual([expect.objectContaining({ clientReqId: given.slice(0, 64) })])
    }
    expect((await sent({})).headers['x-request-id']).toMatch(/^[0-9a-z]+-[0-9a-z]+$/)
  })
})

describe('the access guard and handler failures', () => {
  const testCalls = defineCalls({
    'test/whoami': {
      access: 'user',
      description: 'Answers the signed-in user.',
      request: z.object({}),
      response: z.object({ userId: z.number() }),
    },
    'test/fails': {
      access: 'public',
      description: 'Throws a bug.',
      request: z.object({ kind: z.enum(['bug', 'app']) }),
      response: z.object({}),
    },
    'test/wrongAnswer': {
      access: 'public',
      description: 'Breaks its response schema.',
      request: z.object({}),
      response: z.object({ n: z.number() }),
    },
    'test/prepared': {
      access: 'public',
      description: 'Answers data serialised ahead of time.',
      request: z.object({ broken: z.boolean() }),
      response: z.object({ text: z.string() }),
    },
  })
  const preparedAnswer = new PreparedAnswer({ text: 'ñ "quoted" \u2028' })
  const app = Fastify()

  beforeAll(async () => {
    app.setErrorHandler(handlePlatformError)
    registerApiRoutes(app, {
      contract: testCalls,
      handlers: [
        defineHandler(testCalls['test/whoami'], async (context) => ({ userId: context.user.userId })),
        defineHandler(testCalls['test/fails'], async (_context, input) => {
          if (input.kind === 'app') throw new AppError('INSUFFICIENT_BALANCE', undefined, { balance: 5 })
          throw new Error('a bug')
        }),
        defineHandler(
          testCalls['test/wrongAnswer'],
          async () => ({ n: 'not a number' }) as unknown as { n: number },
        ),
        defineHandler(testCalls['test/prepared'], async (_context, input) =>
          input.broken ? new PreparedAnswer({ text: 7 } as unknown as { text: string }) : preparedAnswer,
        ),
      ],
      authenticate: async (token) =>
        token === 'valid-token-0123456789' ? { userId: 7, sessionId: 1 } : null,
      maintenance: async () => OFF,
      validateResponses: true,
    })
    await app.ready()
  })
  afterAll(() => app.close())

  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: { ...CLIENT_FIELDS, ...body }, headers })

  it('answers 401 to a user call without a token, with a bad header, or with a dead token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer dead-token-0123456789' },
    ]
    for (const headers of attempts) {
      const response = await post('/app/v1/test/whoami', {}, headers)
      expect(response.json()).toMatchObject({ errcode: ERRORS.SIGNED_OUT.code, data: null })
    }
  })

  it('passes the signed-in user to a user call', async () => {
    const response = await post('/app/v1/test/whoami', {}, { authorization: 'Bearer valid-token-0123456789' })
    expect(response.json()).toEqual({ errcode: 0, msg: '', data: { userId: 7 } })
  })

  it('turns an AppError into its errcode with its data', async () => {
    const response = await post('/app/v1/test/fails', { kind: 'app' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      errcode: ERRORS.INSUFFICIENT_BALANCE.code,
      msg: ERRORS.INSUFFICIENT_BALANCE.message,
      data: { balance: 5 },
    })
  })

  it('answers a bug with INTERNAL and status 500, without leaking the error', async () => {
    const response = await post('/app/v1/test/fails', { kind: 'bug' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      errcode: ERRORS.INTERNAL.code,
      msg: ERRORS.INTERNAL.message,
      data: null,
    })
  })

  it('catches an answer that breaks its response schema', async () => {
    const response = await post('/app/v1/test/wrongAnswer', {})
    expect(response.json()).toMatchObject({ errcode: ERRORS.INTERNAL.code })
  })

  it('sends a prepared answer as the envelope Fastify would have serialised, as JSON', async () => {
    const response = await post('/app/v1/test/prepared', { broken: false })
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.body).toBe(JSON.stringify({ errcode: 0, msg: '', data: preparedAnswer.data }))
  })

  it('checks a prepared answer against its response schema too', async () => {
    const response = await post('/app/v1/test/prepared', { broken: true })
    expect(response.json()).toMatchObject({ errcode: ERRORS.INTERNAL.code })
  })

  it('refuses to start when a contract call has no handler, or a handler has no call', () => {
    const bare = Fastify()
    const options = { authenticate: async () => null, maintenance: async () => OFF, validateResponses: true }
    expect(() => registerApiRoutes(bare, { ...options, contract: testCalls, handlers: [] })).toThrow(
      /No handler answers/,
    )
    expect(() =>
      registerApiRoutes(bare, {
        ...options,
        contract: {},
        handlers: [defineHandler(testCalls['test/whoami'], async () => ({ userId: 1 }))],
      }),
    ).toThrow(/does not define/)
  })
})
