import { ERRORS } from '@panalo/contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { deposits } from '../src/db/schema/deposits.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { startFakePaymongo, type FakePaymongo } from './fakes/fake-paymongo.ts'
import { postWebhook, recordingDepositPolicy } from './helpers/deposits.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** Deposits through PayMongo, against a local fake that follows reference/integrations.md §4.3. */
let t: TestApp
let paymongo: FakePaymongo
const policy = recordingDepositPolicy()
const MAYA = 2
const pesos = (amount: number) => amount * 100

beforeAll(async () => {
  paymongo = await startFakePaymongo()
  t = await createTestApp({ env: paymongo.env(), overrides: { depositPolicy: policy } })
})
afterAll(async () => {
  await t.close()
  await paymongo.stop()
})
afterEach(() => expectLedgerConsistent(t.database.db))

async function openDeposit(amount = pesos(1_000)) {
  const session = await registerPlayer(t)
  const answer = await t.call('rechargeCreate', { rechargeTypeId: MAYA, amount }, { token: session.token })
  expect(answer.errcode).toBe(0)
  const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, answer.data.orderId))
  if (!row?.gatewayRef) throw new Error('the deposit has no checkout session')
  return { ...answer.data, token: session.token, userId: session.user.id, sessionId: row.gatewayRef }
}

const coins = async (userId: number) => (await playerBalances(t.database.db, userId)).coin

describe('PayMongo checkout sessions', () => {
  it('creates one with the secret key, the amount in centavos, the channel’s method and the way back', async () => {
    const deposit = await openDeposit(pesos(1_000))
    const session = paymongo.sessions.get(deposit.sessionId)
    expect(session).toMatchObject({
      amount: pesos(1_000),
      currency: 'PHP',
      paymentMethodTypes: ['paymaya'],
      referenceNumber: deposit.orderId,
      successUrl: `${t.config.publicUrl}/wallets?name=deposit&orderId=${deposit.orderId}`,
      authorization: `Basic ${Buffer.from(`${paymongo.secretKey}:`).toString('base64')}`,
    })
    expect(deposit.checkoutUrl).toBe(`${paymongo.url}/checkout/${deposit.sessionId}`)
    expect(deposit.state).toBe('pending')
  })

  it('fails the deposit and releases it when PayMongo is down', async () => {
    const session = await registerPlayer(t)
    paymongo.failNext = 500
    const answer = await t.call(
      'rechargeCreate',
      { rechargeTypeId: MAYA, amount: pesos(200) },
      { token: session.token },
    )
    expect(answer.errcode).toBe(ERRORS.PAYMENT_GATEWAY_UNAVAILABLE.code)
    const records = await t.call('rechargeRecords', {}, { token: session.token })
    const failed = records.data.list[0]
    expect(failed?.state).toBe('failed')
    expect(policy.of(failed?.orderId ?? '')).toEqual(['reserve', 'release'])
  })
})

describe('PayMongo webhooks', () => {
  it('credits checkout_session.payment.paid once, whatever else arrives for the same payment', async () => {
    const deposit = await openDeposit()
    const paid = paymongo.paidEvent(deposit.sessionId, { paymentId: 'pay_once' })
    expect(await postWebhook(t, 'paymongo', paid.body, paid.headers)).toMatchObject({
      status: 200,
      json: { outcome: 'credited' },
    })
    expect((await postWebhook(t, 'paymongo', paid.body, paid.headers)).json.outcome).toBe('credited')
    const alsoPaid = paymongo.paymentEvent(deposit.sessionId, 'payment.paid', 'pay_once')
    expect((await postWebhook(t, 'paymongo', alsoPaid.body, alsoPaid.headers)).json.outcome).toBe(
      'already_paid',
    )
    const lateFailure = paymongo.paymentEvent(deposit.sessionId, 'payment.failed')
    expect((await postWebhook(t, 'paymongo', lateFailure.body, lateFailure.headers)).json.outcome).toBe(
      'closed',
    )
    expect(await coins(deposit.userId)).toBe(pesos(1_000))
    const status = await t.call('rechargeStatus', { orderId: deposit.orderId }, { token: deposit.token })
    expect(status.data.state).toBe('paid')
  })

  it('fails a deposit on payment.failed', async () => {
    const deposit = await openDeposit()
    const failed = paymongo.paymentEvent(deposit.sessionId, 'payment.failed')
    expect((await postWebhook(t, 'paymongo', failed.body, failed.headers)).json.outcome).toBe('failed')
    expect(policy.of(deposit.orderId)).toEqual(['reserve', 'release'])
  })

  it('refuses a wrong secret, the live signature under a test key, and a stale timestamp', async () => {
    const deposit = await openDeposit()
    const { body } = paymongo.paidEvent(deposit.sessionId)
    const cases = [
      paymongo.sign(body, { secret: 'whsk_not_the_secret' }),
      paymongo.sign(body, { mode: 'live' }),
      paymongo.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      { 'paymongo-signature': 'garbage' },
    ]
    for (const headers of cases) expect((await postWebhook(t, 'paymongo', body, headers)).status).toBe(401)
    expect(await coins(deposit.userId)).toBe(0)
  })

  it('holds a payment of another amount or currency', async () => {
    const short = await openDeposit()
    const underpaid = paymongo.paidEvent(short.sessionId, { amount: pesos(10) })
    expect((await postWebhook(t, 'paymongo', underpaid.body, underpaid.headers)).json.outcome).toBe('held')
    const foreign = await openDeposit()
    const usd = paymongo.paidEvent(foreign.sessionId, { currency: 'USD' })
    expect((await postWebhook(t, 'paymongo', usd.body, usd.headers)).json.outcome).toBe('held')
    expect(await coins(short.userId)).toBe(0)
    expect(await coins(foreign.userId)).toBe(0)
  })

  it('acknowledges event types it has no use for', async () => {
    const body = JSON.stringify({
      data: {
        id: 'evt_other',
        attributes: { type: 'source.chargeable', data: { id: 'src_1', attributes: {} } },
      },
    })
    expect(await postWebhook(t, 'paymongo', body, paymongo.sign(body))).toMatchObject({
      status: 200,
      json: { outcome: 'ignored' },
    })
  })
})
