import { CALLS } from '@panalo/contract/call-map'
import { MAX_BODY_BYTES } from '@panalo/contract/constants'
import type { CallDefinition } from '@panalo/contract/define-call'
import { validationErrorDataSchema } from '@panalo/contract/envelope'
import { ERRORS } from '@panalo/contract/errors'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { openGameSession } from '../src/modules/games/game-sessions.service.ts'
import { PROVIDER_STATUS } from '../src/modules/provider-wallet/provider.routes.ts'
import { SIGNATURE_HEADER, signBody } from '../src/platform/hmac.ts'
import { fuzzedBody, hostileString, hostileValue } from './helpers/fuzz-bodies.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Reliability check C12: every call of the contract, and the game providers' wallet routes, fed
 * bodies that follow the schema with edge values or are broken in one place (NUL, lone surrogates,
 * 2 MB strings, wrong types, huge, negative and fractional numbers, missing and extra fields). No
 * answer may be a 5xx or errcode 500, and each must be the documented envelope (or wallet answer).
 * Seeded: FUZZ_SEED replays a run, FUZZ_RUNS multiplies the runs (a few hundred requests in CI).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126)
const RUNS = Number(process.env.FUZZ_RUNS ?? 1)
const ERRCODES = new Set<number>([0, ...Object.values(ERRORS).map((error) => error.code)])

/** Failures name the seed and the body, with long strings cut (a 2 MB string is no help in a log). */
function report<Values>(details: fc.RunDetails<Values>): void {
  if (!details.failed) return
  const shown = JSON.stringify(details.counterexample, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 40)}…(${value.length} chars)` : value,
  )
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  throw new Error(
    `seed ${details.seed}, path "${details.counterexamplePath}": ${shown}\n${cause.slice(0, 1500)}`,
  )
}

/** A stable seed per name, so adding a call does not change the others' bodies. */
function seedOf(name: string): number {
  let hash = SEED | 0
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619)
  return hash
}

const requestSchema = (call: CallDefinition) =>
  z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>

/** One server for the whole file, with an outside game provider (hubplay) whose wallet calls we sign. */
const PROVIDER_SECRET = 'hubplay-fuzz-secret-0123456789'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { HUBPLAY_API_URL: 'http://127.0.0.1:9', HUBPLAY_SECRET: PROVIDER_SECRET } })
})
afterAll(() => t.close())

describe('fuzzing every call (C12)', () => {
  /** A funded player of its own for each call, and a new session for each request (logout ends one). */
  async function signedInAs(userId: number): Promise<string> {
    const session = await t.services.sessions.create(t.database.db, userId, {
      ip: '127.0.0.1',
      userAgent: 'fuzz',
    })
    return session.token
  }

  async function send(call: CallDefinition, body: unknown, token: string | null) {
    const payload = JSON.stringify(body)
    const response = await t.app.inject({
      method: 'POST',
      url: `/app/v1/${call.name}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    })
    return { status: response.statusCode, text: response.body, size: Buffer.byteLength(payload) }
  }

  function checkAnswer(call: CallDefinition, answer: { status: number; text: string; size: number }) {
    const context = `${call.name} answered ${answer.text.slice(0, 300)}`
    expect(answer.status, context).toBe(200)
    const json = JSON.parse(answer.text) as Record<string, unknown>
    expect(Object.keys(json).sort(), context).toEqual(['data', 'errcode', 'msg'])
    expect(typeof json.msg, context).toBe('string')
    const errcode = json.errcode as number
    expect(ERRCODES.has(errcode), context).toBe(true)
    expect(errcode, context).not.toBe(ERRORS.INTERNAL.code)
    if (answer.size > MAX_BODY_BYTES) expect(errcode, context).toBe(ERRORS.PAYLOAD_TOO_LARGE.code)
    if (errcode === 0) expect(call.response.safeParse(json.data).success, context).toBe(true)
    if (errcode === ERRORS.VALIDATION.code)
      expect(validationErrorDataSchema.safeParse(json.data).success, context).toBe(true)
  }

  const calls: readonly CallDefinition[] = Object.values(CALLS)
  for (const call of calls) {
    it(`${call.name} (${call.access})`, async () => {
      const bodies = fuzzedBody(requestSchema(call), { ...CLIENT_FIELDS })
      const userId = await insertPlayer(t.database.db)
      await fundPlayer(t.database.db, userId, 1_000_000)
      // user calls run signed in three times in four; public calls either way (some read the player).
      const signedIn = call.access === 'user' ? fc.constantFrom(true, true, true, false) : fc.boolean()
      await fc.assert(
        fc.asyncProperty(bodies, signedIn, async (body, signed) => {
          const token = signed ? await signedInAs(userId) : null
          checkAnswer(call, await send(call, body, token))
        }),
        {
          seed: seedOf(call.name),
          numRuns: (call.access === 'user' ? 8 : 6) * RUNS,
          endOnFailure: true,
          reporter: report,
        },
      )
    })
  }

  it('leaves the ledger consistent', async () => {
    await expectLedgerConsistent(t.database.db)
  })
})

