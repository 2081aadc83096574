import { ERRORS } from '@panalo/contract/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { withdrawals } from '../src/db/schema/withdrawals.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
import { endAccountHolds, fundPlayer, requestId, setWithdrawalSettings } from './helpers/wallet.ts'

/**
 * Races through the HTTP calls on real concurrent connections (PostgreSQL only: PGlite runs one
 * statement at a time). reference/reliability.md C1 and C2.
 */
describe.skipIf(!TEST_DATABASE_URL)('withdrawals and the safebox under concurrency (PostgreSQL only)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await setWithdrawalSettings(t.database.db, { dailyCount: 1_000 })
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  it('lets exactly 50 of 100 concurrent withdrawals through a balance that covers 50', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 50 * 100_00, `race-w:${user.id}`)
    await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
    await endAccountHolds(t.database.db, user.id)
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call('exchange', { requestId: requestId('race'), bankId: 1, amount: 100_00 }, { token }),
      ),
    )
    const ok = answers.filter((answer) => answer.errcode === 0)
    expect(ok).toHaveLength(50)
    for (const answer of answers.filter((candidate) => candidate.errcode !== 0))
      expect(answer.errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 0, hold: 50 * 100_00 })
    const rows = await t.database.db.select().from(withdrawals)
    expect(rows.filter((row) => row.userId === user.id)).toHaveLength(50)
  })

  it('keeps every refused request id refused when all are sent again in parallel after a top-up', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 20 * 100_00, `race-final:${user.id}`)
    await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
    await endAccountHolds(t.database.db, user.id)
    const ids = Array.from({ length: 40 }, () => requestId('final'))
    const submitAll = () =>
      Promise.all(
        ids.map((id) => t.call('exchange', { requestId: id, bankId: 1, amount: 100_00 }, { token })),
      )
    const first = await submitAll()
    expect(first.filter((answer) => answer.errcode === 0)).toHaveLength(20)
    await fundPlayer(t.database.db, user.id, 40 * 100_00, `race-final-top-up:${user.id}`)
    const again = await submitAll()
    expect(again.map((answer) => answer.errcode)).toEqual(first.map((answer) => answer.errcode))
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({
      coin: 40 * 100_00,
      hold: 20 * 100_00,
    })
  })

  it('lets exactly 50 of 100 concurrent safebox moves through a balance that covers 50', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 50 * 10_00, `race-sb:${user.id}`)
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call('safeboxDeposit', { requestId: requestId('race-sb'), amount: 10_00 }, { token }),
      ),
    )
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(50)
    expect(answers.filter((answer) => answer.errcode === ERRORS.INSUFFICIENT_BALANCE.code)).toHaveLength(50)
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 0, safebox: 500_00 })
  })

  it('lets 20 parallel safebox withdrawals with the right password through; wrong ones count at most 5', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 1_000_00, `sb-parallel:${user.id}`)
    await t.call('safeboxSetPassword', { password: '135790' }, { token })
    await t.call('safeboxDeposit', { requestId: requestId('sb-in'), amount: 1_000_00 }, { token })
    const withdraw = (password: string) =>
      t.call('safeboxWithdraw', { requestId: requestId('sb-out'), amount: 10_00, password }, { token })
    const right = await Promise.all(Array.from({ length: 20 }, () => withdraw('135790')))
    expect(right.map((answer) => answer.errcode)).toEqual(Array.from({ length: 20 }, () => 0))
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 200_00, safebox: 800_00 })

    const wrong = await Promise.all(Array.from({ length: 20 }, () => withdraw('000000')))
    const checked = wrong.filter((answer) => answer.errcode === ERRORS.SAFEBOX_PASSWORD_WRONG.code)
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(wrong.filter((answer) => answer.errcode === ERRORS.RATE_LIMITED.code)).toHaveLength(
      20 - checked.length,
    )
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({ coin: 200_00, safebox: 800_00 })
  })

  it('a request id replayed 10 times in parallel has one effect', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 1_000_00, `replay:${user.id}`)
    await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
    await endAccountHolds(t.database.db, user.id)
    const id = requestId('replay')
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('exchange', { requestId: id, bankId: 1, amount: 300_00 }, { token }),
      ),
    )
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1)
    const sb = requestId('replay-sb')
    const moves = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('safeboxDeposit', { requestId: sb, amount: 100_00 }, { token }),
      ),
    )
    for (const answer of moves) expect(answer.errcode).toBe(0)
    expect(await playerBalances(t.database.db, user.id)).toMatchObject({
      coin: 600_00,
      hold: 300_00,
      safebox: 100_00,
    })
  })

  it('approving and rejecting the same withdrawal at once settles it exactly once', async () => {
    const { token, user } = await registerPlayer(t)
    await fundPlayer(t.database.db, user.id, 1_000_00, `decide:${user.id}`)
    await t.call('addBankInfo', { bankId: 1, accountNumber: '09171234567' }, { token })
    await endAccountHolds(t.database.db, user.id)
    const submitted = await t.call(
      'exchange',
      { requestId: requestId(), bankId: 1, amount: 500_00 },
      { token },
    )
    const id = submitted.data.id
    const results = await Promise.allSettled([
      t.services.withdrawals.approve(id, 'test'),
      t.services.withdrawals.reject(id, 'test', 'race'),
      t.services.withdrawals.approve(id, 'test'),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const balances = await playerBalances(t.database.db, user.id)
    expect(balances.hold).toBe(0)
    expect([500_00, 1_000_00]).toContain(balances.coin)
  })
})
