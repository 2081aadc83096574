import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Tx } from '../src/db/client.ts'
import { AppError } from '../src/platform/app-error.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import { findRequest, oncePerRequest, requestBodyHash } from '../src/modules/requests/requests.service.ts'
import { expectLedgerConsistent, GATEWAY, openTestHouseAccounts, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

/**
 * The one idempotent-request store (docs/decisions/089-one-idempotent-request-store.md), tested once
 * for every player money call. On PostgreSQL (TEST_DATABASE_URL) the parallel requests race on real
 * connections; on PGlite (one connection) they queue, so the same properties hold with fewer runs.
 */
describe('oncePerRequest: one outcome and one money movement per request', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 12 })
    await openTestHouseAccounts(database.db)
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  let seq = 0

  /** The money call under test: a journal crediting the player, keyed per run (never per request), then maybe a refusal. */
  function call(userId: number, requestId: string, body: { amount: number; refuse: boolean }, pause: number) {
    return oncePerRequest(
      database.db,
      { userId, scope: 'testMoneyCall', requestId, body: { requestId, ...body } },
      async (tx: Tx) => {
        seq += 1
        const journal = await ledger.post(tx, {
          idempotencyKey: `requests-test:${userId}:${seq}:${Math.random()}`,
          kind: 'deposit',
          postings: [
            { account: { userId, kind: 'coin' }, amount: body.amount },
            { account: GATEWAY, amount: -body.amount },
          ],
        })
        if (pause > 0) await sleep(pause)
        // A refusal after the money moved: the savepoint takes the journal back, the refusal stays.
        if (body.refuse)
          throw new AppError('DIAMONDS_NOT_ENOUGH', `refused ${body.amount}`, { amount: body.amount })
        return { journalId: journal.journalId, amount: body.amount }
      },
    ).then(
      (data) => ({ data }),
      (error: unknown) => {
        if (error instanceof AppError) return { errcode: error.errcode, msg: error.message, data: error.data }
        throw error
      },
    )
  }

  async function journalsOf(userId: number): Promise<number> {
    const rows = await queryRows(
      database.db,
      sql`select count(distinct p.journal_id)::int as n from ledger_postings p
          join ledger_accounts a on a.id = p.account_id
          where a.holder = 'player' and a.owner_user_id = ${userId}`,
    )
    return Number(rows[0]?.['n'] ?? 0)
  }

  it('answers any interleaving of parallel requests under one key with one outcome, once; another body is refused and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          bodies: fc.array(
            fc.record({
              // Which of two bodies the request carries, and when it starts and how long its work holds.
              variant: fc.integer({ min: 0, max: 1 }),
              start: fc.integer({ min: 0, max: 6 }),
              pause: fc.integer({ min: 0, max: 4 }),
            }),
            { minLength: 2, maxLength: 8 },
          ),
          amounts: fc.tuple(fc.integer({ min: 1, max: 9_999 }), fc.integer({ min: 1, max: 9_999 })),
          refuse: fc.tuple(fc.boolean(), fc.boolean()),
        }),
        async ({ bodies, amounts, refuse }) => {
          const userId = await insertPlayer(database.db)
          const requestId = `prop-${userId}`
          const bodyOf = (variant: number) => ({
            amount: variant === 0 ? amounts[0] : amounts[1] + 10_000,
            refuse: variant === 0 ? refuse[0] : refuse[1],
          })
          const answers = await Promise.all(
            bodies.map(async ({ variant, start, pause }) => {
              await sleep(start)
              return { variant, answer: await call(userId, requestId, bodyOf(variant), pause) }
            }),
          )
          // The request row names the body that came first: its owner.
          const row = await findRequest(database.db, { userId, scope: 'testMoneyCall', requestId })
          const owner = [0, 1].find(
            (variant) => requestBodyHash({ requestId, ...bodyOf(variant) }) === row?.bodyHash,
          )
          expect(owner).toBeDefined()
          const ownerBody = bodyOf(owner ?? 0)
          const ownerAnswers = answers
            .filter((answer) => answer.variant === owner)
            .map((answer) => answer.answer)
          // Every request with the owner's body got one and the same answer: the first outcome.
          for (const answer of ownerAnswers) expect(answer).toEqual(ownerAnswers[0])
          if (ownerBody.refuse)
            expect(ownerAnswers[0]).toEqual({
              errcode: ERRORS.DIAMONDS_NOT_ENOUGH.code,
              msg: `refused ${ownerBody.amount}`,
              data: { amount: ownerBody.amount },
            })
          else expect(ownerAnswers[0]).toMatchObject({ data: { amount: ownerBody.amount } })
          // Every request with the other body was refused as another request.
          for (const { variant, answer } of answers)
            if (variant !== owner) expect(answer).toMatchObject({ errcode: ERRORS.REQUEST_ID_REUSED.code })
          // One money movement, or none for a refusal.
          expect(await journalsOf(userId)).toBe(ownerBody.refuse ? 0 : 1)
          expect((await playerBalances(database.db, userId)).coin).toBe(
            ownerBody.refuse ? 0 : ownerBody.amount,
          )
          // A replay answers the first outcome (a refusal included); another body changes nothing.
          expect(await call(userId, requestId, ownerBody, 0)).toEqual(ownerAnswers[0])
          expect(await call(userId, requestId, bodyOf(owner === 0 ? 1 : 0), 0)).toMatchObject({
            errcode: ERRORS.REQUEST_ID_REUSED.code,
          })
          expect(await findRequest(database.db, { userId, scope: 'testMoneyCall', requestId })).toEqual(row)
          expect(await journalsOf(userId)).toBe(ownerBody.refuse ? 0 : 1)
        },
      ),
      { numRuns: TEST_DATABASE_URL ? 40 : 8 },
    )
  }, 120_000)

  it('keeps nothing of a request whose work failed unexpectedly or was refused as not final, so it may be sent again', async () => {
    const userId = await insertPlayer(database.db)
    const key = { userId, scope: 'testMoneyCall', requestId: `broken-${userId}`, body: { amount: 5 } }
    await expect(
      oncePerRequest(database.db, key, async () => {
        throw new Error('the work broke')
      }),
    ).rejects.toThrow('the work broke')
    expect(await findRequest(database.db, key)).toBeUndefined()
    expect(await oncePerRequest(database.db, key, async () => ({ done: true }))).toEqual({ done: true })
    expect((await findRequest(database.db, key))?.outcome).toEqual({ ok: { done: true } })
    // A refusal named not final ("not now") keeps nothing either.
    const busy = { ...key, requestId: `busy-${userId}` }
    const refuseBusy = async () => {
      throw new AppError('JACKPOT_DRAW_IN_PROGRESS')
    }
    await expect(
      oncePerRequest(database.db, busy, refuseBusy, { notFinal: ['JACKPOT_DRAW_IN_PROGRESS'] }),
    ).rejects.toMatchObject({ errorName: 'JACKPOT_DRAW_IN_PROGRESS' })
    expect(await findRequest(database.db, busy)).toBeUndefined()
    await expect(oncePerRequest(database.db, busy, refuseBusy)).rejects.toMatchObject({
      errorName: 'JACKPOT_DRAW_IN_PROGRESS',
    })
    expect((await findRequest(database.db, busy))?.outcome).toMatchObject({
      errorName: 'JACKPOT_DRAW_IN_PROGRESS',
    })
  })

  it('keeps one requestId per call: the same id under another scope or player is another request', async () => {
    const a = await insertPlayer(database.db)
    const b = await insertPlayer(database.db)
    const requestId = `shared-${a}`
    const body = { requestId, amount: 1 }
    const answer = (value: string) => async () => value
    expect(
      await oncePerRequest(database.db, { userId: a, scope: 'one', requestId, body }, answer('a1')),
    ).toBe('a1')
    expect(
      await oncePerRequest(database.db, { userId: a, scope: 'two', requestId, body }, answer('a2')),
    ).toBe('a2')
    expect(
      await oncePerRequest(database.db, { userId: b, scope: 'one', requestId, body }, answer('b1')),
    ).toBe('b1')
    expect(await oncePerRequest(database.db, { userId: a, scope: 'one', requestId, body }, answer('x'))).toBe(
      'a1',
    )
  })

  it('answers the first request with its outcome as stored, the same bytes every replay answers, refusals too', async () => {
    const userId = await insertPlayer(database.db)
    // Keys in an order jsonb does not keep (it puts shorter keys first), and a Date, which JSON
    // stores as a string: the owner must not answer the object its work built.
    const made = () => ({
      serverSeedHash: 'h',
      id: 7,
      campaign: { startedAt: new Date('2026-11-29T00:00:00Z'), state: 'active', at: 1 },
      items: [{ id: 2001, count: 500 }],
    })
    const key = { userId, scope: 'testDraw', requestId: `bytes-${userId}`, body: {} }
    const first = await oncePerRequest(database.db, key, async () => made())
    const replay = await oncePerRequest(database.db, key, async () => made())
    expect(JSON.stringify(first)).toBe(JSON.stringify(replay))
    expect(first.campaign.startedAt).toBe('2026-11-29T00:00:00.000Z')

    const refusal = { ...key, requestId: `refused-${userId}` }
    const refuse = async () => {
      throw new AppError('DIAMONDS_NOT_ENOUGH', 'no', { needed: 5, balance: 1, at: new Date(0) })
    }
    const caught = async () => {
      try {
        await oncePerRequest(database.db, refusal, refuse)
      } catch (error) {
        if (error instanceof AppError) return JSON.stringify({ name: error.errorName, data: error.data })
      }
      throw new Error('not refused')
    }
    expect(await caught()).toBe(await caught())
  })

  it('hashes the body canonically, without requestId and the automatic fields', () => {
    const hash = requestBodyHash({ b: 1, a: { y: [1, { q: 2, p: 1 }], x: null }, requestId: 'one1one1' })
    expect(requestBodyHash({ a: { x: null, y: [1, { p: 1, q: 2 }] }, b: 1, requestId: 'two2two2' })).toBe(
      hash,
    )
    expect(
      requestBodyHash({ a: { x: null, y: [1, { p: 1, q: 2 }] }, b: 1, appVersion: '9', platform: 1 }),
    ).toBe(hash)
    expect(requestBodyHash({ a: { x: null, y: [1, { p: 1, q: 2 }] }, b: 2 })).not.toBe(hash)
    expect(requestBodyHash({ a: { x: null, y: [1, { p: 1, q: 2 }] }, b: 1, c: undefined })).toBe(hash)
  })
})