/** What the fuzzing found, each once a counterexample: kept as plain cases. */
describe('answers the fuzzing found', () => {
  let token: string
  beforeAll(async () => {
    const session = await t.services.sessions.create(t.database.db, await insertPlayer(t.database.db), {
      ip: '127.0.0.1',
      userAgent: 'fuzz',
    })
    token = session.token
  })

  const post = (call: string, body: Record<string, unknown>) =>
    t.post(`/app/v1/${call}`, { ...CLIENT_FIELDS, ...body }, { authorization: `Bearer ${token}` })
  const issuePaths = (data: unknown) =>
    (data as { issues: { path: string }[] }).issues.map((issue) => issue.path)

  it('refuses a theme id beyond the integer column (was errcode 500)', async () => {
    const { status, json } = await post('anonymous/appThemePreview', { themeViewId: 6_504_434_747_216_931 })
    expect(status).toBe(200)
    expect(json.errcode).toBe(ERRORS.VALIDATION.code)
    expect(issuePaths(json.data)).toEqual(['themeViewId'])
  })

  it('refuses a day that is not on the calendar in every date filter, naming the field (was 500, or 422 with no issues)', async () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['appUserCoinDetail', { to: '2026-13-01' }, ['to']],
      ['appUserCoinDetail', { from: '2026-02-30' }, ['from']],
      ['appUserCoinDetail', { from: '0000-02-29' }, ['from']],
      ['betRecord', { from: '1762-83-11' }, ['from']],
      ['betRecordReport', { from: '1762-83-11', to: '9912-64-38' }, ['from', 'to']],
      ['rechargeRecords', { to: '2026-02-29' }, ['to']],
    ]
    for (const [call, body, paths] of cases) {
      const { status, json } = await post(call, body)
      expect({ call, status, errcode: json.errcode, paths: issuePaths(json.data) }).toEqual({
        call,
        status: 200,
        errcode: ERRORS.VALIDATION.code,
        paths,
      })
    }
  })

  it('answers an oversized or non-JSON webhook in its own protocol, not the app envelope', async () => {
    const large = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'x'.repeat(MAX_BODY_BYTES) }),
    })
    expect({ status: large.statusCode, body: large.json() }).toEqual({
      status: 413,
      body: { error: expect.stringMatching(/too large/i) },
    })
    const xml = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/webhook',
      headers: { 'content-type': 'application/xml' },
      payload: '<event/>',
    })
    expect({ status: xml.statusCode, body: xml.json() }).toEqual({
      status: 415,
      body: { error: expect.any(String) },
    })
  })
})

