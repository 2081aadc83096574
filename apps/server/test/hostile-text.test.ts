import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import { defineCalls } from '@panalo/contract/define-call'
import { ERRORS } from '@panalo/contract/errors'
import { count, eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { controlSocketPath, startControlSocket } from '../src/admin/control-socket.ts'
import { runAdminCommand } from '../src/admin/run-command.ts'
import { userOther } from '../src/db/schema/accounts.ts'
import { devices } from '../src/db/schema/app.ts'
import { depositEvents } from '../src/db/schema/deposits.ts'
import { gameProviderTransactions } from '../src/db/schema/game-rounds.ts'
import { handlePlatformError, registerApiRoutes } from '../src/platform/api-routes.ts'
import { defineHandler } from '../src/platform/call-handler.ts'
import { SIGNATURE_HEADER, signBody } from '../src/platform/hmac.ts'
import { findUnstorableText, unstorableTextInJson } from '../src/platform/storable-text.ts'
import { sandboxEvent, postWebhook } from './helpers/deposits.ts'
import { fundPlayer } from './helpers/games-wallet.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { insertPlayer, registerPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * PostgreSQL refuses U+0000 in text ("invalid byte sequence") and `\u0000` in jsonb, and a lone UTF-16
 * surrogate has no UTF-8 form, so it would be stored as something else. Every JSON entry point refuses
 * both before anything reads the body's fields (docs/decisions/021-hostile-input.md).
 */
const NUL = 'dev\u0000ice123'
const LONE_HIGH = 'dev\ud800ice123'
const LONE_LOW = 'dev\udc00ice123'
const SWAPPED_PAIR = 'dev\udc00\ud800ice123'
const HOSTILE = [NUL, LONE_HIGH, LONE_LOW, SWAPPED_PAIR]

/** A tracking event the server stores, with its page set to `page`. */
const event = (page: string) => ({
  eventName: 'pageView',
  eventTime: Date.now(),
  eventUserId: null,
  channel: 'WEB',
  appId: 'panalo-web',
  version: 'test',
  eventPage: page,
})

describe('text PostgreSQL cannot store faithfully', () => {
  let t: TestApp
  const PROVIDER_SECRET = 'hubplay-hostile-secret-0123456789'
  beforeAll(async () => {
    t = await createTestApp({
      env: { HUBPLAY_API_URL: 'http://127.0.0.1:9', HUBPLAY_SECRET: PROVIDER_SECRET },
    })
  })
  afterAll(() => t.close())

  const deviceCount = async () => (await t.database.db.select({ n: count() }).from(devices))[0]?.n

  describe('in /app/v1 bodies', () => {
    it('refuses a NUL or a lone surrogate in a field with VALIDATION naming the field, and stores nothing', async () => {
      const before = await deviceCount()
      for (const deviceId of HOSTILE) {
        const { status, json } = await t.post('/app/v1/preLogin', { ...CLIENT_FIELDS, deviceId })
        expect(status).toBe(200)
        expect(json.errcode).toBe(ERRORS.VALIDATION.code)
        expect(json.msg).toMatch(/^deviceId: /)
        expect(json.data).toEqual({ issues: [{ path: 'deviceId', message: expect.any(String) }] })
      }
      expect(await deviceCount()).toBe(before)
    })

    it('says which: a NUL character or a lone surrogate', async () => {
      const nul = await t.post('/app/v1/preLogin', { ...CLIENT_FIELDS, deviceId: NUL })
      expect(nul.json.msg).toBe('deviceId: must not contain the NUL character (U+0000)')
      const lone = await t.post('/app/v1/preLogin', { ...CLIENT_FIELDS, deviceId: LONE_HIGH })
      expect(lone.json.msg).toBe('deviceId: must not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)')
    })

    it('names nested fields, array items and field names, as zod names paths', async () => {
      const nested = await t.post('/app/v1/preLogin', {
        ...CLIENT_FIELDS,
        deviceId: 'device-nested-1',
        urlParams: { ok: 'fine', utm: NUL },
      })
      expect(nested.json.data).toEqual({ issues: [{ path: 'urlParams.utm', message: expect.any(String) }] })
      const key = await t.post('/app/v1/preLogin', {
        ...CLIENT_FIELDS,
        deviceId: 'device-nested-2',
        urlParams: { 'u\u0000tm': 'x' },
      })
      expect(key.json).toMatchObject({
        errcode: ERRORS.VALIDATION.code,
        data: { issues: [{ path: 'urlParams.u\ufffdtm', message: expect.stringMatching(/field name/) }] },
      })
      const item = await t.post('/app/v1/anonymous/appEventLogClient', {
        ...CLIENT_FIELDS,
        eventList: [event('/faq'), event(LONE_LOW)],
      })
      expect(item.json.data).toEqual({
        issues: [{ path: 'eventList.1.eventPage', message: expect.any(String) }],
      })
    })

    it('refuses it in fields the call does not even read, and in the automatic fields', async () => {
      const extra = await t.post('/app/v1/anonymous/appConfig', { ...CLIENT_FIELDS, stray: NUL })
      expect(extra.json).toMatchObject({
        errcode: ERRORS.VALIDATION.code,
        msg: expect.stringMatching(/^stray: /),
      })
      const automatic = await t.post('/app/v1/anonymous/appConfig', {
        ...CLIENT_FIELDS,
        appVersion: LONE_LOW,
      })
      expect(automatic.json.msg).toMatch(/^appVersion: /)
    })

    it('refuses it in a text/plain body (sendBeacon) as in a JSON one', async () => {
      const send = (page: string) =>
        t.post(
          '/app/v1/anonymous/appEventLogClient',
          JSON.stringify({ ...CLIENT_FIELDS, eventList: [event(page)] }),
          {
            'content-type': 'text/plain;charset=UTF-8',
          },
        )
      expect((await send('/faq')).json.errcode).toBe(0)
      expect((await send(NUL)).json).toMatchObject({
        errcode: ERRORS.VALIDATION.code,
        data: { issues: [{ path: 'eventList.0.eventPage' }] },
      })
    })

    it('answers every call the issue names with VALIDATION, never 500', async () => {
      const session = await registerPlayer(t)
      const cases: [string, Record<string, unknown>, string | undefined][] = [
        ['preLogin', { deviceId: NUL }, undefined],
        ['anonymous/appEventLogClient', { eventList: [event(NUL)] }, undefined],
        ['accountLogin', { account: `ab${NUL}`, password: 'abcdef12' }, undefined],
        ['googleLogin', { code: 'c', state: `s${NUL}` }, undefined],
        [
          'updateAppUserOther',
          {
            fullName: `Juan${NUL}`,
            email: '',
            address: '',
            occupation: '',
            sourceOfFunds: '',
            nationality: '',
          },
          session.token,
        ],
      ]
      for (const [call, body, token] of cases) {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
        const { status, json } = await t.post(`/app/v1/${call}`, { ...CLIENT_FIELDS, ...body }, headers)
        expect({ call, status, errcode: json.errcode }).toEqual({
          call,
          status: 200,
          errcode: ERRORS.VALIDATION.code,
        })
      }
      const saved = await t.database.db.select().from(userOther).where(eq(userOther.userId, session.user.id))
      expect(saved).toEqual([])
    })

    it('accepts surrogate pairs (emoji), escaped or not, and an escaped backslash before u0000', async () => {
      const escaped = JSON.stringify({
        ...CLIENT_FIELDS,
        deviceId: 'device-emoji-1',
        deviceModel: 'x',
      }).replace('"deviceModel":"x"', '"deviceModel":"Pixel \\ud83d\\ude00"')
      expect((await t.post('/app/v1/preLogin', escaped)).json.errcode).toBe(0)
      const raw = { ...CLIENT_FIELDS, deviceId: 'device-emoji-2', deviceModel: 'Pixel 😀 ñ' }
      expect((await t.post('/app/v1/preLogin', raw)).json.errcode).toBe(0)
      // The text \u0000 (backslash, u, four zeros), not the character.
      const text = { ...CLIENT_FIELDS, deviceId: 'device-emoji-3', deviceModel: 'C:\\u0000' }
      expect((await t.post('/app/v1/preLogin', text)).json.errcode).toBe(0)
    })

    it('answers a raw NUL byte (which JSON does not allow in a string) as unreadable JSON', async () => {
      const body = JSON.stringify({ ...CLIENT_FIELDS, deviceId: 'device-raw-nul' }).replace(
        'raw-',
        'raw\u0000',
      )
      const { status, json } = await t.post('/app/v1/preLogin', body)
      expect(status).toBe(200)
      expect(json.errcode).toBe(ERRORS.MALFORMED_REQUEST.code)
    })
  })

  describe('in game provider calls', () => {
    const provider = async (action: string, body: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/provider/hubplay/${action}`,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(PROVIDER_SECRET, body) },
        payload: body,
      })
      return { status: response.statusCode, json: response.json<{ status: string; balance: number }>() }
    }

    it('answers a signed call holding a NUL or a lone surrogate with the wallet syntax error, and records nothing', async () => {
      const userId = await insertPlayer(t.database.db)
      await fundPlayer(t.database.db, userId, 10_000)
      const txCount = async () =>
        (await t.database.db.select({ n: count() }).from(gameProviderTransactions))[0]?.n
      const before = await txCount()
      for (const hostile of HOSTILE) {
        const win = {
          request_uuid: 'req-1',
          user: String(userId),
          currency: 'PHP',
          game_code: 'hp-sarimanok-riches',
          transaction_uuid: `tx-${hostile}`,
          round: `round-${hostile}`,
          amount: 100,
        }
        for (const action of ['win', 'bet', 'rollback', 'balance']) {
          const body = { ...win, token: 'token', reference_transaction_uuid: hostile }
          const answer = await provider(action, JSON.stringify(body))
          expect({ action, ...answer }).toEqual({
            action,
            status: 400,
            json: { status: 'RS_ERROR_WRONG_SYNTAX', balance: 0, currency: 'PHP' },
          })
        }
      }
      expect(await txCount()).toBe(before)
      await expectLedgerConsistent(t.database.db)
    })
  })

  describe('in payment webhooks', () => {
    it('answers a genuine (signed) webhook holding a NUL or a lone surrogate with 400, and records nothing', async () => {
      const sandbox = t.services.sandbox
      if (!sandbox) throw new Error('no sandbox')
      const eventsBefore = (await t.database.db.select({ n: count() }).from(depositEvents))[0]?.n
      for (const hostile of HOSTILE) {
        const event = sandboxEvent({ orderId: 'dp_aaaaaaaaaaaaaaaaaaaaaaaa', amount: 100 }, 'payment.paid', {
          id: `sbx_evt_${hostile}`,
        })
        const body = JSON.stringify(event)
        const answer = await postWebhook(t, 'sandbox', body, sandbox.sign(body))
        expect(answer).toEqual({
          status: 400,
          json: { error: expect.stringMatching(/^id: must not contain /) },
        })
      }
      expect((await t.database.db.select({ n: count() }).from(depositEvents))[0]?.n).toBe(eventsBefore)
    })

    it('still refuses an unsigned one as forged first', async () => {
      const body = JSON.stringify(sandboxEvent({ orderId: 'dp_x', amount: 1 }, 'payment.paid', { id: NUL }))
      expect((await postWebhook(t, 'sandbox', body, {})).status).toBe(401)
    })
  })

  describe('over the operator control socket', () => {
    let dataDir: string
    let stop: () => Promise<void>
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'panalo-hostile-'))
      stop = await startControlSocket(controlSocketPath(dataDir), (argv, print) =>
        runAdminCommand(t.services, argv, print),
      )
    })
    afterAll(async () => {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
    })

    /** Sends one raw JSON line, as a client other than ours could. */
    async function sendLine(line: string): Promise<unknown[]> {
      const socket = net.connect(controlSocketPath(dataDir))
      socket.write(`${line}\n`)
      const answers: unknown[] = []
      for await (const answer of readline.createInterface({ input: socket })) answers.push(JSON.parse(answer))
      return answers
    }

    it('refuses a command line holding a NUL or a lone surrogate, naming the argument, and runs nothing', async () => {
      for (const hostile of HOSTILE) {
        const line = JSON.stringify({ argv: ['maintenance', 'on', '--message', hostile] })
        expect(await sendLine(line)).toEqual([
          { line: expect.stringMatching(/^Failed: argv\.3: must not contain /) },
          { done: true, ok: false },
        ])
      }
      expect((await t.services.maintenance.current()).on).toBe(false)
    })
  })
})

describe('the scan for unstorable text', () => {
  it('finds nothing in text without a NUL or surrogate escape, without parsing it', () => {
    expect(unstorableTextInJson('{"a":"b","c":[1,2,{"d":"é😀"}]}')).toBeNull()
    // Not JSON at all, yet no escape: the scan answers without parsing.
    expect(unstorableTextInJson('{"a":')).toBeNull()
  })

  it('answers null for text that is not JSON (the caller answers the syntax error)', () => {
    expect(unstorableTextInJson('{"a":"\\u0000"')).toBeNull()
  })

  it('names the first unstorable string or field name by its path', () => {
    expect(unstorableTextInJson('{"a":[1,{"b":"x\\u0000"}]}')).toEqual({
      path: 'a.1.b',
      message: 'must not contain the NUL character (U+0000)',
    })
    expect(unstorableTextInJson('{"a":{"\\uDBFFx":1}}')).toMatchObject({ path: 'a.\ufffdx' })
    expect(unstorableTextInJson('"\\udfff"')).toMatchObject({ path: '' })
    expect(unstorableTextInJson('{"ok":"\\uD83D\\uDE00","bad":"\\uD83D"}')).toMatchObject({ path: 'bad' })
  })

  it('walks a parsed value it is given instead of parsing again', () => {
    expect(unstorableTextInJson('"\\u0000"', { given: 'a\u0000' })).toMatchObject({ path: 'given' })
    expect(findUnstorableText(['ok', { deep: [[['\ud800']]] }])).toMatchObject({ path: '1.deep.0.0.0' })
  })

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000'
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep]
    expect(findUnstorableText(deep)?.path.split('.')).toHaveLength(200_000)
  })
})

describe('the /app/v1 pipeline', () => {
  const calls = defineCalls({
    'test/echo': {
      access: 'public',
      description: 'Echoes its text.',
      request: z.object({ text: z.string() }),
      response: z.object({ text: z.string() }),
    },
  })
  let runs = 0
  const app = Fastify()
  beforeAll(async () => {
    app.setErrorHandler(handlePlatformError)
    registerApiRoutes(app, {
      contract: calls,
      handlers: [
        defineHandler(calls['test/echo'], async (_context, input) => {
          runs += 1
          return { text: input.text }
        }),
      ],
      authenticate: async () => null,
      maintenance: async () => ({ on: false, message: '', endsAt: null }),
      validateResponses: true,
    })
    await app.ready()
  })
  afterAll(() => app.close())

  it('refuses unstorable text before the handler runs', async () => {
    const send = (text: string) =>
      app.inject({ method: 'POST', url: '/app/v1/test/echo', payload: { ...CLIENT_FIELDS, text } })
    expect((await send('fine')).json()).toMatchObject({ errcode: 0, data: { text: 'fine' } })
    expect(runs).toBe(1)
    for (const hostile of HOSTILE) {
      expect((await send(hostile)).json()).toMatchObject({ errcode: ERRORS.VALIDATION.code })
    }
    expect(runs).toBe(1)
  })
})
