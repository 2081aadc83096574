import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendDueBroadcasts } from '../src/modules/mail/mail-broadcast.service.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { vipStatus } from '../src/modules/vip/vip.service.ts'
import { queryRows } from './helpers/ledger.ts'
import { insertPlayer, registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { fundPlayer } from './helpers/wallet.ts'

const texts = {
  'en-US': { title: 'Payday bonus', body: 'A little something from Panalo.' },
  'fil-PH': { title: 'Bonus sa sweldo', body: 'Isang munting regalo mula sa Panalo.' },
}

/** The console's mail desk (decision 095), over HTTP. */
describe('the mail desk', () => {
  let t: TestApp
  let marketing: TestStaff
  let admin: TestStaff
  let support: TestStaff
  let seq = 0
  const key = () => `test-key-${process.pid}-${++seq}`
  const vipLevelOf = async (executor: Parameters<typeof vipStatus>[0], userId: number) =>
    (await vipStatus(executor, userId)).vip

  beforeAll(async () => {
    t = await createTestApp()
    marketing = await signedInStaff(t, 'marketing')
    admin = await signedInStaff(t, 'admin')
    support = await signedInStaff(t, 'support')
  }, 180_000)
  afterAll(() => t.close())

  async function player() {
    const session = await registerPlayer(t)
    await fundPlayer(t.database.db, session.user.id, 100_00, `ops-mail-${session.user.id}`)
    return { token: session.token, userId: session.user.id }
  }
  const broadcastMails = (broadcastId: number) =>
    queryRows(t.database.db, sql`select user_id from mails where broadcast_id = ${broadcastId}`)

  it('sends a broadcast in both languages with coins at a chosen wagering multiple; the player claims it once; counts and audit follow', async () => {
    const { token, userId } = await player()
    const request = {
      key: key(),
      texts,
      attachments: [{ id: AWARD_ITEM.coin, count: 25_00 }],
      wageringMultiple: 5,
      audience: { userIds: [userId] },
    }
    const sent = await opsCall(t, 'broadcastSend', request, { cookie: marketing.cookie })
    expect(sent.errcode).toBe(0)
    expect(sent.data).toMatchObject({
      state: 'sent',
      texts,
      attachments: [{ id: AWARD_ITEM.coin, count: 25_00 }],
      wageringMultiple: 5,
      audience: { userIds: [userId] },
      sentBy: marketing.account,
      received: 1,
      read: 0,
      claimed: 0,
    })
    // The same key composes once: a retried send answers the first broadcast and mails nobody again.
    const again = await opsCall(t, 'broadcastSend', request, { cookie: marketing.cookie })
    expect(again.data.id).toBe(sent.data.id)
    expect(await broadcastMails(sent.data.id)).toHaveLength(1)

    const inbox = await t.call('getMail3', {}, { token })
    const mail = inbox.data.list.find((row) => row.kind === 'broadcast')
    expect(mail).toMatchObject({ title: 'Payday bonus', texts, claimed: false })
    if (!mail) throw new Error('no mail')
    const detail = await t.call('getMailDetail', { id: mail.id }, { token })
    expect(detail.data.wagering.multiple).toBe(5)
    const coinBefore = (await playerBalances(t.database.db, userId)).coin
    const claimed = await t.call('receiveMail', { id: mail.id }, { token })
    expect(claimed.errcode).toBe(0)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coinBefore + 25_00)
    expect((await t.call('bonusWageringList', {}, { token })).data.list[0]).toMatchObject({
      bonusType: 'mail',
      amount: 25_00,
      multiple: 5,
    })

    const listed = await opsCall(t, 'broadcastList', {}, { cookie: support.cookie })
    expect(listed.data.list.find((row) => row.id === sent.data.id)).toMatchObject({
      received: 1,
      read: 1,
      claimed: 1,
    })
    const audit = await opsCall(
      t,
      'auditLog',
      { target: `broadcast:${sent.data.id}` },
      { cookie: admin.cookie },
    )
    const actions = Object.fromEntries(audit.data.list.map((row) => [row.action, row]))
    expect(Object.keys(actions).sort()).toEqual(['mail.broadcast.compose', 'mail.broadcast.send'])
    expect(actions['mail.broadcast.compose']).toMatchObject({
      staff: marketing.account,
      before: null,
      after: { state: 'scheduled', title: 'Payday bonus', wageringMultiple: 5 },
    })
    expect(actions['mail.broadcast.send']).toMatchObject({
      before: { state: 'scheduled', recipients: 0 },
      after: { state: 'sent', recipients: 1 },
    })
  })

  it('counts an audience before sending: all, VIP levels, registered or active between days, a list', async () => {
    const db = t.database.db
    const early = await insertPlayer(db)
    const late = await insertPlayer(db)
    await db.execute(sql`update users set created_at = '2025-03-01T10:00:00+08:00' where id = ${early}`)
    await db.execute(sql`update users set created_at = '2025-03-03T23:59:00+08:00' where id = ${late}`)
    await db.execute(sql`insert into turnover_days (user_id, day, game_type, stake, bets)
      values (${early}, '2025-03-02', 'slots', 100, 1)`)
    const preview = async (audience: object) => {
      const answer = await opsCall(t, 'broadcastPreview', { audience }, { cookie: marketing.cookie })
      expect(answer.errcode, JSON.stringify(audience)).toBe(0)
      return answer.data
    }
    const [users] = await queryRows(db, sql`select count(*)::int as n from users`)
    expect((await preview({ all: true })).count).toBe(Number(users?.n))
    expect((await preview({ registered: { from: '2025-03-01', to: '2025-03-03' } })).count).toBe(2)
    expect((await preview({ registered: { from: '2025-03-02', to: '2025-03-03' } })).count).toBe(1)
    expect((await preview({ active: { from: '2025-03-02', to: '2025-03-02' } })).count).toBe(1)
    expect((await preview({ active: { from: '2025-03-03', to: '2025-03-09' } })).count).toBe(0)
    expect(await preview({ userIds: [early, late, 987_654_321] })).toEqual({
      count: 2,
      unknownIds: [987_654_321],
    })
    expect((await preview({ vipLevels: [0] })).count).toBeGreaterThanOrEqual(2)
  })

  it('schedules a broadcast, which the job sends once however often it runs; a scheduled one is cancelled, a sent one is not', async () => {
    const db = t.database.db
    const { token, userId } = await player()
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const cancelled = await opsCall(
      t,
      'broadcastSend',
      { key: key(), texts, audience: { userIds: [userId] }, sendAt: later },
      { cookie: marketing.cookie },
    )
    expect(cancelled.data).toMatchObject({ state: 'scheduled', received: 0, sendAt: later })
    const cancel = await opsCall(t, 'broadcastCancel', { id: cancelled.data.id }, { cookie: admin.cookie })
    expect(cancel.data).toMatchObject({ state: 'cancelled', cancelledBy: admin.account })
    const cancelAudit = await opsCall(
      t,
      'auditLog',
      { action: 'mail.broadcast.cancel', target: `broadcast:${cancelled.data.id}` },
      { cookie: admin.cookie },
    )
    expect(cancelAudit.data.list[0]).toMatchObject({
      before: { state: 'scheduled' },
      after: { state: 'cancelled' },
    })
    const twice = await opsCall(t, 'broadcastCancel', { id: cancelled.data.id }, { cookie: admin.cookie })
    expect(twice.errcode).toBe(OPS_ERRORS.DESK_REFUSED.code)

    const scheduled = await opsCall(
      t,
      'broadcastSend',
      {
        key: key(),
        texts,
        attachments: [{ id: AWARD_ITEM.points, count: 5 }],
        audience: { userIds: [userId] },
        sendAt: later,
      },
      { cookie: marketing.cookie },
    )
    expect((await sendDueBroadcasts(db, vipLevelOf)).sent).not.toContain(scheduled.data.id)
    // Its time comes: the job sends it, and a retry of the job (or a second worker) sends nothing more.
    await db.execute(sql`update mail_broadcasts set send_at = now() - interval '1 minute'
      where id in (${scheduled.data.id}, ${cancelled.data.id})`)
    const runs = await Promise.all([sendDueBroadcasts(db, vipLevelOf), sendDueBroadcasts(db, vipLevelOf)])
    expect(runs.flatMap((run) => run.sent)).toEqual([scheduled.data.id])
    expect((await sendDueBroadcasts(db, vipLevelOf)).sent).toEqual([])
    expect(await broadcastMails(scheduled.data.id)).toHaveLength(1)
    expect(await broadcastMails(cancelled.data.id)).toHaveLength(0)
    const inbox = await t.call('getMail3', {}, { token })
    expect(inbox.data.list.filter((mail) => mail.kind === 'broadcast')).toHaveLength(1)
    const list = await opsCall(t, 'broadcastList', { state: 'sent' }, { cookie: marketing.cookie })
    expect(list.data.list.find((row) => row.id === scheduled.data.id)).toMatchObject({
      state: 'sent',
      received: 1,
    })
    const late = await opsCall(t, 'broadcastCancel', { id: scheduled.data.id }, { cookie: marketing.cookie })
    expect(late.errcode).toBe(OPS_ERRORS.DESK_REFUSED.code)
    const unknown = await opsCall(t, 'broadcastCancel', { id: 99_999_999 }, { cookie: marketing.cookie })
    expect(unknown.errcode).toBe(ERRORS.NOT_FOUND.code)
  })

  it('bad input is errcode VALIDATION and sends nothing', async () => {
    const { userId } = await player()
    const [before] = await queryRows(t.database.db, sql`select count(*)::int as n from mail_broadcasts`)
    const good = { key: key(), texts, audience: { userIds: [userId] } }
    for (const [name, input] of [
      ['broadcastSend', { ...good, texts: { 'en-US': texts['en-US'] } }],
      ['broadcastSend', { ...good, texts: { ...texts, 'fil-PH': { title: '  ', body: 'x' } } }],
      ['broadcastSend', { ...good, texts: { ...texts, 'en-US': { title: 'x'.repeat(81), body: 'x' } } }],
      ['broadcastSend', { ...good, key: 'short' }],
      ['broadcastSend', { ...good, audience: { userIds: [] } }],
      ['broadcastSend', { ...good, audience: { userIds: [987_654_321] } }],
      ['broadcastSend', { ...good, audience: { all: true, vipLevels: [1] } }],
      ['broadcastSend', { ...good, audience: { registered: { from: '2025-03-05', to: '2025-03-01' } } }],
      ['broadcastSend', { ...good, attachments: [{ id: 999_999, count: 1 }] }],
      ['broadcastSend', { ...good, attachments: [{ id: AWARD_ITEM.coin, count: -5 }] }],
      ['broadcastSend', { ...good, wageringMultiple: 101 }],
      ['broadcastSend', { ...good, sendAt: 'tomorrow' }],
      ['broadcastSend', { ...good, sendAt: new Date(Date.now() + 200 * 86_400_000).toISOString() }],
      ['broadcastPreview', { audience: { vipLevels: ['gold'] } }],
      ['broadcastPreview', { audience: { active: { from: '2025-13-01', to: '2025-13-02' } } }],
      ['broadcastPreview', {}],
      ['broadcastCancel', { id: 'one' }],
      ['broadcastList', { state: 'lost' }],
      ['broadcastList', { pageSize: 1000 }],
    ] as const) {
      const answer = await opsCall(t, name, input as never, { cookie: marketing.cookie })
      expect(answer.errcode, `${name} ${JSON.stringify(input)}`).toBe(ERRORS.VALIDATION.code)
      expect(answer.status).toBeLessThan(500)
    }
    const [after] = await queryRows(t.database.db, sql`select count(*)::int as n from mail_broadcasts`)
    expect(after?.n).toBe(before?.n)
  })

  it('refuses other roles and the signed out (support only reads the list), and sends nothing', async () => {
    const { userId } = await player()
    const finance = await signedInStaff(t, 'finance')
    const [before] = await queryRows(t.database.db, sql`select count(*)::int as n from mail_broadcasts`)
    const writes = [
      ['broadcastPreview', { audience: { all: true } }],
      ['broadcastSend', { key: key(), texts, audience: { userIds: [userId] } }],
      ['broadcastCancel', { id: 1 }],
    ] as const
    for (const cookie of [finance.cookie, support.cookie, undefined]) {
      for (const [name, input] of [...writes, ['broadcastList', {}] as const]) {
        if (cookie === support.cookie && name === 'broadcastList') continue
        const answer = await opsCall(t, name, input as never, { cookie })
        expect(answer.errcode, name).toBe(
          cookie ? OPS_ERRORS.ROLE_REFUSED.code : OPS_ERRORS.STAFF_SIGNED_OUT.code,
        )
        expect(answer.data).toBeNull()
      }
    }
    const [after] = await queryRows(t.database.db, sql`select count(*)::int as n from mail_broadcasts`)
    expect(after?.n).toBe(before?.n)
  })
})
