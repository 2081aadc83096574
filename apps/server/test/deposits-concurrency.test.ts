import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { depositEvents, deposits } from '../src/db/schema/deposits.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { walletFigures } from '../src/modules/wallet/wallet-players.service.ts'
import { deliverSandbox, recordingDepositPolicy, sandboxEvent } from './helpers/deposits.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'

/**
 * Webhooks racing each other need real concurrent connections: PostgreSQL only (TEST_DATABASE_URL),
 * as CI runs it. reference/reliability.md C1–C2.
 */
describe.skipIf(!TEST_DATABASE_URL)('deposit webhooks under concurrency (PostgreSQL only)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ overrides: { depositPolicy: recordingDepositPolicy() } })
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function openDeposit(amount = 50_000) {
    const session = await registerPlayer(t)
    const answer = await t.call('rechargeCreate', { rechargeTypeId: 1, amount }, { token: session.token })
    expect(answer.errcode).toBe(0)
    return { orderId: answer.data.orderId, amount, userId: session.user.id }
  }

  it('credits the same webhook delivered 10 times at once exactly once', async () => {
    const deposit = await openDeposit()
    const event = sandboxEvent(deposit)
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverSandbox(t, event)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    // Every delivery gets the same answer; the coins move once.
    expect(answers.map((answer) => answer.json.outcome)).toEqual(Array(10).fill('credited'))
    expect((await playerBalances(t.database.db, deposit.userId)).coin).toBe(deposit.amount)
    const events = await t.database.db
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.depositId, deposit.orderId))
    expect(events).toHaveLength(1)
    const journals = await queryRows(
      t.database.db,
      sql`select count(*)::int as n from ledger_journals where metadata->>'depositId' = ${deposit.orderId}`,
    )
    expect(journals[0]?.['n']).toBe(1)
    expect((await walletFigures(t.database.db, deposit.userId)).totalRecharge).toBe(deposit.amount)
  })

  it('credits 10 different events for one payment, at once, exactly once', async () => {
    const deposit = await openDeposit()
    const first = sandboxEvent(deposit)
    const events = Array.from({ length: 10 }, (_, index) => ({ ...first, id: `${first.id}-${index}` }))
    const answers = await Promise.all(events.map((event) => deliverSandbox(t, event)))
    expect(answers.filter((answer) => answer.json.outcome === 'credited')).toHaveLength(1)
    expect(answers.filter((answer) => answer.json.outcome === 'already_paid')).toHaveLength(9)
    expect((await playerBalances(t.database.db, deposit.userId)).coin).toBe(deposit.amount)
    const recorded = await t.database.db
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.depositId, deposit.orderId))
    expect(recorded).toHaveLength(10)
  })

  it('lets a paid and a failed webhook racing each other end in one state, credited only if paid', async () => {
    for (let round = 0; round < 5; round++) {
      const deposit = await openDeposit()
      await Promise.all([
        deliverSandbox(t, sandboxEvent(deposit, 'payment.failed')),
        deliverSandbox(t, sandboxEvent(deposit)),
      ])
      const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.orderId))
      const coin = (await playerBalances(t.database.db, deposit.userId)).coin
      if (row?.state === 'paid') expect(coin).toBe(deposit.amount)
      else {
        // The failure came first: the payment that followed is held for review.
        expect(row).toMatchObject({ state: 'held', heldReason: 'late_payment' })
        expect(coin).toBe(0)
      }
    }
  })
})
