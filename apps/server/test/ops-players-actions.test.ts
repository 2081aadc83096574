import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { ageCodes, ELIGIBLE, insertPlayer, latestCode, newPhone, registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId } from './helpers/wallet.ts'

const REAL = { mode: 'real' } as const
let nextKey = 0
const key = (prefix: string) => `${prefix}-${process.pid}-${++nextKey}-${Date.now()}`

/**
 * The players desk, second part (issue 41): the page's sections, the actions by role (credit and
 * debit with four eyes, exclusions, password reset), the responsible-gaming view, and the CLI's same
 * powers — over HTTP on PGlite or PostgreSQL.
 */
describe('the players desk: sections, actions and the responsible-gaming view', () => {
  let t: TestApp
  const staff: Record<string, TestStaff> = {}
  beforeAll(async () => {
    t = await createTestApp()
    for (const role of ['support', 'kyc', 'finance', 'risk', 'marketing', 'admin'] as const)
      staff[role] = await signedInStaff(t, role)
    staff.finance2 = await signedInStaff(t, 'finance')
    // Seven staff sign-ins (argon2 each) on a busy machine.
  }, 180_000)
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  const as = (name: string) => ({ cookie: staff[name]?.cookie })

  it('shows bets (filtered by day), deposits, withdrawals, rewards with wagering left, VIP and limits', async () => {
    const player = await registerPlayer(t)
    const userId = player.user.id
    await fundPlayer(t.database.db, userId, 1_000_00, `sections:${userId}`)
    for (let spin = 0; spin < 3; spin++)
      expect((await t.call('fortuneSpin', { play: REAL, bet: 500 }, { token: player.token })).errcode).toBe(0)
    await t.call(
      'selfLimitSet',
      { kind: 'deposit', period: 'day', amount: 5_000_00 },
      { token: player.token },
    )

    const bets = await opsCall(t, 'playerBets', { userId, pageSize: 2 }, as('support'))
    expect(bets.errcode).toBe(0)
    expect(bets.data.list).toHaveLength(2)
    expect(bets.data.hasMore).toBe(true)
    expect(bets.data.list[0]).toMatchObject({ stake: 500, game: expect.any(String) })
    expect(bets.data.list[0]?.net).toBe((bets.data.list[0]?.win ?? 0) - 500)
    const longAgo = await opsCall(
      t,
      'playerBets',
      { userId, from: '2020-01-01', to: '2020-01-02' },
      as('risk'),
    )
    expect(longAgo.data.list).toEqual([])
    expect((await opsCall(t, 'playerBets', { userId, from: 'yesterday' }, as('risk'))).errcode).toBe(422)
    expect((await opsCall(t, 'playerBets', { userId }, as('marketing'))).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )

    const deposits = await opsCall(t, 'playerDeposits', { userId }, as('finance'))
    expect(deposits.data).toEqual({ list: [], total: 0 })
    const withdrawals = await opsCall(t, 'playerWithdrawals', { userId }, as('finance'))
    expect(withdrawals.data.total).toBe(0)

    const credited = await opsCall(
      t,
      'playerAdjust',
      { userId, requestId: key('bonus'), kind: 'bonus', amount: 100_00, multiple: 3, reason: 'Goodwill' },
      as('finance'),
    )
    expect(credited.errcode).toBe(0)
    const rewards = await opsCall(t, 'playerRewards', { userId }, as('marketing'))
    expect(rewards.data.list[0]).toMatchObject({ source: 'operator', reason: 'Goodwill' })
    expect(rewards.data.bonuses[0]).toMatchObject({
      amount: 100_00,
      multiple: 3,
      requirement: 300_00,
      left: 300_00,
    })
    expect(rewards.data.wageringLeft).toBeGreaterThanOrEqual(300_00)

    const vip = await opsCall(t, 'playerVip', { userId }, as('kyc'))
    expect(vip.data).toMatchObject({
      level: expect.any(Number),
      experience: expect.any(Number),
      levelsDown: 0,
    })
    expect(vip.data.next?.level).toBe(vip.data.level + 1)

    const limits = await opsCall(t, 'playerLimits', { userId }, as('support'))
    expect(limits.data.limits).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: 5_000_00 }),
    )
    expect(limits.data.limits).toContainEqual(
      expect.objectContaining({ kind: 'bet', period: 'day', used: 1_500 }),
    )
    expect(limits.data.block).toBeNull()

    for (const name of [
      'playerBets',
      'playerDeposits',
      'playerWithdrawals',
      'playerRewards',
      'playerVip',
      'playerLimits',
    ] as const)
      expect((await opsCall(t, name, { userId: 999_999_999 }, as('admin'))).errcode, name).toBe(
        ERRORS.NOT_FOUND.code,
      )
  })

  it('shows who shares a receiving number on the player page', async () => {
    const first = await registerPlayer(t)
    const second = await registerPlayer(t)
    const accountNumber = `0917 777 ${String(Date.now() % 10_000).padStart(4, '0')}`
    for (const player of [first, second])
      expect(
        (await t.call('addBankInfo', { bankId: 1, accountNumber }, { token: player.token })).errcode,
      ).toBe(0)
    const page = await opsCall(t, 'playerDetail', { userId: first.user.id }, as('risk'))
    expect(page.data.payoutAccounts).toEqual([
      expect.objectContaining({ sharedWith: [second.user.id], maskedNumber: expect.stringMatching(/•/) }),
    ])
  })

  it('credits as bonus or cash and debits coins, once per request id, never below zero, audited with before and after', async () => {
    const player = await registerPlayer(t)
    const userId = player.user.id
    const cash = {
      userId,
      requestId: key('cash'),
      kind: 'cash',
      amount: 250_00,
      reason: 'Refund of a lost deposit',
    } as const
    const first = await opsCall(t, 'playerAdjust', cash, as('finance'))
    expect(first.data).toMatchObject({ replayed: false, adjustment: { state: 'done', kind: 'cash' } })
    const again = await opsCall(t, 'playerAdjust', cash, as('finance'))
    expect(again.data.replayed).toBe(true)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(250_00)
    const reused = await opsCall(t, 'playerAdjust', { ...cash, amount: 1_00 }, as('finance'))
    expect(reused.errcode).toBe(ERRORS.CONFLICT.code)

    const zero = await opsCall(
      t,
      'playerAdjust',
      { userId, requestId: key('bonus0'), kind: 'bonus', amount: 50_00, multiple: 0, reason: 'No strings' },
      as('admin'),
    )
    expect(zero.data.adjustment).toMatchObject({ state: 'done', multiple: 0 })
    expect((await playerBalances(t.database.db, userId)).coin).toBe(300_00)

    const tooMuch = await opsCall(
      t,
      'playerAdjust',
      { userId, requestId: key('debit'), kind: 'debit', amount: 300_01, reason: 'Duplicate credit' },
      as('finance'),
    )
    expect(tooMuch.errcode).toBe(ERRORS.INSUFFICIENT_BALANCE.code)
    expect(tooMuch.msg).toMatch(/below zero/)
    const debit = await opsCall(
      t,
      'playerAdjust',
      { userId, requestId: key('debit'), kind: 'debit', amount: 100_00, reason: 'Duplicate credit' },
      as('finance'),
    )
    expect(debit.data.adjustment.state).toBe('done')
    expect((await playerBalances(t.database.db, userId)).coin).toBe(200_00)

    // Bad input, the wrong role and an unknown player change nothing.
    const bad = [
      { userId, requestId: key('x'), kind: 'bonus', amount: 10_00, reason: 'No multiple given' },
      {
        userId,
        requestId: key('x'),
        kind: 'cash',
        amount: 10_00,
        multiple: 2,
        reason: 'Cash with a multiple',
      },
      { userId, requestId: 'short', kind: 'cash', amount: 10_00, reason: 'Short id' },
      { userId, requestId: key('x'), kind: 'cash', amount: 0, reason: 'Nothing' },
      { userId, requestId: key('x'), kind: 'cash', amount: 10_00, reason: '' },
      { userId, requestId: key('x'), kind: 'gift', amount: 10_00, reason: 'Unknown kind' },
    ]
    for (const input of bad)
      expect([422, ERRORS.VALIDATION.code], JSON.stringify(input)).toContain(
        (await opsCall(t, 'playerAdjust', input, as('finance'))).errcode,
      )
    for (const role of ['support', 'kyc', 'risk', 'marketing'])
      expect((await opsCall(t, 'playerAdjust', { ...cash, requestId: key(role) }, as(role))).errcode).toBe(
        OPS_ERRORS.ROLE_REFUSED.code,
      )
    expect(
      (
        await opsCall(
          t,
          'playerAdjust',
          { ...cash, userId: 999_999_999, requestId: key('none') },
          as('finance'),
        )
      ).errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(200_00)

    const audit = await opsCall(t, 'auditLog', { target: `user:${userId}` }, as('admin'))
    const debitEntry = audit.data.list.find((entry) => entry.action === 'player.debit')
    expect(debitEntry).toMatchObject({ staff: staff.finance?.account, before: { coin: 300_00 } })
    expect(debitEntry?.after).toMatchObject({ coin: 200_00, amount: 100_00, reason: 'Duplicate credit' })
    expect(audit.data.list.filter((entry) => entry.action === 'player.credit')).toHaveLength(2)
  })

  it('above the four-eyes amount a credit waits for a second, different person', async () => {
    const player = await registerPlayer(t)
    const userId = player.user.id
    expect((await opsCall(t, 'fourEyesSettings', { above: 100_00 }, as('admin'))).errcode).toBe(0)
    try {
      const asked = await opsCall(
        t,
        'playerAdjust',
        { userId, requestId: key('big'), kind: 'cash', amount: 500_00, reason: 'Jackpot paid by hand' },
        as('finance'),
      )
      expect(asked.data.adjustment.state).toBe('pending')
      expect((await playerBalances(t.database.db, userId)).coin).toBe(0)
      const id = asked.data.adjustment.id
      const waiting = await opsCall(t, 'playerAdjustments', { state: 'pending' }, as('risk'))
      expect(waiting.data.list.map((row) => row.id)).toContain(id)
      const self = await opsCall(
        t,
        'playerAdjustDecide',
        { id, approve: true, reason: 'Checked' },
        as('finance'),
      )
      expect(self.errcode).toBe(OPS_ERRORS.FOUR_EYES_SAME_STAFF.code)
      expect(
        (await opsCall(t, 'playerAdjustDecide', { id, approve: true, reason: 'Checked' }, as('risk')))
          .errcode,
      ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
      const second = await opsCall(
        t,
        'playerAdjustDecide',
        { id, approve: true, reason: 'Checked the game log' },
        as('finance2'),
      )
      expect(second.data.adjustment).toMatchObject({ state: 'done', decidedBy: staff.finance2?.account })
      expect((await playerBalances(t.database.db, userId)).coin).toBe(500_00)
      const twice = await opsCall(
        t,
        'playerAdjustDecide',
        { id, approve: true, reason: 'Again' },
        as('admin'),
      )
      expect(twice.errcode).toBe(OPS_ERRORS.DESK_REFUSED.code)

      const rejected = await opsCall(
        t,
        'playerAdjust',
        { userId, requestId: key('big'), kind: 'debit', amount: 400_00, reason: 'Reverse the jackpot' },
        as('finance'),
      )
      const no = await opsCall(
        t,
        'playerAdjustDecide',
        { id: rejected.data.adjustment.id, approve: false, reason: 'The jackpot was real' },
        as('admin'),
      )
      expect(no.data.adjustment.state).toBe('rejected')
      expect((await playerBalances(t.database.db, userId)).coin).toBe(500_00)
    } finally {
      await opsCall(t, 'fourEyesSettings', { above: 5_000_00 }, as('admin'))
    }
  })

  it('risk applies a cool-off or an exclusion: sessions end and the player is refused; only admin ends one early, never in its irrevocable part', async () => {
    const player = await registerPlayer(t)
    const userId = player.user.id
    expect(
      (await opsCall(t, 'playerExclude', { userId, duration: '7d', reason: 'Asked by phone' }, as('support')))
        .errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    expect(
      (await opsCall(t, 'playerExclude', { userId, duration: '2w', reason: 'Asked by phone' }, as('risk')))
        .errcode,
    ).toBe(422)
    const cooled = await opsCall(
      t,
      'playerExclude',
      { userId, duration: '7d', reason: 'Asked by phone' },
      as('risk'),
    )
    expect(cooled.data.block.kind).toBe('cool-off')
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: player.token })).errcode).toBe(401)
    await ageCodes(t, player.phone)
    expect((await t.call('smsSend', { phone: player.phone, mode: AUTH_MODE.loginAndRegister })).errcode).toBe(
      0,
    )
    const login = await t.call('accountLoginSms', {
      phone: player.phone,
      code: await latestCode(t, player.phone),
    })
    expect(login.errcode).toBe(ERRORS.COOLING_OFF.code)
    const excluded = await opsCall(
      t,
      'playerExclude',
      { userId, duration: '6m', reason: 'Written request by e-mail' },
      as('admin'),
    )
    expect(excluded.data.block.kind).toBe('self-exclusion')
    expect(
      (await opsCall(t, 'playerExclusionEnd', { userId, reason: 'Player asked' }, as('risk'))).errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    const early = await opsCall(t, 'playerExclusionEnd', { userId, reason: 'Player asked' }, as('admin'))
    expect(early.errcode).toBe(ERRORS.EXCLUSION_IRREVOCABLE.code)
    await t.database.db.execute(
      sql`update rg_players set irrevocable_until = now() - interval '1 day' where user_id = ${userId}`,
    )
    const ended = await opsCall(
      t,
      'playerExclusionEnd',
      { userId, reason: 'Six months passed, asked by e-mail' },
      as('admin'),
    )
    expect(ended.errcode).toBe(0)
    const days = (new Date(ended.data.block?.until ?? 0).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
    const none = await registerPlayer(t)
    expect(
      (
        await opsCall(
          t,
          'playerExclusionEnd',
          { userId: none.user.id, reason: 'Nothing to end' },
          as('admin'),
        )
      ).errcode,
    ).toBe(OPS_ERRORS.DESK_REFUSED.code)

    const rg = await opsCall(t, 'rgExclusions', { state: 'active' }, as('support'))
    expect(rg.data.list).toContainEqual(
      expect.objectContaining({ userId, kind: 'self-exclusion', active: true }),
    )
    const audit = await opsCall(t, 'auditLog', { target: `user:${userId}` }, as('admin'))
    expect(audit.data.list.map((entry) => entry.action)).toEqual([
      'player.exclusionEnd',
      'player.exclude',
      'player.exclude',
    ])
  })

  it('a password reset texts the player a code and ends their sessions; staff never see a password', async () => {
    const player = await registerPlayer(t)
    const userId = player.user.id
    expect(
      (await opsCall(t, 'playerPasswordReset', { userId, reason: 'Forgot it, called in' }, as('finance')))
        .errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    expect((await opsCall(t, 'playerPasswordReset', { userId, reason: '' }, as('support'))).errcode).toBe(422)
    // The registration's code went a moment ago: the reset's code waits out the same resend minute.
    const tooSoon = await opsCall(
      t,
      'playerPasswordReset',
      { userId, reason: 'Forgot it, called in' },
      as('support'),
    )
    expect(tooSoon.errcode).toBe(ERRORS.OTP_RESEND_TOO_SOON.code)
    await ageCodes(t, player.phone)
    const reset = await opsCall(
      t,
      'playerPasswordReset',
      { userId, reason: 'Forgot it, called in' },
      as('support'),
    )
    expect(reset.errcode).toBe(0)
    expect(reset.data.ended).toBe(1)
    expect(JSON.stringify(reset.data)).not.toMatch(/\d{6}/)
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: player.token })).errcode).toBe(401)
    const code = await latestCode(t, player.phone)
    expect(
      (await t.call('forgetPassword', { phone: player.phone, code, newPassword: 'Bago12345' })).errcode,
    ).toBe(0)
    const login = await t.call(
      'accountLogin',
      { account: player.phone, password: 'Bago12345' },
      { ip: '10.77.0.1' },
    )
    expect(login.errcode).toBe(0)

    const noPhone = await insertPlayer(t.database.db)
    expect(
      (await opsCall(t, 'playerPasswordReset', { userId: noPhone, reason: 'No phone' }, as('admin'))).errcode,
    ).toBe(OPS_ERRORS.DESK_REFUSED.code)
    expect(
      (await opsCall(t, 'playerPasswordReset', { userId: 999_999_999, reason: 'Nobody' }, as('admin')))
        .errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
  })

  it('the responsible-gaming view lists players at their limits and barred-group answers, filterable', async () => {
    const player = await registerPlayer(t)
    const userId = player.user.id
    await fundPlayer(t.database.db, userId, 100_00, `rg:${userId}`)
    expect(
      (await t.call('selfLimitSet', { kind: 'bet', period: 'day', amount: 1_000 }, { token: player.token }))
        .errcode,
    ).toBe(0)
    await t.call('selfLimitSet', { kind: 'loss', period: 'week', amount: 1_000_00 }, { token: player.token })
    for (let spin = 0; spin < 2; spin++)
      expect((await t.call('fortuneSpin', { play: REAL, bet: 500 }, { token: player.token })).errcode).toBe(0)
    const at = await opsCall(t, 'rgNearLimits', { level: 'at' }, as('risk'))
    expect(at.data.list).toContainEqual(
      expect.objectContaining({
        userId,
        kind: 'bet',
        period: 'day',
        amount: 1_000,
        used: 1_000,
        percent: 100,
      }),
    )
    expect(at.data.list.some((row) => row.userId === userId && row.kind === 'loss')).toBe(false)
    const depositsOnly = await opsCall(t, 'rgNearLimits', { kind: 'deposit' }, as('support'))
    expect(depositsOnly.data.list.some((row) => row.userId === userId)).toBe(false)
    expect((await opsCall(t, 'rgNearLimits', { level: 'most' }, as('risk'))).errcode).toBe(422)
    expect((await opsCall(t, 'rgNearLimits', {}, as('finance'))).errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)

    const phone = newPhone()
    const barred = await t.call('accountRegist4', {
      phone,
      registration: { ...ELIGIBLE, eligibility: { ...ELIGIBLE.eligibility, notGamingLicensee: false } },
    })
    expect(barred.errcode).toBe(ERRORS.NOT_ELIGIBLE.code)
    const later = await registerPlayer(t, phone)
    const answers = await opsCall(t, 'rgBarredDeclarations', { group: 'gamingLicensee' }, as('admin'))
    expect(answers.data.list[0]).toMatchObject({
      who: phone,
      groups: ['gamingLicensee'],
      player: { userId: later.user.id },
    })
    expect(answers.data.confirmedPlayers).toBeGreaterThan(0)
    const other = await opsCall(t, 'rgBarredDeclarations', { group: 'militaryOrPolice' }, as('admin'))
    expect(other.data.list.some((row) => row.who === phone)).toBe(false)
    expect((await opsCall(t, 'rgBarredDeclarations', {}, as('marketing'))).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
  })

  it('the CLI has the same powers, and withdrawals:approve above the four-eyes amount needs a second operator', async () => {
    const run = async (operator: string, ...argv: string[]) => {
      const lines: string[] = []
      const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line), operator)
      return { ok, out: lines.join('\n') }
    }
    const player = await registerPlayer(t)
    const userId = player.user.id
    const credit = await run(
      'cli:ana',
      'players:adjust',
      String(userId),
      'bonus',
      '20',
      '--multiple',
      '0',
      '--reason',
      'Birthday',
    )
    expect(credit.ok, credit.out).toBe(true)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(20_00)
    const overdraw = await run(
      'cli:ana',
      'players:adjust',
      String(userId),
      'debit',
      '21',
      '--reason',
      'Too much',
    )
    expect(overdraw.ok).toBe(false)
    expect(overdraw.out).toMatch(/below zero/)
    await ageCodes(t, player.phone)
    const reset = await run(
      'cli:ana',
      'players:reset-password',
      String(userId),
      '--reason',
      'Asked at the counter',
    )
    expect(reset.ok, reset.out).toBe(true)
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: player.token })).errcode).toBe(401)

    // A withdrawal of ₱6,000, above the default ₱5,000.
    const payee = await registerPlayer(t)
    await fundPlayer(t.database.db, payee.user.id, 7_000_00, `cli4:${payee.user.id}`)
    expect(
      (
        await t.call(
          'addBankInfo',
          { bankId: 1, accountNumber: `0917 888 ${String(Date.now() % 10_000).padStart(4, '0')}` },
          { token: payee.token },
        )
      ).errcode,
    ).toBe(0)
    await endAccountHolds(t.database.db, payee.user.id)
    const submitted = await t.call(
      'exchange',
      { requestId: requestId(), bankId: 1, amount: 6_000_00 },
      { token: payee.token },
    )
    expect(submitted.errcode).toBe(0)
    const [row] = await queryRows(
      t.database.db,
      sql`select id from withdrawals where user_id = ${payee.user.id}`,
    )
    const id = String(row?.id)
    const first = await run('cli:ana', 'withdrawals:approve', id)
    expect(first.ok, first.out).toBe(true)
    expect(first.out).toMatch(/second, different operator/)
    const same = await run('cli:ana', 'withdrawals:approve', id)
    expect(same.ok).toBe(false)
    expect(same.out).toMatch(/already/)
    const state = async () =>
      (await queryRows(t.database.db, sql`select state from withdrawals where id = ${Number(id)}`))[0]?.state
    expect(await state()).toBe('pending')
    const second = await run('cli:ben', 'withdrawals:approve', id)
    expect(second.ok, second.out).toBe(true)
    expect(await state()).not.toBe('pending')
  })
})
