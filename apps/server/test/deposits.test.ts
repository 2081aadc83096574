import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { APP_CONFIG_SETTING, storedAppConfigSchema } from '../src/modules/app/app-config.service.ts'
import { readSetting, writeSetting } from '../src/modules/settings/settings.service.ts'
import { RECHARGE_SEED } from '../src/seed/recharge.seed.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { createTestDatabase } from './helpers/test-database.ts'
import { depositEvents, deposits } from '../src/db/schema/deposits.ts'
import { MAX_OPEN_DEPOSITS } from '../src/modules/deposits/open-deposit.ts'
import { createWebhookDeliverer } from '../src/modules/deposits/gateways/webhook-delivery.ts'
import { houseBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { walletFigures } from '../src/modules/wallet/wallet-players.service.ts'
import {
  deliverSandbox,
  FAST_WEBHOOKS,
  postWebhook,
  recordingDepositPolicy,
  sandboxEvent,
} from './helpers/deposits.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const GCASH = 1
const BANKING = 4
const pesos = (amount: number) => amount * 100

let t: TestApp
const policy = recordingDepositPolicy()

beforeAll(async () => {
  t = await createTestApp({ overrides: { depositPolicy: policy, webhookTiming: FAST_WEBHOOKS } })
})
afterAll(() => t.close())
afterEach(() => expectLedgerConsistent(t.database.db))

async function player() {
  const session = await registerPlayer(t)
  return { token: session.token, userId: session.user.id }
}

async function openDeposit(token: string, amount = pesos(500), extra: { bonusType?: number } = {}) {
  const answer = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount, ...extra }, { token })
  expect(answer.errcode).toBe(0)
  return { ...answer.data, amount }
}

async function depositRow(id: string) {
  const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, id))
  if (!row) throw new Error(`no deposit ${id}`)
  return row
}

async function depositCount(): Promise<number> {
  const [row] = await queryRows(t.database.db, sql`select count(*)::int as n from deposits`)
  return Number(row?.['n'])
}

async function coins(userId: number) {
  return (await playerBalances(t.database.db, userId)).coin
}

/** Pays a deposit through the sandbox checkout as a payer would, and waits for every webhook delivery. */
async function payThroughCheckout(checkoutUrl: string, choice: 'pay' | 'fail' | 'cancel' = 'pay') {
  const path = new URL(checkoutUrl).pathname
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `choice=${choice}`,
  })
  await t.services.sandboxDeliverer.idle()
  return response
}

