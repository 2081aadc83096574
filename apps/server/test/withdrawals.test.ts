import type { CallName } from '@panalo/contract/call-map'
import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { sessions } from '../src/db/schema/accounts.ts'
import { wageringRequirements } from '../src/db/schema/wallet.ts'
import { withdrawals } from '../src/db/schema/withdrawals.ts'
import { houseBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { ageCodes, latestCode, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId, setWithdrawalSettings } from './helpers/wallet.ts'

describe('withdrawals and receiving accounts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function admin(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  /** Makes the player's sessions older than the fresh-proof window. */
  async function staleProof(userId: number) {
    await t.database.db
      .update(sessions)
      .set({ provedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, userId))
  }

  /** Moves the player's receiving accounts past their hold, as if 24 hours had gone by. */
  function passHold(userId: number) {
    return endAccountHolds(t.database.db, userId)
  }

  /** A player with ₱1,000 withdrawable and a GCash account past its hold. */
  async function fundedPlayer(amount = 1_000_00) {
    const session = await registerPlayer(t)
    await fundPlayer(t.database.db, session.user.id, amount, `fund:${session.user.id}`)
    const added = await t.call(
      'addBankInfo',
      { bankId: 1, accountNumber: '0917 123 4567' },
      { token: session.token },
    )
    expect(added.errcode).toBe(0)
    await passHold(session.user.id)
    return session
  }

  it('answer 401 to every call when signed out, and write nothing', async () => {
    const calls: [CallName, Record<string, unknown>][] = [
      ['getExchange', {}],
      ['exchange', { requestId: requestId(), bankId: 1, amount: 100_00 }],
      ['exchangeRecords', {}],
      ['bankInfoList', {}],
      ['addBankInfo', { bankId: 1, accountNumber: '09171234567' }],
      ['modifyBankInfo', { bankId: 1, accountNumber: '09171234567' }],
    ]
    for (const [name, input] of calls) {
      const answer = await t.call(name, input as never)
      expect(answer.errcode, name).toBe(ERRORS.SIGNED_OUT.code)
    }
    expect(await t.database.db.select().from(withdrawals)).toEqual([])
  })

  it('getExchange shows the withdrawable amount, limits, banks and accounts', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 500_00, `info:${user.id}`, 200_00)
    const before = await t.call('getExchange', {}, { token })
    expect(before.errcode).toBe(0)
    expect(before.data).toMatchObject({
      coin: 500_00,
      exchange: 0,
      bet: 200_00,
      held: 0,
      kycRequired: false,
      accounts: [],
      limits: { min: 100_00, max: 50_000_00, dailyCount: 3, usedToday: 0 },
    })
    expect(before.data.banks.map((bank) => bank.kind)).toEqual(
      expect.arrayContaining(['gcash', 'maya', 'bank']),
    )
  })

  describe('receiving accounts', () => {
    it('saves GCash and Maya numbers as Philippine mobiles and banks with a holder name', async () => {
      const { token } = await registerPlayer(t)
      const gcash = await t.call('addBankInfo', { bankId: 1, accountNumber: '0917-123-4567' }, { token })
      expect(gcash.data).toMatchObject({
        bankId: 1,
        kind: 'gcash',
        accountNumber: '+639171234567',
        maskedNumber: '0917 ••• 4567',
      })
      const maya = await t.call('addBankInfo', { bankId: 2, accountNumber: '+639281112222' }, { token })
      expect(maya.data.kind).toBe('maya')
      const bank = await t.call(
        'addBankInfo',
        { bankId: 101, accountNumber: '0012 3456 7890', holderName: ' Maria  Santos ' },
        { token },
      )
      expect(bank.data).toMatchObject({
        kind: 'bank',
        bankName: 'BDO Unibank',
        accountNumber: '001234567890',
        holderName: 'Maria Santos',
        maskedNumber: '•••• 7890',
      })
      const list = await t.call('bankInfoList', {}, { token })
      expect(list.data.list.map((account) => account.bankId)).toEqual([1, 2, 101])
    })

    it('refuse bad numbers, a missing holder, an unknown bank and a second account for a bank', async () => {
      const { token } = await registerPlayer(t)
      const cases: [Record<string, unknown>, string][] = [
        [{ bankId: 1, accountNumber: '12345' }, 'accountNumber'],
        [{ bankId: 2, accountNumber: '0817 123 4567' }, 'accountNumber'],
        [{ bankId: 101, accountNumber: '12345' }, 'accountNumber'],
        [{ bankId: 101, accountNumber: '001234567890' }, 'holderName'],
        [{ bankId: 101, accountNumber: '001234567890', holderName: 'M4ria <b>' }, 'holderName'],
        [{ bankId: 999, accountNumber: '09171234567' }, 'bankId'],
      ]
      for (const [input, field] of cases) {
        const answer = await t.call('addBankInfo', input as never, { token })
        expect(answer.errcode, JSON.stringify(input)).toBe(ERRORS.VALIDATION.code)
        expect(answer.msg).toContain(field)
      }
      expect((await t.call('bankInfoList', {}, { token })).data.list).toEqual([])
      expect(
        (await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })).errcode,
      ).toBe(0)
      const again = await t.call('addBankInfo', { bankId: 1, accountNumber: '09179999999' }, { token })
      expect(again.errcode).toBe(ERRORS.RECEIVING_ACCOUNT_EXISTS.code)
      const list = await t.call('bankInfoList', {}, { token })
      expect(list.data.list[0]?.accountNumber).toBe('+639171234567')
    })

    it('add only with a fresh proof: a stale session alone cannot name where money goes', async () => {
      const registered = await registerPlayer(t)
      const { user, phone } = registered
      const { token } = (
        await t.call('initPassword', { newPassword: 'Tama12345' }, { token: registered.token })
      ).data
      await staleProof(user.id)
      const add = (bankId: number, proof: { currentPassword?: string; proofCode?: string } = {}) =>
        t.call('addBankInfo', { bankId, accountNumber: '0917 123 4567', ...proof }, { token })

      expect((await add(1)).errcode).toBe(ERRORS.REAUTH_REQUIRED.code)
      expect((await add(1, { currentPassword: 'Mali12345' })).errcode).toBe(ERRORS.INVALID_CREDENTIALS.code)
      expect((await add(1, { proofCode: '000000' })).errcode).toBe(ERRORS.OTP_INVALID.code)
      expect((await t.call('bankInfoList', {}, { token })).data.list).toEqual([])

      expect((await add(1, { currentPassword: 'Tama12345' })).errcode).toBe(0)
      await staleProof(user.id)
      await ageCodes(t, phone)
      expect((await t.call('smsSend', { phone, mode: AUTH_MODE.forget })).errcode).toBe(0)
      expect((await add(2, { proofCode: await latestCode(t, phone) })).errcode).toBe(0)
      const list = await t.call('bankInfoList', {}, { token })
      expect(list.data.list.map((account) => account.bankId)).toEqual([1, 2])
    })

    it('change only with a fresh proof, and only the player’s own', async () => {
      const { token, user, phone } = await registerPlayer(t)
      await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
      // Fresh after login: the change goes through.
      const fresh = await t.call('modifyBankInfo', { bankId: 1, accountNumber: '09170000001' }, { token })
      expect(fresh.data.accountNumber).toBe('+639170000001')

      await t.database.db
        .update(sessions)
        .set({ provedAt: sql`now() - interval '11 minutes'` })
        .where(eq(sessions.userId, user.id))
      const stale = await t.call('modifyBankInfo', { bankId: 1, accountNumber: '09170000002' }, { token })
      expect(stale.errcode).toBe(ERRORS.REAUTH_REQUIRED.code)
      const wrongCode = await t.call(
        'modifyBankInfo',
        { bankId: 1, accountNumber: '09170000002', proofCode: '000000' },
        { token },
      )
      expect(wrongCode.errcode).toBe(ERRORS.OTP_INVALID.code)
      expect((await t.call('bankInfoList', {}, { token })).data.list[0]?.accountNumber).toBe('+639170000001')

      await ageCodes(t, phone)
      expect((await t.call('smsSend', { phone, mode: AUTH_MODE.forget })).errcode).toBe(0)
      const withCode = await t.call(
        'modifyBankInfo',
        { bankId: 1, accountNumber: '09170000002', proofCode: await latestCode(t, phone) },
        { token },
      )
      expect(withCode.data.accountNumber).toBe('+639170000002')

      // Another player cannot change (or see) this account: they have none for bank 1.
      const other = await registerPlayer(t)
      const theirs = await t.call(
        'modifyBankInfo',
        { bankId: 1, accountNumber: '09175555555' },
        { token: other.token },
      )
      expect(theirs.errcode).toBe(ERRORS.NOT_FOUND.code)
      expect((await t.call('bankInfoList', {}, { token: other.token })).data.list).toEqual([])
      expect((await t.call('bankInfoList', {}, { token })).data.list[0]?.accountNumber).toBe('+639170000002')
    })
  })

  describe('the hold on a new or changed account', () => {
    it('lets an account receive withdrawals 24 hours after it was added or changed', async () => {
      const { token, user } = await registerPlayer(t)
      await fundPlayer(t.database.db, user.id, 1_000_00, `hold:${user.id}`)
      const submit = () =>
        t.call('exchange', { requestId: requestId(), bankId: 1, amount: 100_00 }, { token })
      const added = await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
      expect(added.errcode).toBe(0)
      const early = await submit()
      expect(early.errcode).toBe(ERRORS.RECEIVING_ACCOUNT_ON_HOLD.code)
      const hours = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000
      expect(hours(added.data.usableAt)).toBeGreaterThan(23.9)
      expect(hours(added.data.usableAt)).toBeLessThanOrEqual(24)
      expect(early.data).toEqual({ until: added.data.usableAt })
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 1_000_00, hold: 0 })
      const info = await t.call('getExchange', {}, { token })
      expect(info.data.accounts[0]?.usableAt).toBe(added.data.usableAt)

      await passHold(user.id)
      expect((await submit()).errcode).toBe(0)

      // A changed number is a new destination: it waits again.
      const changed = await t.call('modifyBankInfo', { bankId: 1, accountNumber: '09170000009' }, { token })
      expect(hours(changed.data.usableAt)).toBeGreaterThan(23.9)
      expect((await submit()).errcode).toBe(ERRORS.RECEIVING_ACCOUNT_ON_HOLD.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 900_00, hold: 100_00 })
    })

    it('follows the setting, and an operator can end a hold early', async () => {
      const { token, user, phone } = await registerPlayer(t)
      await fundPlayer(t.database.db, user.id, 1_000_00, `hold-op:${user.id}`)
      const list = await t.call('bankInfoList', {}, { token })
      expect(list.data.accountHoldHours).toBe(24)
      await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
      expect((await admin('withdrawals:release-account', phone, '2')).ok).toBe(false)
      const released = await admin('withdrawals:release-account', phone, '1')
      expect(released).toEqual({ ok: true, output: expect.stringContaining('can receive withdrawals now') })
      const submit = (bankId: number) =>
        t.call('exchange', { requestId: requestId(), bankId, amount: 100_00 }, { token })
      expect((await submit(1)).errcode).toBe(0)

      expect((await admin('withdrawals:settings', '--account-hold', '200')).ok).toBe(false)
      expect((await admin('withdrawals:settings', '--account-hold', '0')).output).toContain(
        'new accounts usable after 0 hours',
      )
      try {
        const maya = await t.call('addBankInfo', { bankId: 2, accountNumber: '09281112222' }, { token })
        expect(Date.parse(maya.data.usableAt)).toBeLessThanOrEqual(Date.now())
        expect((await submit(2)).errcode).toBe(0)
      } finally {
        await admin('withdrawals:settings', '--account-hold', '24')
      }
    })
  })

  describe('submitting', () => {
    it('moves the amount from coin to the hold at once, and a replay has one effect', async () => {
      const { token, user } = await fundedPlayer()
      const id = requestId()
      const first = await t.call('exchange', { requestId: id, bankId: 1, amount: 300_00 }, { token })
      expect(first.errcode).toBe(0)
      expect(first.data).toMatchObject({
        state: 'pending',
        amount: 300_00,
        fee: 0,
        payout: 300_00,
        kind: 'gcash',
      })
      const replay = await t.call('exchange', { requestId: id, bankId: 1, amount: 300_00 }, { token })
      expect(replay.data.id).toBe(first.data.id)
      const parallel = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call('exchange', { requestId: id, bankId: 1, amount: 300_00 }, { token }),
        ),
      )
      for (const answer of parallel) expect(answer.data.id).toBe(first.data.id)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 700_00, hold: 300_00 })
      const info = await t.call('getExchange', {}, { token })
      expect(info.data).toMatchObject({ coin: 700_00, exchange: 700_00, held: 300_00 })
      expect(info.data.limits.usedToday).toBe(1)
      // Another withdrawal under the same id is another request (decision 089): REQUEST_ID_REUSED.
      const different = await t.call('exchange', { requestId: id, bankId: 1, amount: 200_00 }, { token })
      expect(different.errcode).toBe(ERRORS.REQUEST_ID_REUSED.code)
    })

    it('answers a refused request id the same refusal for ever: after a top-up, a finished turnover, a hold ended', async () => {
      const { token, user } = await fundedPlayer(200_00)
      const submit = (id: string, amount: number, bankId = 1) =>
        t.call('exchange', { requestId: id, bankId, amount }, { token })
      const short = requestId()
      const first = await submit(short, 300_00)
      expect(first.errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      await fundPlayer(t.database.db, user.id, 500_00, `top-up:${user.id}`)
      const again = await submit(short, 300_00)
      expect(again).toEqual(first)
      // The same id for another withdrawal is refused as another request (decision 089), as for an accepted one.
      expect((await submit(short, 100_00)).errcode).toBe(ERRORS.REQUEST_ID_REUSED.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 700_00, hold: 0 })

      // An account on hold, and an account not saved yet, refuse the same way once the player has one.
      const maya = requestId()
      expect((await submit(maya, 100_00, 2)).errcode).toBe(ERRORS.NOT_FOUND.code)
      await t.call('addBankInfo', { bankId: 2, accountNumber: '09281112222' }, { token })
      const early = requestId()
      expect((await submit(early, 100_00, 2)).errcode).toBe(ERRORS.RECEIVING_ACCOUNT_ON_HOLD.code)
      await passHold(user.id)
      expect((await submit(maya, 100_00, 2)).errcode).toBe(ERRORS.NOT_FOUND.code)
      expect((await submit(early, 100_00, 2)).errcode).toBe(ERRORS.RECEIVING_ACCOUNT_ON_HOLD.code)
      // A new id is a new request.
      expect((await submit(requestId(), 100_00, 2)).errcode).toBe(0)

      const wagering = await registerPlayer(t)
      await fundPlayer(t.database.db, wagering.user.id, 500_00, `wager-id:${wagering.user.id}`, 100_00)
      await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token: wagering.token })
      await passHold(wagering.user.id)
      const beforeTurnover = requestId()
      const withdraw = () =>
        t.call(
          'exchange',
          { requestId: beforeTurnover, bankId: 1, amount: 100_00 },
          { token: wagering.token },
        )
      expect((await withdraw()).errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
      await t.database.db
        .update(wageringRequirements)
        .set({ wagered: sql`${wageringRequirements.requirement}` })
        .where(eq(wageringRequirements.userId, wagering.user.id))
      expect((await withdraw()).errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
      expect(await playerBalances(t.database.db, wagering.user.id)).toMatchObject({ coin: 500_00, hold: 0 })
    })

    it('refuses amounts outside the limits, over the withdrawable, before turnover, past the daily count', async () => {
      const { token, user } = await fundedPlayer(1_000_00)
      const submit = (amount: number, bankId = 1) =>
        t.call('exchange', { requestId: requestId(), bankId, amount }, { token })
      expect((await submit(99_00)).errcode).toBe(ERRORS.WITHDRAWAL_AMOUNT_OUT_OF_RANGE.code)
      expect((await submit(50_000_01)).errcode).toBe(ERRORS.WITHDRAWAL_AMOUNT_OUT_OF_RANGE.code)
      expect((await submit(1_000_01)).errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
      expect((await submit(100_00, 2)).errcode).toBe(ERRORS.NOT_FOUND.code)
      const malformed = await t.call('exchange', { requestId: 'x', bankId: 1, amount: -5 } as never, {
        token,
      })
      expect(malformed.errcode).toBe(ERRORS.VALIDATION.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 1_000_00, hold: 0 })

      for (let index = 0; index < 3; index++) expect((await submit(100_00)).errcode).toBe(0)
      expect((await submit(100_00)).errcode).toBe(ERRORS.WITHDRAWAL_DAILY_LIMIT.code)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 700_00, hold: 300_00 })

      const wagering = await registerPlayer(t)
      await fundPlayer(t.database.db, wagering.user.id, 1_000_00, `wager:${wagering.user.id}`, 500_00)
      await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token: wagering.token })
      await passHold(wagering.user.id)
      const early = await t.call(
        'exchange',
        { requestId: requestId(), bankId: 1, amount: 100_00 },
        { token: wagering.token },
      )
      expect(early.errcode).toBe(ERRORS.WITHDRAWAL_TURNOVER_NOT_MET.code)
    })

    it('requires KYC when the settings say so, and applies the configured fee', async () => {
      const { token, user } = await fundedPlayer()
      await setWithdrawalSettings(t.database.db, { kycRequired: true })
      try {
        const refused = await t.call(
          'exchange',
          { requestId: requestId(), bankId: 1, amount: 100_00 },
          { token },
        )
        expect(refused.errcode).toBe(ERRORS.KYC_REQUIRED.code)
      } finally {
        await setWithdrawalSettings(t.database.db, { kycRequired: false })
      }
      await setWithdrawalSettings(t.database.db, { feeBasisPoints: 150, feeFixed: 10_00 })
      try {
        const withFee = await t.call(
          'exchange',
          { requestId: requestId(), bankId: 1, amount: 200_00 },
          { token },
        )
        expect(withFee.data).toMatchObject({ amount: 200_00, fee: 13_00, payout: 187_00 })
        const feesBefore = (await houseBalance(t.database.db, 'withdrawal_fees', 'PHP')) ?? 0
        expect((await admin('withdrawals:approve', String(withFee.data.id))).ok).toBe(true)
        expect(await houseBalance(t.database.db, 'withdrawal_fees', 'PHP')).toBe(feesBefore + 13_00)
        expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 800_00, hold: 0 })
      } finally {
        await setWithdrawalSettings(t.database.db, { feeBasisPoints: 0, feeFixed: 0 })
      }
    })
  })

  describe('the operator', () => {
    it('approves: the sandbox pays at once and the record shows paid', async () => {
      const { token, user } = await fundedPlayer()
      const submitted = await t.call(
        'exchange',
        { requestId: requestId(), bankId: 1, amount: 400_00 },
        { token },
      )
      const listed = await admin('withdrawals:list')
      expect(listed.output).toContain(`#${submitted.data.id}  pending  user ${user.id}  ₱400.00`)
      const payoutsBefore = (await houseBalance(t.database.db, 'payouts', 'PHP')) ?? 0
      const approved = await admin('withdrawals:approve', String(submitted.data.id))
      expect(approved).toEqual({ ok: true, output: expect.stringContaining('is paid') as string })
      expect(await houseBalance(t.database.db, 'payouts', 'PHP')).toBe(payoutsBefore + 400_00)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 600_00, hold: 0 })
      const records = await t.call('exchangeRecords', { page: 1 }, { token })
      expect(records.data.list[0]).toMatchObject({ id: submitted.data.id, state: 'paid' })
      expect(records.data.list[0]?.paidAt).not.toBeNull()
      const twice = await admin('withdrawals:approve', String(submitted.data.id))
      expect(twice.ok).toBe(false)
      expect(await houseBalance(t.database.db, 'payouts', 'PHP')).toBe(payoutsBefore + 400_00)
    })

    it('rejects: the amount returns to coin, with the reason on the record', async () => {
      const { token, user } = await fundedPlayer()
      const submitted = await t.call(
        'exchange',
        { requestId: requestId(), bankId: 1, amount: 250_00 },
        { token },
      )
      const rejected = await admin(
        'withdrawals:reject',
        String(submitted.data.id),
        'Name',
        'does',
        'not',
        'match',
      )
      expect(rejected.ok).toBe(true)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 1_000_00, hold: 0 })
      const records = await t.call('exchangeRecords', { state: 'rejected' }, { token })
      expect(records.data.list).toHaveLength(1)
      expect(records.data.list[0]).toMatchObject({ state: 'rejected', reason: 'Name does not match' })
      expect((await admin('withdrawals:approve', String(submitted.data.id))).ok).toBe(false)
      expect((await admin('withdrawals:reject', '999999')).ok).toBe(false)
      expect((await admin('withdrawals:approve', 'abc')).ok).toBe(false)
      // A rejected withdrawal does not count against the daily limit.
      expect((await t.call('getExchange', {}, { token })).data.limits.usedToday).toBe(0)
    })

    it('shows and changes the withdrawal rules, refusing bad values', async () => {
      const shown = await admin('withdrawals:settings')
      expect(shown.output).toContain('min ₱100.00, max ₱50,000.00, 3 a day')
      expect(shown.output).toContain('KYC required: off, payout adapter: sandbox')
      const changed = await admin('withdrawals:settings', '--min', '200', '--kyc', 'on', '--fee-bp', '50')
      expect(changed.output).toContain('min ₱200.00')
      expect(changed.output).toContain('KYC required: on')
      const { token } = await registerPlayer(t)
      expect((await t.call('getExchange', {}, { token })).data).toMatchObject({
        kycRequired: true,
        limits: { min: 200_00, feeBasisPoints: 50 },
      })
      expect((await admin('withdrawals:settings', '--min', '60000')).ok).toBe(false)
      expect((await admin('withdrawals:settings', '--kyc', 'maybe')).ok).toBe(false)
      expect((await admin('withdrawals:settings', '--daily', '-1')).ok).toBe(false)
      await admin('withdrawals:settings', '--min', '100', '--kyc', 'off', '--fee-bp', '0')
      expect((await t.call('getExchange', {}, { token })).data.limits.min).toBe(100_00)
    })

    it('credits a player by hand through the ledger, once per key', async () => {
      const { user } = await registerPlayer(t)
      expect((await admin('wallet:credit', String(user.id), '250.50', '--key', `k-${user.id}`)).ok).toBe(true)
      expect(
        (await admin('wallet:credit', String(user.id), '250.50', '--key', `k-${user.id}`)).output,
      ).toMatch(/Already credited/)
      expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 250_50 })
      expect((await admin('wallet:credit', String(user.id), 'lots')).ok).toBe(false)
    })
  })

  it('records page 20 at a time, filter by state, and show only the player’s own', async () => {
    const { token, user } = await fundedPlayer(5_000_00)
    await setWithdrawalSettings(t.database.db, { dailyCount: 100 })
    try {
      for (let index = 0; index < 22; index++) {
        expect(
          (await t.call('exchange', { requestId: requestId(), bankId: 1, amount: 100_00 }, { token }))
            .errcode,
        ).toBe(0)
      }
    } finally {
      await setWithdrawalSettings(t.database.db, { dailyCount: 3 })
    }
    const first = await t.call('exchangeRecords', { page: 1 }, { token })
    expect(first.data).toMatchObject({ page: 1, pageCount: 2, total: 22 })
    expect(first.data.list).toHaveLength(20)
    const second = await t.call('exchangeRecords', { page: 2 }, { token })
    expect(second.data.list).toHaveLength(2)
    expect(new Set([...first.data.list, ...second.data.list].map((row) => row.id)).size).toBe(22)
    expect((await t.call('exchangeRecords', { state: 'paid' }, { token })).data.total).toBe(0)
    const bad = await t.call('exchangeRecords', { state: 'lost' } as never, { token })
    expect(bad.errcode).toBe(ERRORS.VALIDATION.code)

    const other = await registerPlayer(t)
    const theirs = await t.call('exchangeRecords', {}, { token: other.token })
    expect(theirs.data.total).toBe(0)
    // Another player's request id is theirs alone: reusing it makes a new withdrawal attempt of their own.
    const mine = first.data.list[0]
    if (!mine) throw new Error('no record')
    const reuse = await t.call(
      'exchange',
      { requestId: mine.requestId, bankId: 1, amount: 100_00 },
      { token: other.token },
    )
    expect(reuse.errcode).toBe(ERRORS.NOT_FOUND.code)
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 2_800_00, hold: 2_200_00 })
  })
})
