import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

/** The players desk of the console, over HTTP. */
describe('the players desk', () => {
  let t: TestApp
  let support: TestStaff
  let risk: TestStaff
  let marketing: TestStaff
  let admin: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    support = await signedInStaff(t, 'support')
    risk = await signedInStaff(t, 'risk')
    marketing = await signedInStaff(t, 'marketing')
    admin = await signedInStaff(t, 'admin')
  })
  afterAll(() => t.close())

  it('finds a player by id, phone or account, and shows the page with balances and the ledger’s running balance', async () => {
    const player = await registerPlayer(t)
    await fundPlayer(t.database.db, player.user.id, 300_00, `p1:${player.user.id}`, 300_00)
    await fundPlayer(t.database.db, player.user.id, 200_00, `p2:${player.user.id}`)
    for (const query of [String(player.user.id), player.phone.slice(-7)]) {
      const found = await opsCall(t, 'playerSearch', { query }, { cookie: support.cookie })
      expect(found.data.list.map((row) => row.userId)).toContain(player.user.id)
    }
    const demo = await opsCall(t, 'playerSearch', { query: 'demoplay' }, { cookie: marketing.cookie })
    expect(demo.data.list[0]).toMatchObject({ account: 'demoplayer' })

    const page = await opsCall(t, 'playerDetail', { userId: player.user.id }, { cookie: support.cookie })
    expect(page.data).toMatchObject({
      balances: { coin: 500_00 },
      wageringRemaining: 300_00,
      totalRecharge: 500_00,
      kyc: { state: 'none' },
      sessions: 1,
      player: {
        userId: player.user.id,
        status: 'active',
        dateOfBirth: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
    })
    const ledger = await opsCall(t, 'playerLedger', { userId: player.user.id }, { cookie: support.cookie })
    expect(ledger.data.list.map((line) => [line.amount, line.balanceAfter])).toEqual([
      [200_00, 500_00],
      [300_00, 300_00],
    ])
    expect(
      (await opsCall(t, 'playerLedger', { userId: player.user.id }, { cookie: marketing.cookie })).errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    expect(
      (await opsCall(t, 'playerDetail', { userId: 999_999_999 }, { cookie: support.cookie })).errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
  })

  it('keeps staff notes (audited), freezes and unfreezes with a reason, and ends sessions', async () => {
    const player = await registerPlayer(t)
    const note = await opsCall(
      t,
      'playerNoteAdd',
      { userId: player.user.id, body: 'Called about a late deposit' },
      { cookie: support.cookie },
    )
    expect(note.errcode).toBe(0)
    const page = await opsCall(t, 'playerDetail', { userId: player.user.id }, { cookie: risk.cookie })
    expect(page.data.notes).toEqual([
      expect.objectContaining({ staff: support.account, body: 'Called about a late deposit' }),
    ])

    const bySupport = await opsCall(
      t,
      'playerFreeze',
      { userId: player.user.id, frozen: true, reason: 'Chargeback filed' },
      { cookie: support.cookie },
    )
    expect(bySupport.errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    const frozen = await opsCall(
      t,
      'playerFreeze',
      { userId: player.user.id, frozen: true, reason: 'Chargeback filed' },
      { cookie: risk.cookie },
    )
    expect(frozen.data).toEqual({ status: 'disabled' })
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: player.token })).errcode).toBe(401)
    const unfrozen = await opsCall(
      t,
      'playerFreeze',
      { userId: player.user.id, frozen: false, reason: 'Chargeback withdrawn' },
      { cookie: admin.cookie },
    )
    expect(unfrozen.data).toEqual({ status: 'active' })

    const again = await registerPlayer(t)
    const ended = await opsCall(
      t,
      'playerEndSessions',
      { userId: again.user.id, reason: 'Lost phone, asked by the player' },
      { cookie: support.cookie },
    )
    expect(ended.data).toEqual({ ended: 1 })
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: again.token })).errcode).toBe(401)

    const audit = await opsCall(t, 'auditLog', { target: `user:${player.user.id}` }, { cookie: admin.cookie })
    expect(audit.data.list.map((entry) => [entry.action, entry.before])).toEqual([
      ['player.unfreeze', { status: 'disabled' }],
      ['player.freeze', { status: 'active' }],
      ['player.note', null],
    ])
  })
})