describe('rechargeTradeInfo', () => {
  it('answers no last channel and nothing deposited for a new player', async () => {
    const { token } = await player()
    const answer = await t.call('rechargeTradeInfo', {}, { token })
    expect(answer).toMatchObject({ errcode: 0, data: { lastRechargeTypeId: null, totalRecharge: 0 } })
  })

  it('refuses a signed-out caller', async () => {
    expect((await t.call('rechargeTradeInfo', {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })
})

describe('the app config', () => {
  it('carries the recharge types with items, banks and bonus types', async () => {
    const { data } = await t.call('anonymous/appConfig', {})
    const recharge = data.config?.recharge
    expect(recharge?.rechargeTypes.map((channel) => channel.name)).toEqual([
      'GCash',
      'Maya',
      'QR Ph',
      'Online banking',
    ])
    expect(recharge?.rechargeTypes[0]?.items.length).toBeGreaterThan(3)
    expect(recharge?.banks.length).toBeGreaterThan(0)
    expect(recharge?.bonusTypes.length).toBeGreaterThan(0)
  })
})

describe('rechargeCreate', () => {
  it('opens a pending deposit with a sandbox checkout URL and reserves it under the deposit policy', async () => {
    const { token, userId } = await player()
    const created = await openDeposit(token, pesos(200))
    expect(created.state).toBe('pending')
    expect(created.orderId).toMatch(/^dp_[a-z2-7]{24}$/)
    expect(created.checkoutUrl).toMatch(/\/payments\/sandbox\/checkout\/sbx_cs_[0-9a-f]{24}$/)
    const row = await depositRow(created.orderId)
    expect(row).toMatchObject({
      userId,
      amount: pesos(200),
      state: 'pending',
      gateway: 'sandbox',
      rechargeTypeId: GCASH,
    })
    expect(policy.calls).toContainEqual({
      op: 'reserve',
      userId,
      amount: pesos(200),
      reference: created.orderId,
    })
    expect(await coins(userId)).toBe(0)
  })

  it('refuses each bad input with its own errcode and writes nothing', async () => {
    const { token } = await player()
    const before = await depositCount()
    const cases: [Record<string, unknown>, number][] = [
      [{ rechargeTypeId: 99, amount: pesos(100) }, ERRORS.DEPOSIT_CHANNEL_UNAVAILABLE.code],
      [{ rechargeTypeId: GCASH, amount: pesos(20) }, ERRORS.DEPOSIT_AMOUNT_BELOW_MINIMUM.code],
      [{ rechargeTypeId: GCASH, amount: pesos(60_000) }, ERRORS.DEPOSIT_AMOUNT_ABOVE_MAXIMUM.code],
      [{ rechargeTypeId: GCASH, amount: 10_050 }, ERRORS.DEPOSIT_AMOUNT_NOT_WHOLE.code],
      [{ rechargeTypeId: GCASH, amount: pesos(100), bonusType: 9 }, ERRORS.DEPOSIT_BONUS_UNAVAILABLE.code],
      // The reload bonus needs at least ₱500.
      [{ rechargeTypeId: GCASH, amount: pesos(100), bonusType: 2 }, ERRORS.DEPOSIT_BONUS_UNAVAILABLE.code],
      [{ rechargeTypeId: BANKING, amount: pesos(500) }, ERRORS.DEPOSIT_BANK_REQUIRED.code],
      [{ rechargeTypeId: BANKING, amount: pesos(500), bankId: 77 }, ERRORS.DEPOSIT_BANK_REQUIRED.code],
      [{ rechargeTypeId: GCASH, amount: '100' }, ERRORS.VALIDATION.code],
      [{ rechargeTypeId: GCASH, amount: -100 }, ERRORS.VALIDATION.code],
      [{ rechargeTypeId: GCASH, amount: pesos(100), bonusType: 14 }, ERRORS.VALIDATION.code],
      [{ amount: pesos(100) }, ERRORS.VALIDATION.code],
    ]
    for (const [input, errcode] of cases) {
      const answer = await t.call('rechargeCreate', input as never, { token })
      expect([input, answer.errcode]).toEqual([input, errcode])
    }
    expect(await depositCount()).toBe(before)
  })

  it('refuses what the deposit policy refuses (an excluded player) and writes nothing', async () => {
    const { token, userId } = await player()
    policy.refuseUser = userId
    try {
      const answer = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: pesos(100) }, { token })
      expect(answer).toMatchObject({ errcode: ERRORS.FORBIDDEN.code, msg: 'You are excluded from deposits.' })
    } finally {
      policy.refuseUser = null
    }
    expect((await t.call('rechargeRecords', {}, { token })).data.total).toBe(0)
  })

  it('caps the deposits one player may have waiting for payment', async () => {
    const { token } = await player()
    for (let index = 0; index < MAX_OPEN_DEPOSITS; index++) await openDeposit(token, pesos(100))
    const answer = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: pesos(100) }, { token })
    expect(answer.errcode).toBe(ERRORS.DEPOSIT_TOO_MANY_OPEN.code)
    const records = await t.call('rechargeRecords', {}, { token })
    const first = records.data.list[0]
    if (!first?.checkoutUrl) throw new Error('no open deposit')
    await payThroughCheckout(first.checkoutUrl, 'cancel')
    expect(
      (await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: pesos(100) }, { token })).errcode,
    ).toBe(0)
  })

  it('takes an online-banking deposit with one of the channel’s banks', async () => {
    const { token } = await player()
    const answer = await t.call(
      'rechargeCreate',
      { rechargeTypeId: BANKING, amount: pesos(500), bankId: 1 },
      { token },
    )
    expect(answer.errcode).toBe(0)
    expect((await depositRow(answer.data.orderId)).bankId).toBe(1)
  })

  it('refuses a signed-out caller', async () => {
    const answer = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: pesos(100) })
    expect(answer.errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('asks a player who has deposited before for minAmount2, and no longer offers the first-deposit bonus', async () => {
    const { token } = await player()
    expect(
      (await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: pesos(50) }, { token })).errcode,
    ).toBe(0)
    const first = await openDeposit(token, pesos(100))
    await payThroughCheckout(first.checkoutUrl)
    const again = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: pesos(50) }, { token })
    expect(again.errcode).toBe(ERRORS.DEPOSIT_AMOUNT_BELOW_MINIMUM.code)
    const bonus = await t.call(
      'rechargeCreate',
      { rechargeTypeId: GCASH, amount: pesos(500), bonusType: 1 },
      { token },
    )
    expect(bonus.errcode).toBe(ERRORS.DEPOSIT_BONUS_UNAVAILABLE.code)
    const trade = await t.call('rechargeTradeInfo', {}, { token })
    expect(trade.data).toEqual({
      lastRechargeTypeId: GCASH,
      totalRecharge: pesos(100),
      kycRequired: false,
      kycVerified: false,
    })
  })
})

