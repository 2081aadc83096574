import { ERRORS } from '@panalo/contract/errors'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { turnoverDays } from '../src/db/schema/turnover.ts'
import { withdrawals } from '../src/db/schema/withdrawals.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { manilaDay } from '../src/modules/vip/vip.service.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId, setWithdrawalSettings } from './helpers/wallet.ts'

/**
 * The VIP level's daily withdrawal amount (decisions 015, 026): today's withdrawals (Manila day, not
 * rejected or failed) plus this one may not pass the level's withdrawDailyLimit — ₱50,000 at level
 * 0, ₱100,000 at level 1. The per-withdrawal maximum and the daily count are raised here so that
 * only the amount limit answers.
 */
describe('the VIP daily withdrawal amount', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await setWithdrawalSettings(t.database.db, { max: 200_000_00, dailyCount: 20 })
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function fundedPlayer(amount: number) {
    const session = await registerPlayer(t)
    await fundPlayer(t.database.db, session.user.id, amount, `limit:${session.user.id}`)
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber: '0917 123 4567' }, { token: session.token }))
        .errcode,
    ).toBe(0)
    await endAccountHolds(t.database.db, session.user.id)
    return session
  }

  const withdraw = (token: string, amount: number) =>
    t.call('exchange', { requestId: requestId('limit'), bankId: 1, amount }, { token })

  it('allows up to the limit, refuses a centavo over it, and getExchange shows it', async () => {
    const { token, user } = await fundedPlayer(80_000_00)
    const info = await t.call('getExchange', {}, { token })
    expect(info.data.limits).toMatchObject({ dailyAmount: 50_000_00, amountToday: 0 })

    expect((await withdraw(token, 30_000_00)).errcode).toBe(0)
    const over = await withdraw(token, 20_000_01)
    expect(over.errcode).toBe(ERRORS.WITHDRAWAL_DAILY_AMOUNT_LIMIT.code)
    expect(over.data).toEqual({ limit: 50_000_00, usedToday: 30_000_00, remaining: 20_000_00 })
    expect((await withdraw(token, 20_000_00)).errcode).toBe(0)
    expect((await withdraw(token, 100_00)).errcode).toBe(ERRORS.WITHDRAWAL_DAILY_AMOUNT_LIMIT.code)

    const after = await t.call('getExchange', {}, { token })
    expect(after.data.limits).toMatchObject({ dailyAmount: 50_000_00, amountToday: 50_000_00 })
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 30_000_00, hold: 50_000_00 })
  })

  it('does not count rejected or failed withdrawals', async () => {
    const { token } = await fundedPlayer(80_000_00)
    const first = await withdraw(token, 40_000_00)
    expect(first.errcode).toBe(0)
    await t.services.withdrawals.reject(first.data.id, 'cli:test', 'wrong name on the account')
    const second = await withdraw(token, 30_000_00)
    expect(second.errcode).toBe(0)
    // Approved to a gateway that answers later (the sandbox pays at once), which then reports a failure.
    await t.database.db
      .update(withdrawals)
      .set({ state: 'processing' })
      .where(eq(withdrawals.id, second.data.id))
    await t.services.withdrawals.settlePayout(second.data.id, { paid: false, reason: 'bank offline' })
    // Neither counts: the whole ₱50,000 is there again.
    expect((await withdraw(token, 50_000_00)).errcode).toBe(0)
  })

  it('follows the player’s VIP level', async () => {
    const { token, user } = await fundedPlayer(120_000_00)
    await t.database.db
      .insert(turnoverDays)
      .values({ userId: user.id, day: manilaDay(new Date()), gameType: 'slots', stake: 1_000_00, bets: 1 })
    const info = await t.call('getExchange', {}, { token })
    expect(info.data.limits.dailyAmount).toBe(100_000_00)
    expect((await withdraw(token, 100_000_00)).errcode).toBe(0)
    expect((await withdraw(token, 100_00)).errcode).toBe(ERRORS.WITHDRAWAL_DAILY_AMOUNT_LIMIT.code)
  })
})
