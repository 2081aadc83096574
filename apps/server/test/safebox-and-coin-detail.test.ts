import type { CallName } from '@panalo/contract/call-map'
import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { sessions } from '../src/db/schema/accounts.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import { bet, expectLedgerConsistent, openTestHouseAccounts, PROMOTIONS, win } from './helpers/ledger.ts'
import { ageCodes, latestCode, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId } from './helpers/wallet.ts'

describe('the safebox, the coin detail and retrieve balance', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  it('answer 401 to every call when signed out', async () => {
    const calls: [CallName, Record<string, unknown>][] = [
      ['safeboxSetPassword', { password: '123456' }],
      ['safeboxDeposit', { requestId: requestId(), amount: 100 }],
      ['safeboxWithdraw', { requestId: requestId(), amount: 100, password: '123456' }],
      ['appUserCoinDetail', {}],
      ['walletBalances', {}],
      ['retrieveBalance', { requestId: requestId() }],
    ]
    for (const [name, input] of calls) {
      expect((await t.call(name, input as never)).errcode, name).toBe(ERRORS.SIGNED_OUT.code)
    }
  })

  describe('the safebox', () => {
    it('sets a password of the configured length, digits only', async () => {
      const { token } = await registerPlayer(t)
      for (const password of ['12345', '1234567', 'abcdef']) {
        const answer = await t.call('safeboxSetPassword', { password }, { token })
        expect(answer.errcode, password).toBe(ERRORS.VALIDATION.code)
      }
      expect((await t.call('refreshData', {}, { token })).data.hasSafeboxPassword).toBe(false)
      expect((await t.call('safeboxSetPassword', { password: '246810' }, { token })).errcode).toBe(0)
      expect((await t.call('refreshData', {}, { token })).data.hasSafeboxPassword).toBe(true)
    })

    it('changing the password needs a fresh proof', async () => {
      const { token, user, phone } = await registerPlayer(t)
      await t.call('safeboxSetPassword', { password: '111111' }, { token })
      await t.database.db
        .update(sessions)
        .set({ provedAt: sql`now() - interval '11 minutes'` })
        .where(eq(sessions.userId, user.id))
      const stale = await t.call('safeboxSetPassword', { password: '222222' }, { token })
      expect(stale.errcode).toBe(ERRORS.REAUTH_REQUIRED.code)
      await ageCodes(t, phone)
      await t.call('smsSend', { phone, mode: AUTH_MODE.forget })
      const proved = await t.call(
        'safeboxSetPassword',
        { password: '222222', proofCode: await latestCode(t, phone) },
        { token },
      )
      expect(proved.errcode).toBe(0)
    })

    it('moves coins in and out; out needs the password; safebox coins cannot be withdrawn', async () => {
      const { token, user } = await registerPlayer(t)
      await fundPlayer(t.database.db, user.id, 500_00, `sb:${user.id}`)
      const into = await t.call('safeboxDeposit', { requestId: requestId(), amount: 300_00 }, { token })
      expect(into.data).toEqual({ coin: 200_00, safebox: 300_00 })
      const info = await t.call('getExchange', {}, { token })
      expect(info.data).toMatchObject({ coin: 200_00, safebox: 300_00, exchange: 200_00 })
      await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
      await endAccountHolds(t.database.db, user.id)
      const tooMuch = await t.call(
        'exchange',
        { requestId: requestId(), bankId: 1, amount: 300_00 },
        { token },
      )
      expect(tooMuch.errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)

      const noPassword = await t.call(
        'safeboxWithdraw',
        { requestId: requestId(), amount: 100_00, password: '135790' },
        { token },
      )
      expect(noPassword.errcode).toBe(ERRORS.SAFEBOX_PASSWORD_NOT_SET.code)
      await t.call('safeboxSetPassword', { password: '135790' }, { token })
      const wrong = await t.call(
        'safeboxWithdraw',
        { requestId: requestId(), amount: 100_00, password: '000000' },
        { token },
      )
      expect(wrong.errcode).toBe(ERRORS.SAFEBOX_PASSWORD_WRONG.code)
      const out = await t.call(
        'safeboxWithdraw',
        { requestId: requestId(), amount: 100_00, password: '135790' },
        { token },
      )
      expect(out.data).toEqual({ coin: 300_00, safebox: 200_00 })
      const overdraw = await t.call(
        'safeboxWithdraw',
        { requestId: requestId(), amount: 200_01, password: '135790' },
        { token },
      )
      expect(overdraw.errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      const overIn = await t.call('safeboxDeposit', { requestId: requestId(), amount: 300_01 }, { token })
      expect(overIn.errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      const bad = await t.call('safeboxDeposit', { requestId: requestId(), amount: 0 }, { token })
      expect(bad.errcode).toBe(ERRORS.VALIDATION.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 300_00, safebox: 200_00 })
    })

    it('a replayed request id moves once, sequentially and 10 in parallel', async () => {
      const { token, user } = await registerPlayer(t)
      await fundPlayer(t.database.db, user.id, 500_00, `sb-replay:${user.id}`)
      const id = requestId()
      const first = await t.call('safeboxDeposit', { requestId: id, amount: 100_00 }, { token })
      const again = await t.call('safeboxDeposit', { requestId: id, amount: 100_00 }, { token })
      expect(again.data).toEqual(first.data)
      const parallelId = requestId()
      const parallel = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call('safeboxDeposit', { requestId: parallelId, amount: 50_00 }, { token }),
        ),
      )
      for (const answer of parallel) expect(answer.errcode).toBe(0)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 350_00, safebox: 150_00 })
      const conflicting = await t.call('safeboxDeposit', { requestId: id, amount: 20_00 }, { token })
      expect(conflicting.errcode).toBe(ERRORS.CONFLICT.code)
    })

    it('answers a request id refused for the balance the same refusal after the balance grew', async () => {
      const { token, user } = await registerPlayer(t)
      await fundPlayer(t.database.db, user.id, 100_00, `sb-final:${user.id}`)
      await t.call('safeboxSetPassword', { password: '135790' }, { token })
      const moveIn = requestId()
      const moveOut = requestId()
      const deposit = () => t.call('safeboxDeposit', { requestId: moveIn, amount: 150_00 }, { token })
      const withdraw = () =>
        t.call('safeboxWithdraw', { requestId: moveOut, amount: 50_00, password: '135790' }, { token })
      expect((await deposit()).errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      expect((await withdraw()).errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      await fundPlayer(t.database.db, user.id, 200_00, `sb-final-top-up:${user.id}`)
      await t.call('safeboxDeposit', { requestId: requestId(), amount: 100_00 }, { token })
      expect((await deposit()).errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      expect((await withdraw()).errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 200_00, safebox: 100_00 })
    })

    it('throttles wrong passwords', async () => {
      const { token, user } = await registerPlayer(t)
      await fundPlayer(t.database.db, user.id, 100_00, `sb-throttle:${user.id}`)
      await t.call('safeboxSetPassword', { password: '975310' }, { token })
      await t.call('safeboxDeposit', { requestId: requestId(), amount: 100_00 }, { token })
      for (let index = 0; index < 5; index++) {
        const answer = await t.call(
          'safeboxWithdraw',
          { requestId: requestId(), amount: 100, password: '000000' },
          { token },
        )
        expect(answer.errcode).toBe(ERRORS.SAFEBOX_PASSWORD_WRONG.code)
      }
      const blocked = await t.call(
        'safeboxWithdraw',
        { requestId: requestId(), amount: 100, password: '975310' },
        { token },
      )
      expect(blocked.errcode).toBe(ERRORS.RATE_LIMITED.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 0, safebox: 100_00 })
      // From another address the owner still opens the safebox.
      const elsewhere = (password: string, ip: string) =>
        t.call('safeboxWithdraw', { requestId: requestId(), amount: 100, password }, { token, ip })
      expect((await elsewhere('975310', '10.60.0.1')).errcode).toBe(0)
      // Across addresses the player's limit is 20 an hour.
      for (let index = 0; index < 15; index++)
        expect((await elsewhere('000000', `10.61.${index}.1`)).errcode).toBe(
          ERRORS.SAFEBOX_PASSWORD_WRONG.code,
        )
      expect((await elsewhere('975310', '10.62.0.1')).errcode).toBe(ERRORS.RATE_LIMITED.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 100, safebox: 99_00 })
    })

    it('one player cannot move another’s safebox coins', async () => {
      const owner = await registerPlayer(t)
      await fundPlayer(t.database.db, owner.user.id, 100_00, `sb-owner:${owner.user.id}`)
      await t.call('safeboxSetPassword', { password: '121212' }, { token: owner.token })
      await t.call('safeboxDeposit', { requestId: requestId(), amount: 100_00 }, { token: owner.token })
      const other = await registerPlayer(t)
      await t.call('safeboxSetPassword', { password: '121212' }, { token: other.token })
      const attempt = await t.call(
        'safeboxWithdraw',
        { requestId: requestId(), amount: 100_00, password: '121212' },
        { token: other.token },
      )
      expect(attempt.errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      expect(await playerBalances(t.database.db, owner.user.id)).toMatchObject({ safebox: 100_00 })
    })
  })

  describe('the coin detail', () => {
    it('lists every coin movement with the balance after, by type and date, in pages', async () => {
      const { token, user } = await registerPlayer(t)
      const db = t.database.db
      await fundPlayer(db, user.id, 1_000_00, `cd:${user.id}`)
      await bet(db, user.id, 100_00, `cd-bet:${user.id}`)
      await win(db, user.id, 250_00, `cd-win:${user.id}`)
      await t.call('safeboxDeposit', { requestId: requestId(), amount: 50_00 }, { token })
      await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
      await endAccountHolds(t.database.db, user.id)
      await t.call('exchange', { requestId: requestId(), bankId: 1, amount: 100_00 }, { token })

      const all = await t.call('appUserCoinDetail', {}, { token })
      expect(all.data.list.map((entry) => [entry.type, entry.amount, entry.balanceAfter])).toEqual([
        ['withdrawal', -100_00, 1_000_00],
        ['safebox', -50_00, 1_100_00],
        ['win', 250_00, 1_150_00],
        ['bet', -100_00, 900_00],
        ['deposit', 1_000_00, 1_000_00],
      ])
      expect(all.data.nextBefore).toBeNull()

      const bets = await t.call('appUserCoinDetail', { type: 'bet' }, { token })
      expect(bets.data.list.map((entry) => entry.kind)).toEqual(['bet'])

      const page1 = await t.call('appUserCoinDetail', { limit: 2 }, { token })
      expect(page1.data.list).toHaveLength(2)
      const page2 = await t.call(
        'appUserCoinDetail',
        { limit: 2, before: page1.data.nextBefore ?? 0 },
        { token },
      )
      expect(page2.data.list.map((entry) => entry.type)).toEqual(['win', 'bet'])

      // Dates are Manila days, inclusive at both ends.
      const manilaDay = (offsetDays: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
          new Date(Date.now() + offsetDays * 86_400_000),
        )
      const today = await t.call('appUserCoinDetail', { from: manilaDay(0), to: manilaDay(0) }, { token })
      expect(today.data.list).toHaveLength(5)
      const tomorrow = await t.call('appUserCoinDetail', { from: manilaDay(1) }, { token })
      expect(tomorrow.data.list).toEqual([])
      const yesterday = await t.call('appUserCoinDetail', { to: manilaDay(-1) }, { token })
      expect(yesterday.data.list).toEqual([])
      const depositsToday = await t.call(
        'appUserCoinDetail',
        { type: 'deposit', from: manilaDay(-1), to: manilaDay(0) },
        { token },
      )
      expect(depositsToday.data.list.map((entry) => entry.amount)).toEqual([1_000_00])

      const bad = await t.call('appUserCoinDetail', { from: '21/11/2026' } as never, { token })
      expect(bad.errcode).toBe(ERRORS.VALIDATION.code)
      const badType = await t.call('appUserCoinDetail', { type: 'lottery' } as never, { token })
      expect(badType.errcode).toBe(ERRORS.VALIDATION.code)

      // Another player sees none of it.
      const other = await registerPlayer(t)
      expect((await t.call('appUserCoinDetail', {}, { token: other.token })).data.list).toEqual([])
    })

    it('counts a journal kind nobody listed as a bonus, and lists it under bonus only', async () => {
      const { token, user } = await registerPlayer(t)
      const db = t.database.db
      await fundPlayer(db, user.id, 100_00, `cdb:${user.id}`)
      await openTestHouseAccounts(db)
      await ledger.post(db, {
        idempotencyKey: `cdb-promo:${user.id}`,
        kind: 'promo.newcomer',
        postings: [
          { account: PROMOTIONS, amount: -20_00 },
          { account: { userId: user.id, kind: 'coin' }, amount: 20_00 },
        ],
      })
      const bonuses = await t.call('appUserCoinDetail', { type: 'bonus' }, { token })
      expect(bonuses.data.list.map((entry) => [entry.kind, entry.type, entry.amount])).toEqual([
        ['promo.newcomer', 'bonus', 20_00],
      ])
      const deposits = await t.call('appUserCoinDetail', { type: 'deposit' }, { token })
      expect(deposits.data.list.map((entry) => entry.type)).toEqual(['deposit'])
    })
  })

  describe('retrieve balance', () => {
    it('shows coin, safebox and held; with no transfer-wallet provider there is nothing to pull back', async () => {
      const { token, user } = await registerPlayer(t)
      await fundPlayer(t.database.db, user.id, 600_00, `rb:${user.id}`)
      await t.call('safeboxDeposit', { requestId: requestId(), amount: 100_00 }, { token })
      await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
      await endAccountHolds(t.database.db, user.id)
      await t.call('exchange', { requestId: requestId(), bankId: 1, amount: 200_00 }, { token })
      const balances = await t.call('walletBalances', {}, { token })
      expect(balances.data).toEqual({ coin: 300_00, safebox: 100_00, held: 200_00, bonus: 0, providers: [] })
      const retrieved = await t.call('retrieveBalance', { requestId: requestId() }, { token })
      expect(retrieved.data).toEqual(balances.data)
      const bad = await t.call('retrieveBalance', { requestId: 'no' }, { token })
      expect(bad.errcode).toBe(ERRORS.VALIDATION.code)
    })
  })
})
