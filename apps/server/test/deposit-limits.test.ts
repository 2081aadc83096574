import { ERRORS } from '@panalo/contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { deposits } from '../src/db/schema/deposits.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { deliverSandbox, sandboxEvent } from './helpers/deposits.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'

/**
 * The deposit flow and responsible gaming together, as the server wires them (no test doubles): a
 * deposit limit caps what a player may open, unpaid deposits give their room back, and the cap holds
 * when deposits are opened all at once.
 */
const GCASH = 1
const pesos = (amount: number) => amount * 100

async function playerWithDailyLimit(t: TestApp, limit: number) {
  const session = await registerPlayer(t)
  const set = await t.call(
    'selfLimitSet',
    { kind: 'deposit', period: 'day', amount: limit },
    { token: session.token },
  )
  expect(set.errcode).toBe(0)
  return session
}

async function openDeposit(t: TestApp, token: string, amount: number) {
  return t.call('rechargeCreate', { rechargeTypeId: GCASH, amount }, { token })
}

async function depositCount(t: TestApp, userId: number): Promise<number> {
  return (await t.database.db.select().from(deposits).where(eq(deposits.userId, userId))).length
}

describe('deposit limits on real deposits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  it('refuses a deposit that would pass the daily limit, and opens nothing for it', async () => {
    const player = await playerWithDailyLimit(t, pesos(1_000))
    expect((await openDeposit(t, player.token, pesos(500))).errcode).toBe(0)
    expect((await openDeposit(t, player.token, pesos(500))).errcode).toBe(0)
    const refused = await openDeposit(t, player.token, pesos(100))
    expect(refused.errcode).toBe(ERRORS.DEPOSIT_LIMIT_REACHED.code)
    expect(await depositCount(t, player.user.id)).toBe(2)
  })

  it('gives the room of a failed deposit back, and keeps a paid one counted', async () => {
    const player = await playerWithDailyLimit(t, pesos(1_000))
    const paid = await openDeposit(t, player.token, pesos(600))
    const failed = await openDeposit(t, player.token, pesos(400))
    expect(paid.errcode).toBe(0)
    expect(failed.errcode).toBe(0)
    const paidAnswer = await deliverSandbox(
      t,
      sandboxEvent({ orderId: paid.data.orderId, amount: pesos(600) }),
    )
    expect(paidAnswer.status).toBe(200)
    const failedAnswer = await deliverSandbox(
      t,
      sandboxEvent({ orderId: failed.data.orderId, amount: pesos(400) }, 'payment.failed'),
    )
    expect(failedAnswer.status).toBe(200)
    expect((await playerBalances(t.database.db, player.user.id)).coin).toBe(pesos(600))
    // 600 paid counts; the failed 400 is free again, so 400 fits and 401 does not.
    expect((await openDeposit(t, player.token, pesos(401))).errcode).toBe(ERRORS.DEPOSIT_LIMIT_REACHED.code)
    expect((await openDeposit(t, player.token, pesos(400))).errcode).toBe(0)
  })

  it('refuses deposits during a cool-off', async () => {
    const player = await registerPlayer(t)
    const coolOff = await t.call('selfLimitCoolOff', { duration: '24h' }, { token: player.token })
    expect(coolOff.errcode).toBe(0)
    // The cool-off ended the session, so the player cannot even ask.
    const answer = await openDeposit(t, player.token, pesos(500))
    expect(answer.errcode).toBe(ERRORS.SIGNED_OUT.code)
    expect(await depositCount(t, player.user.id)).toBe(0)
  })
})

describe.skipIf(!TEST_DATABASE_URL)('deposit limits under concurrency (PostgreSQL only)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  it('lets exactly 4 of 20 deposits opened at once through a limit that fits 4', async () => {
    const player = await playerWithDailyLimit(t, pesos(2_000))
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => openDeposit(t, player.token, pesos(500))),
    )
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(4)
    expect(answers.filter((answer) => answer.errcode === ERRORS.DEPOSIT_LIMIT_REACHED.code)).toHaveLength(16)
    expect(await depositCount(t, player.user.id)).toBe(4)
  })
})
