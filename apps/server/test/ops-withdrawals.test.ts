import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId } from './helpers/wallet.ts'

/** The withdrawals desk of the console (decision 066), over HTTP on PGlite or PostgreSQL. */
describe('the withdrawals desk', () => {
  let t: TestApp
  let finance: TestStaff
  let finance2: TestStaff
  let admin: TestStaff
  let risk: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    finance = await signedInStaff(t, 'finance')
    finance2 = await signedInStaff(t, 'finance')
    admin = await signedInStaff(t, 'admin')
    risk = await signedInStaff(t, 'risk')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  let phoneSuffix = 1000
  /** A player with coins, a GCash account past its hold, and a pending withdrawal of `amount`. */
  async function pendingWithdrawal(
    amount: number,
    options: { accountNumber?: string; wagering?: number } = {},
  ) {
    const session = await registerPlayer(t)
    await fundPlayer(
      t.database.db,
      session.user.id,
      2_000_00,
      `desk:${session.user.id}`,
      options.wagering ?? 0,
    )
    const accountNumber = options.accountNumber ?? `0917 555 ${String(phoneSuffix++).padStart(4, '0')}`
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber }, { token: session.token })).errcode,
    ).toBe(0)
    await endAccountHolds(t.database.db, session.user.id)
    if (options.wagering) {
      // Withdrawals wait for wagering; the desk still sees what was left when asked.
      return { session, id: 0 }
    }
    const submitted = await t.call(
      'exchange',
      { requestId: requestId(), bankId: 1, amount },
      { token: session.token },
    )
    expect(submitted.errcode).toBe(0)
    const queue = await opsCall(
      t,
      'withdrawalQueue',
      { state: 'pending', pageSize: 200 },
      { cookie: finance.cookie },
    )
    const mine = queue.data.list.find((row) => row.userId === session.user.id)
    if (!mine) throw new Error('the withdrawal is not in the queue')
    return { session, id: mine.id, row: mine }
  }

  const coins = async (userId: number) => (await playerBalances(t.database.db, userId)).coin ?? 0

  it('approves a withdrawal at or under the four-eyes amount at once, and records who', async () => {
    const { id, row, session } = await pendingWithdrawal(100_00)
    expect(row).toMatchObject({
      amount: 100_00,
      needsSecondApproval: false,
      playerAccount: expect.any(String),
    })
    expect(row?.risk.map((note) => note.note)).toContain('newAccount')
    const answer = await opsCall(t, 'withdrawalApprove', { id }, { cookie: finance.cookie })
    expect(answer.errcode).toBe(0)
    expect(answer.data).toMatchObject({ paid: true, withdrawal: { id, state: 'paid' } })
    expect(await coins(session.user.id)).toBe(1_900_00)
    const again = await opsCall(t, 'withdrawalApprove', { id }, { cookie: finance.cookie })
    expect(again.errcode).toBe(ERRORS.WITHDRAWAL_NOT_PENDING.code)
    const audit = await opsCall(t, 'auditLog', { target: `withdrawal:${id}` }, { cookie: admin.cookie })
    expect(audit.data.list).toEqual([
      expect.objectContaining({ staff: finance.account, role: 'finance', action: 'withdrawal.approve' }),
    ])
  })

  it('above the four-eyes amount, pays only at a second, different person’s approval', async () => {
    const set = await opsCall(t, 'fourEyesSettings', { above: 500_00 }, { cookie: admin.cookie })
    expect(set.data).toEqual({ above: 500_00 })
    expect((await opsCall(t, 'fourEyesSettings', { above: 1 }, { cookie: finance.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
    const { id, row, session } = await pendingWithdrawal(800_00)
    expect(row?.needsSecondApproval).toBe(true)

    const first = await opsCall(t, 'withdrawalApprove', { id }, { cookie: finance.cookie })
    expect(first.data).toMatchObject({
      paid: false,
      withdrawal: { state: 'pending', needsSecondApproval: true },
    })
    expect(first.data.withdrawal.approvals.map((approval) => approval.staff)).toEqual([finance.account])
    const same = await opsCall(t, 'withdrawalApprove', { id }, { cookie: finance.cookie })
    expect(same.errcode).toBe(OPS_ERRORS.FOUR_EYES_SAME_STAFF.code)
    expect(await coins(session.user.id)).toBe(1_200_00)

    const second = await opsCall(t, 'withdrawalApprove', { id }, { cookie: finance2.cookie })
    expect(second.data).toMatchObject({ paid: true, withdrawal: { state: 'paid' } })
    expect(second.data.withdrawal.approvals.map((approval) => approval.staff)).toEqual([
      finance.account,
      finance2.account,
    ])
    await opsCall(t, 'fourEyesSettings', { above: 5_000_00 }, { cookie: admin.cookie })
  })

  it('two different approvers at the same moment pay once', async () => {
    await opsCall(t, 'fourEyesSettings', { above: 500_00 }, { cookie: admin.cookie })
    const { id, session } = await pendingWithdrawal(900_00)
    await opsCall(t, 'withdrawalApprove', { id }, { cookie: admin.cookie })
    const answers = await Promise.all([
      opsCall(t, 'withdrawalApprove', { id }, { cookie: finance.cookie }),
      opsCall(t, 'withdrawalApprove', { id }, { cookie: finance2.cookie }),
    ])
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(
      answers.filter((answer) => answer.errcode === 0 && answer.data.paid).length,
    ).toBeGreaterThanOrEqual(1)
    expect(await coins(session.user.id)).toBe(1_100_00)
    await opsCall(t, 'fourEyesSettings', { above: 5_000_00 }, { cookie: admin.cookie })
  })

  it('rejects with a reason the player reads; the amount returns to coins', async () => {
    const { id, session } = await pendingWithdrawal(300_00)
    const short = await opsCall(t, 'withdrawalReject', { id, reason: 'x' }, { cookie: finance.cookie })
    expect(short.errcode).toBe(ERRORS.VALIDATION.code)
    const asRisk = await opsCall(
      t,
      'withdrawalReject',
      { id, reason: 'Name does not match' },
      { cookie: risk.cookie },
    )
    expect(asRisk.errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    const rejected = await opsCall(
      t,
      'withdrawalReject',
      { id, reason: 'Name does not match' },
      { cookie: finance.cookie },
    )
    expect(rejected.data).toEqual({ id, state: 'rejected' })
    expect(await coins(session.user.id)).toBe(2_000_00)
    const records = await t.call('exchangeRecords', { page: 1 }, { token: session.token })
    expect(JSON.stringify(records.data)).toContain('Name does not match')
    const missing = await opsCall(t, 'withdrawalApprove', { id: 99_999_999 }, { cookie: finance.cookie })
    expect(missing.errcode).toBe(ERRORS.NOT_FOUND.code)
  })

  it('flags a receiving account shared with another player, and wagering still owed', async () => {
    await pendingWithdrawal(100_00, { accountNumber: '0917 777 0001' })
    const { row } = await pendingWithdrawal(100_00, { accountNumber: '0917 777 0001' })
    expect(row?.risk.map((note) => note.note)).toEqual(
      expect.arrayContaining(['sharedAccount', 'newAccount']),
    )
  })

  it('lists receiving accounts on hold and releases one with a reason, audited', async () => {
    const session = await registerPlayer(t)
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber: '0917 888 1234' }, { token: session.token }))
        .errcode,
    ).toBe(0)
    const held = await opsCall(t, 'heldAccounts', {}, { cookie: risk.cookie })
    const mine = held.data.list.find((row) => row.userId === session.user.id)
    expect(mine).toMatchObject({ bankId: 1, maskedNumber: expect.stringContaining('1234') })
    const release = await opsCall(
      t,
      'heldAccountRelease',
      { userId: session.user.id, bankId: 1, reason: 'Called the player, verified' },
      { cookie: risk.cookie },
    )
    expect(release.data).toEqual({ released: true })
    const after = await opsCall(t, 'heldAccounts', {}, { cookie: risk.cookie })
    expect(after.data.list.some((row) => row.userId === session.user.id)).toBe(false)
    const audit = await opsCall(
      t,
      'auditLog',
      { action: 'receivingAccount.release' },
      { cookie: admin.cookie },
    )
    expect(audit.data.list[0]).toMatchObject({
      staff: risk.account,
      after: { reason: 'Called the player, verified' },
    })
    const noSuch = await opsCall(
      t,
      'heldAccountRelease',
      { userId: session.user.id, bankId: 9, reason: 'whatever it is' },
      { cookie: risk.cookie },
    )
    expect(noSuch.errcode).toBe(ERRORS.NOT_FOUND.code)
  })
})
