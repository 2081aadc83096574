import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { manilaDay } from '../src/platform/manila-time.ts'
import { deliverSandbox, FAST_WEBHOOKS, sandboxEvent } from './helpers/deposits.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const GCASH = 1
const pesos = (amount: number) => amount * 100

/** The deposits desk of the console (decision 067), over HTTP. */
describe('the deposits desk', () => {
  let t: TestApp
  let finance: TestStaff
  let admin: TestStaff
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
    finance = await signedInStaff(t, 'finance')
    admin = await signedInStaff(t, 'admin')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function openDeposit(amount: number) {
    const session = await registerPlayer(t)
    const answer = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount }, { token: session.token })
    expect(answer.errcode).toBe(0)
    return { ...answer.data, amount, userId: session.user.id }
  }

  it('lists a held deposit and credits it with a reason, once, audited', async () => {
    const short = await openDeposit(pesos(500))
    await deliverSandbox(t, sandboxEvent(short, 'payment.paid', { amount: pesos(450) }))
    const held = await opsCall(t, 'depositQueue', { state: 'held' }, { cookie: finance.cookie })
    expect(held.data.list.find((row) => row.id === short.orderId)).toMatchObject({
      state: 'held',
      heldReason: 'amount_mismatch',
    })
    const noReason = await opsCall(
      t,
      'depositCreditHeld',
      { id: short.orderId, reason: '' },
      { cookie: finance.cookie },
    )
    expect(noReason.errcode).toBe(ERRORS.VALIDATION.code)
    const asRisk = await signedInStaff(t, 'risk')
    const refused = await opsCall(
      t,
      'depositCreditHeld',
      { id: short.orderId, reason: 'Player paid ₱450, confirmed' },
      { cookie: asRisk.cookie },
    )
    expect(refused.errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)

    const credited = await opsCall(
      t,
      'depositCreditHeld',
      { id: short.orderId, reason: 'Player paid ₱450, confirmed' },
      { cookie: finance.cookie },
    )
    expect(credited.data).toEqual({ amount: pesos(450), userId: short.userId })
    expect((await playerBalances(t.database.db, short.userId)).coin).toBe(pesos(450))
    const again = await opsCall(
      t,
      'depositCreditHeld',
      { id: short.orderId, reason: 'Player paid ₱450, confirmed' },
      { cookie: finance.cookie },
    )
    expect(again.errcode).toBe(ERRORS.CONFLICT.code)
    expect(again.msg).toMatch(/not held/)
    const audit = await opsCall(
      t,
      'auditLog',
      { target: `deposit:${short.orderId}` },
      { cookie: admin.cookie },
    )
    expect(audit.data.list[0]).toMatchObject({
      action: 'deposit.creditHeld',
      after: { reason: 'Player paid ₱450, confirmed' },
    })
  })

  it('reconciles a Manila day against the gateway’s export, listing every mismatch', async () => {
    const day = manilaDay(new Date())
    const matching = await openDeposit(pesos(200))
    await deliverSandbox(t, sandboxEvent(matching))
    const differing = await openDeposit(pesos(300))
    await deliverSandbox(t, sandboxEvent(differing))
    const unreported = await openDeposit(pesos(400))
    await deliverSandbox(t, sandboxEvent(unreported))
    const csv = [
      'Reference,Amount,Currency,Status,Note',
      `${matching.orderId},200.00,PHP,paid,ok`,
      `${differing.orderId},"3,100.00",PHP,paid,too much`,
      'sbx_pay_unknown,50.00,PHP,paid,not ours',
    ].join('\n')
    const answer = await opsCall(t, 'depositReconcile', { day, csv }, { cookie: finance.cookie })
    expect(answer.errcode).toBe(0)
    const problems = Object.fromEntries(answer.data.mismatches.map((row) => [row.reference, row.problem]))
    expect(problems[matching.orderId]).toBeUndefined()
    expect(problems[differing.orderId]).toBe('amountDiffers')
    expect(problems['sbx_pay_unknown']).toBe('missingHere')
    expect(problems[unreported.orderId]).toBe('missingAtGateway')
    expect(answer.data.matched).toBeGreaterThanOrEqual(1)
    expect(answer.data.theirs).toBe(3)

    const broken = await opsCall(
      t,
      'depositReconcile',
      { day, csv: 'reference,amount\nx,12abc' },
      { cookie: finance.cookie },
    )
    expect(broken.errcode).toBe(OPS_ERRORS.DESK_REFUSED.code)
    expect(broken.msg).toMatch(/Line 2/)
    const badDay = await opsCall(
      t,
      'depositReconcile',
      { day: '2026-02-30', csv },
      { cookie: finance.cookie },
    )
    expect(badDay.errcode).toBe(ERRORS.VALIDATION.code)
  })
})