describe('fuzzing the game provider wallet routes (C12)', () => {
  const GAME_CODE = 'hp-sarimanok-riches'
  const KNOWN = new Set<string>([
    ...Object.values(PROVIDER_STATUS),
    'RS_ERROR_WRONG_CURRENCY',
    'RS_ERROR_INVALID_GAME',
    'RS_ERROR_INVALID_PARTNER',
    'RS_ERROR_INVALID_SIGNATURE',
  ])
  let user: string
  let token: string
  beforeAll(async () => {
    const userId = await insertPlayer(t.database.db)
    await fundPlayer(t.database.db, userId, 1_000_000)
    user = String(userId)
    const gameId = await gameIdOf(t.database.db, 'sarimanok-riches')
    token = await openGameSession(t.database.db, { userId, gameId, provider: 'hubplay', mode: 'real' })
  })

  /** The wallet call's fields as a provider sends them, with ids from a small pool so they meet. */
  const id = fc.oneof(fc.constantFrom('tx-1', 'tx-2', 'round-1'), fc.uuid(), hostileString)
  const amount = fc.oneof(
    fc.integer({ min: 0, max: 2_000_000 }),
    fc.constantFrom(1, 100, 1e308, -5, 0.5, 2 ** 63, 2 ** 53 + 2),
  )
  const walletBody = (action: string) =>
    fc.record(
      {
        request_uuid: fc.oneof(fc.uuid(), hostileString),
        user: fc.oneof(
          fc.constant('USER'),
          fc.constantFrom('0', '-1', '99999999999999999', '1e3'),
          hostileString,
        ),
        currency: fc.oneof(fc.constant('PHP'), fc.constant('USD'), hostileString),
        token: fc.oneof(fc.constant('TOKEN'), hostileString),
        game_code: fc.oneof(fc.constant(GAME_CODE), hostileString),
        transaction_uuid: id,
        round: id,
        amount: action === 'rollback' || action === 'balance' ? fc.oneof(amount, hostileValue) : amount,
        reference_transaction_uuid: id,
        round_closed: fc.oneof(fc.boolean(), hostileValue),
      },
      { requiredKeys: action === 'balance' ? ['request_uuid', 'user', 'currency'] : [] },
    )

  for (const action of ['balance', 'bet', 'win', 'rollback']) {
    it(`/provider/hubplay/${action}`, async () => {
      const bodies = fc.tuple(
        walletBody(action),
        fc.oneof(fc.constant(null), fc.tuple(fc.string({ maxLength: 8 }), hostileValue)),
      )
      await fc.assert(
        fc.asyncProperty(bodies, async ([fields, extra]) => {
          const body: Record<string, unknown> = { ...fields }
          if (body.user === 'USER') body.user = user
          if (body.token === 'TOKEN') body.token = token
          if (extra) body[extra[0]] = extra[1]
          const payload = JSON.stringify(body)
          const response = await t.app.inject({
            method: 'POST',
            url: `/provider/hubplay/${action}`,
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: signBody(PROVIDER_SECRET, payload),
            },
            payload,
          })
          const context = `${action} answered ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, context).toBeLessThan(500)
          if (Buffer.byteLength(payload) > MAX_BODY_BYTES) {
            expect(response.statusCode, context).toBe(413)
            return
          }
          const answer = response.json<{ status: string; balance: number; currency: string }>()
          expect(KNOWN.has(answer.status), context).toBe(true)
          expect(Number.isSafeInteger(answer.balance) && answer.balance >= 0, context).toBe(true)
          expect(answer.currency, context).toBe('PHP')
        }),
        { seed: seedOf(action), numRuns: 30 * RUNS, endOnFailure: true, reporter: report },
      )
    })
  }

  it('answers an oversized or non-JSON provider call in the wallet protocol, not the app envelope', async () => {
    const large = await t.app.inject({
      method: 'POST',
      url: '/provider/hubplay/balance',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ user: '1', padding: 'x'.repeat(MAX_BODY_BYTES) }),
    })
    expect({ status: large.statusCode, body: large.json() }).toEqual({
      status: 413,
      body: { status: 'RS_ERROR_WRONG_SYNTAX', balance: 0, currency: 'PHP' },
    })
    const form = await t.app.inject({
      method: 'POST',
      url: '/provider/hubplay/balance',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user=1',
    })
    expect({ status: form.statusCode, body: form.json() }).toEqual({
      status: 415,
      body: { status: 'RS_ERROR_WRONG_SYNTAX', balance: 0, currency: 'PHP' },
    })
  })

  it('leaves the ledger consistent', async () => {
    await expectLedgerConsistent(t.database.db)
  })
})