describe('rechargeStatus', () => {
  it('answers the player’s own deposit', async () => {
    const { token } = await player()
    const created = await openDeposit(token)
    const answer = await t.call('rechargeStatus', { orderId: created.orderId }, { token })
    expect(answer.data).toMatchObject({
      orderId: created.orderId,
      state: 'pending',
      amount: pesos(500),
      channelName: 'GCash',
      checkoutUrl: created.checkoutUrl,
      paidAt: null,
    })
  })

  it('does not show another player’s deposit, and refuses bad ids and signed-out callers', async () => {
    const owner = await player()
    const other = await player()
    const created = await openDeposit(owner.token)
    const foreign = await t.call('rechargeStatus', { orderId: created.orderId }, { token: other.token })
    expect(foreign.errcode).toBe(ERRORS.NOT_FOUND.code)
    const malformed = await t.call('rechargeStatus', { orderId: 'dp_../../etc' }, { token: owner.token })
    expect(malformed.errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('rechargeStatus', { orderId: created.orderId })).errcode).toBe(
      ERRORS.SIGNED_OUT.code,
    )
  })
})

describe('rechargeRecords', () => {
  it('pages the player’s deposits newest first, filters by state and day, and shows no one else’s', async () => {
    const { token } = await player()
    const other = await player()
    await openDeposit(other.token)
    const opened = []
    for (let index = 0; index < 3; index++) opened.push(await openDeposit(token, pesos(100 + index * 100)))
    const paid = opened[0]
    if (!paid) throw new Error('no deposit')
    await payThroughCheckout(paid.checkoutUrl)

    const first = await t.call('rechargeRecords', { pageNum: 1, pageSize: 2 }, { token })
    expect(first.data).toMatchObject({ total: 3, pages: 2, pageNum: 1 })
    expect(first.data.list.map((row) => row.orderId)).toEqual([opened[2]?.orderId, opened[1]?.orderId])
    const second = await t.call('rechargeRecords', { pageNum: 2, pageSize: 2 }, { token })
    expect(second.data.list.map((row) => row.orderId)).toEqual([paid.orderId])

    const onlyPaid = await t.call('rechargeRecords', { state: 'paid' }, { token })
    expect(onlyPaid.data.list).toHaveLength(1)
    expect(onlyPaid.data.list[0]).toMatchObject({ state: 'paid', checkoutUrl: null })
    expect(onlyPaid.data.list[0]?.paidAt).not.toBeNull()

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    const byDay = await t.call('rechargeRecords', { from: today, to: today }, { token })
    expect(byDay.data.total).toBe(3)
    const longAgo = await t.call('rechargeRecords', { from: '2020-01-01', to: '2020-01-31' }, { token })
    expect(longAgo.data.total).toBe(0)
  })

  it('refuses bad filters and signed-out callers', async () => {
    const { token } = await player()
    expect((await t.call('rechargeRecords', { state: 'lost' as never }, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    expect((await t.call('rechargeRecords', { from: '2026-13-01' }, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    expect((await t.call('rechargeRecords', { pageSize: 500 }, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    expect((await t.call('rechargeRecords', {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })
})

describe('the sandbox checkout', () => {
  it('serves a hosted page with Pay, Fail and Cancel under a strict CSP', async () => {
    const { token } = await player()
    const created = await openDeposit(token)
    const page = await t.app.inject({ method: 'GET', url: new URL(created.checkoutUrl).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    expect(page.body).not.toContain('<script')
    for (const choice of ['pay', 'fail', 'cancel']) expect(page.body).toContain(`value="${choice}"`)
    expect(page.body).toContain('₱500')
    const badChoice = await t.app.inject({
      method: 'POST',
      url: new URL(created.checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=refund',
    })
    expect(badChoice.statusCode).toBe(400)
    expect((await depositRow(created.orderId)).state).toBe('pending')
    const badId = await t.app.inject({ method: 'GET', url: '/payments/sandbox/checkout/..%2F..%2Fetc' })
    expect(badId.statusCode).toBe(404)
    const missing = await t.app.inject({
      method: 'GET',
      url: '/payments/sandbox/checkout/sbx_cs_000000000000000000000000',
    })
    expect(missing.statusCode).toBe(404)
  })

  it('pays: sends the payer back, and the webhook (delivered twice) credits the coins once', async () => {
    const { token, userId } = await player()
    const created = await openDeposit(token, pesos(1_000))
    const gatewayBefore = await houseBalance(t.database.db, 'gateway:sandbox', 'PHP')
    const response = await payThroughCheckout(created.checkoutUrl)
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(
      `${t.config.publicUrl}/wallets?name=deposit&orderId=${created.orderId}`,
    )

    expect(await coins(userId)).toBe(pesos(1_000))
    expect(await houseBalance(t.database.db, 'gateway:sandbox', 'PHP')).toBe(
      (gatewayBefore ?? 0) - pesos(1_000),
    )
    const status = await t.call('rechargeStatus', { orderId: created.orderId }, { token })
    expect(status.data.state).toBe('paid')
    const events = await t.database.db
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.depositId, created.orderId))
    expect(events.map((event) => event.outcome)).toEqual(['credited'])
    const figures = await walletFigures(t.database.db, userId)
    expect(figures).toMatchObject({ coin: pesos(1_000), totalRecharge: pesos(1_000), bet: pesos(1_000) })
    // The checkout is closed now: paying again changes nothing.
    await payThroughCheckout(created.checkoutUrl)
    expect(await coins(userId)).toBe(pesos(1_000))
    expect(policy.of(created.orderId)).toEqual(['reserve'])
  })

  it('fails and cancels without credit, releasing the reservation', async () => {
    const { token, userId } = await player()
    const failed = await openDeposit(token)
    await payThroughCheckout(failed.checkoutUrl, 'fail')
    const cancelled = await openDeposit(token)
    const response = await payThroughCheckout(cancelled.checkoutUrl, 'cancel')
    expect(response.statusCode).toBe(303)
    expect((await t.call('rechargeStatus', { orderId: failed.orderId }, { token })).data.state).toBe('failed')
    expect((await t.call('rechargeStatus', { orderId: cancelled.orderId }, { token })).data.state).toBe(
      'cancelled',
    )
    expect(policy.of(failed.orderId)).toEqual(['reserve', 'release'])
    expect(policy.of(cancelled.orderId)).toEqual(['reserve', 'release'])
    expect(await coins(userId)).toBe(0)
  })

  it('credits a chosen bonus from promotions with its own turnover', async () => {
    const { token, userId } = await player()
    const created = await openDeposit(token, pesos(500), { bonusType: 1 })
    await payThroughCheckout(created.checkoutUrl)
    // First deposit +20%: ₱100 bonus; turnover ₱500 × 1 for the deposit and ₱100 × 3 for the bonus.
    const figures = await walletFigures(t.database.db, userId)
    expect(figures).toMatchObject({ coin: pesos(600), totalRecharge: pesos(500), bet: pesos(800) })
    expect((await t.call('rechargeStatus', { orderId: created.orderId }, { token })).data.bonusAmount).toBe(
      pesos(100),
    )
  })
})

describe('the first-deposit bonus', () => {
  it('goes only to the deposit credited first when two were opened with it', async () => {
    const { token, userId } = await player()
    const first = await openDeposit(token, pesos(500), { bonusType: 1 })
    const second = await openDeposit(token, pesos(500), { bonusType: 1 })
    await payThroughCheckout(second.checkoutUrl)
    await payThroughCheckout(first.checkoutUrl)
    // ₱500 + ₱100 bonus, then ₱500 alone; turnover 500 + 100 × 3, then 500.
    expect(await walletFigures(t.database.db, userId)).toMatchObject({
      coin: pesos(1_100),
      totalRecharge: pesos(1_000),
      bet: pesos(1_300),
    })
    const records = await t.call('rechargeRecords', { state: 'paid' }, { token })
    const bonuses = Object.fromEntries(records.data.list.map((row) => [row.orderId, row.bonusAmount]))
    expect(bonuses).toEqual({ [second.orderId]: pesos(100), [first.orderId]: 0 })
  })
})

describe('sandbox webhooks', () => {
  it('refuses a forged signature and a stale timestamp, and changes nothing', async () => {
    const { token, userId } = await player()
    const created = await openDeposit(token)
    const body = JSON.stringify(sandboxEvent(created))
    const t0 = Math.floor(Date.now() / 1000)
    const forged = await postWebhook(t, 'sandbox', body, {
      'panalo-sandbox-signature': `t=${t0},v1=${'ab'.repeat(32)}`,
    })
    expect(forged.status).toBe(401)
    const unsigned = await postWebhook(t, 'sandbox', body, {})
    expect(unsigned.status).toBe(401)
    const sandbox = t.services.sandbox
    if (!sandbox) throw new Error('no sandbox')
    // Signed for another body: the signature covers the exact bytes.
    const tampered = await postWebhook(
      t,
      'sandbox',
      body.replace(String(created.amount), '99999900'),
      sandbox.sign(body),
    )
    expect(tampered.status).toBe(401)
    const stale = await deliverSandbox(t, sandboxEvent(created), t0 - 3_600)
    expect(stale.status).toBe(401)
    expect(await coins(userId)).toBe(0)
    expect((await depositRow(created.orderId)).state).toBe('pending')
    const events = await t.database.db
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.depositId, created.orderId))
    expect(events).toHaveLength(0)
  })

  it('answers malformed JSON with 400 and an event about no deposit with 200', async () => {
    const sandbox = t.services.sandbox
    if (!sandbox) throw new Error('no sandbox')
    const form = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...sandbox.sign('a=1') },
      payload: 'a=1',
    })
    expect(form.statusCode).toBe(415)
    expect((await postWebhook(t, 'sandbox', '{"id":', sandbox.sign('{"id":'))).status).toBe(400)
    const unknown = await deliverSandbox(
      t,
      sandboxEvent({ orderId: 'dp_aaaaaaaaaaaaaaaaaaaaaaaa', amount: 100 }),
    )
    expect(unknown).toMatchObject({ status: 200, json: { outcome: 'unknown_deposit' } })
  })

  it('credits a repeated delivery once, refuses a changed one, and credits a second event for the payment once', async () => {
    const { token, userId } = await player()
    const created = await openDeposit(token)
    const event = sandboxEvent(created)
    const first = await deliverSandbox(t, event)
    expect(first).toMatchObject({ status: 200, json: { outcome: 'credited' } })
    // The repeat gets the first answer, word for word, and changes nothing.
    expect(await deliverSandbox(t, event)).toEqual(first)
    // The same event id with another amount is refused.
    const altered = await deliverSandbox(t, {
      ...event,
      data: { ...event.data, amount: event.data.amount * 2 },
    })
    expect(altered.status).toBe(409)
    expect((await deliverSandbox(t, { ...event, id: `${event.id}-again` })).json.outcome).toBe('already_paid')
    expect(await coins(userId)).toBe(created.amount)
  })

  it('keeps a paid deposit paid when a failure arrives after it', async () => {
    const { token, userId } = await player()
    const created = await openDeposit(token)
    await deliverSandbox(t, sandboxEvent(created))
    expect((await deliverSandbox(t, sandboxEvent(created, 'payment.failed'))).json.outcome).toBe('closed')
    expect((await deliverSandbox(t, sandboxEvent(created, 'checkout.cancelled'))).json.outcome).toBe('closed')
    expect((await depositRow(created.orderId)).state).toBe('paid')
    expect(await coins(userId)).toBe(created.amount)
    expect(policy.of(created.orderId)).toEqual(['reserve'])
  })

  it('holds a payment that arrives after the deposit failed, without credit', async () => {
    const { token, userId } = await player()
    const created = await openDeposit(token)
    await deliverSandbox(t, sandboxEvent(created, 'payment.failed'))
    expect((await deliverSandbox(t, sandboxEvent(created))).json.outcome).toBe('held')
    expect(await depositRow(created.orderId)).toMatchObject({ state: 'held', heldReason: 'late_payment' })
    expect(await coins(userId)).toBe(0)
  })

  it('holds a deposit whose payment already paid another one', async () => {
    const { token, userId } = await player()
    const first = await openDeposit(token)
    const second = await openDeposit(token)
    const paid = sandboxEvent(first)
    await deliverSandbox(t, paid)
    const reused = sandboxEvent(second, 'payment.paid', { paymentId: paid.data.paymentId })
    expect((await deliverSandbox(t, reused)).json.outcome).toBe('held')
    expect(await depositRow(second.orderId)).toMatchObject({ state: 'held', heldReason: 'payment_reused' })
    expect(await coins(userId)).toBe(first.amount)
  })

  it('holds an amount or currency mismatch for review, without credit', async () => {
    const { token, userId } = await player()
    const short = await openDeposit(token)
    const shortAnswer = await deliverSandbox(
      t,
      sandboxEvent(short, 'payment.paid', { amount: short.amount - 100 }),
    )
    expect(shortAnswer.json.outcome).toBe('held')
    const dollars = await openDeposit(token)
    await deliverSandbox(t, sandboxEvent(dollars, 'payment.paid', { currency: 'USD' }))
    expect(await depositRow(short.orderId)).toMatchObject({ state: 'held', heldReason: 'amount_mismatch' })
    expect(await depositRow(dollars.orderId)).toMatchObject({
      state: 'held',
      heldReason: 'currency_mismatch',
    })
    expect(policy.of(short.orderId)).toEqual(['reserve', 'release'])
    expect(await coins(userId)).toBe(0)
    // A later correct payment does not release a held deposit either.
    expect((await deliverSandbox(t, sandboxEvent(short))).json.outcome).toBe('held')
    expect(await coins(userId)).toBe(0)
    const lines: string[] = []
    await runAdminCommand(t.services, ['deposits:held'], (line) => lines.push(line))
    expect(lines.join('\n')).toContain(short.orderId)
    expect(lines.join('\n')).toContain('amount_mismatch')
  })
})

describe('reviewing held deposits', () => {
  async function admin(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  it('credits what the gateway took, once, when an operator approves it', async () => {
    const { token, userId } = await player()
    const short = await openDeposit(token, pesos(500))
    await deliverSandbox(t, sandboxEvent(short, 'payment.paid', { amount: pesos(450) }))
    expect((await depositRow(short.orderId)).state).toBe('held')

    const credited = await admin('deposits:credit-held', short.orderId)
    expect(credited).toMatchObject({ ok: true, output: expect.stringContaining('₱450') })
    expect(await depositRow(short.orderId)).toMatchObject({
      state: 'paid',
      amount: pesos(450),
      bonusAmount: 0,
    })
    expect(await walletFigures(t.database.db, userId)).toMatchObject({
      coin: pesos(450),
      totalRecharge: pesos(450),
      bet: pesos(450),
    })
    // Once only, and the paid deposit stays paid whatever arrives.
    expect((await admin('deposits:credit-held', short.orderId)).ok).toBe(false)
    expect((await deliverSandbox(t, sandboxEvent(short))).json.outcome).toBe('already_paid')
    expect(await coins(userId)).toBe(pesos(450))
  })

  it('refuses to credit a payment in another currency, or one that paid another deposit', async () => {
    const { token, userId } = await player()
    const dollars = await openDeposit(token)
    await deliverSandbox(t, sandboxEvent(dollars, 'payment.paid', { currency: 'USD' }))
    const refused = await admin('deposits:credit-held', dollars.orderId)
    expect(refused).toMatchObject({ ok: false, output: expect.stringContaining('USD') })
    const first = await openDeposit(token)
    const paid = sandboxEvent(first)
    await deliverSandbox(t, paid)
    const second = await openDeposit(token)
    await deliverSandbox(t, sandboxEvent(second, 'payment.paid', { paymentId: paid.data.paymentId }))
    expect((await admin('deposits:credit-held', second.orderId)).ok).toBe(false)
    expect((await admin('deposits:credit-held', 'nonsense')).ok).toBe(false)
    expect(await coins(userId)).toBe(first.amount)
    expect((await depositRow(dollars.orderId)).state).toBe('held')
  })
})

describe('expiry', () => {
  it('expires an unanswered deposit on read and by the sweeper, releases it, and holds a late payment', async () => {
    const { token, userId } = await player()
    const onRead = await openDeposit(token)
    const bySweep = await openDeposit(token)
    await t.database.db
      .update(deposits)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${deposits.id} in (${onRead.orderId}, ${bySweep.orderId})`)
    expect((await t.call('rechargeStatus', { orderId: onRead.orderId }, { token })).data).toMatchObject({
      state: 'expired',
      checkoutUrl: null,
    })
    expect(await t.services.deposits.expireDue()).toBeGreaterThanOrEqual(1)
    expect((await depositRow(bySweep.orderId)).state).toBe('expired')
    expect(policy.of(onRead.orderId)).toEqual(['reserve', 'release'])
    expect(policy.of(bySweep.orderId)).toEqual(['reserve', 'release'])
    expect((await deliverSandbox(t, sandboxEvent(bySweep))).json.outcome).toBe('held')
    expect(await coins(userId)).toBe(0)
  })
})

describe('the deposits table', () => {
  it('refuses to move a paid deposit back to pending, whatever the code does', async () => {
    const { token } = await player()
    const created = await openDeposit(token)
    await deliverSandbox(t, sandboxEvent(created))
    await expect(
      t.database.db.update(deposits).set({ state: 'pending' }).where(eq(deposits.id, created.orderId)),
    ).rejects.toThrow()
    expect((await depositRow(created.orderId)).state).toBe('paid')
  })
})

describe('webhook delivery', () => {
  it('retries until answered, then delivers once more', async () => {
    const answers = [500, 0, 200, 200]
    const sent: string[] = []
    const deliverer = createWebhookDeliverer({
      send: async (body) => {
        sent.push(body)
        const status = answers.shift() ?? 200
        if (status === 0) throw new Error('connection refused')
        return status
      },
      retryDelaysMs: [5, 5, 5],
      duplicateAfterMs: 5,
      log: t.app.log,
    })
    deliverer.deliver('{"id":"e1"}', () => ({ 'panalo-sandbox-signature': 't=1,v1=00' }))
    await deliverer.idle()
    expect(sent).toEqual(Array(4).fill('{"id":"e1"}'))
  })

  it('gives up after the last retry', async () => {
    let attempts = 0
    const deliverer = createWebhookDeliverer({
      send: async () => {
        attempts += 1
        return 503
      },
      retryDelaysMs: [1, 1],
      duplicateAfterMs: 1,
      log: t.app.log,
    })
    deliverer.deliver('{}', () => ({}))
    await deliverer.idle()
    expect(attempts).toBe(3)
  })
})

describe('an installation seeded before deposits existed', () => {
  it('gets the deposit channels added to its stored config, and keeps the rest', async () => {
    const database = await createTestDatabase()
    try {
      await seedDatabase(database.db)
      const stored = (await readSetting(database.db, APP_CONFIG_SETTING)) as Record<string, unknown>
      const { recharge: _recharge, ...older } = stored
      await writeSetting(database.db, APP_CONFIG_SETTING, { ...older, gameShowNum: 9 })
      const steps = (await readSetting(database.db, 'seed.steps')) as string[]
      await writeSetting(
        database.db,
        'seed.steps',
        steps.filter((step) => step !== 'recharge-config'),
      )
      expect((await seedDatabase(database.db)).ran).toEqual(['recharge-config'])
      const upgraded = storedAppConfigSchema.parse(await readSetting(database.db, APP_CONFIG_SETTING))
      expect(upgraded.gameShowNum).toBe(9)
      expect(upgraded.recharge).toEqual(RECHARGE_SEED)
    } finally {
      await database.close()
    }
  })
})
