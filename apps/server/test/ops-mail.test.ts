import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import { deliverBroadcast, sendDueBroadcasts } from '../src/modules/mail/mail-broadcast.service.ts'
import { LOCK_SPACES } from '../src/platform/lock-spaces.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { vipStatus } from '../src/modules/vip/vip.service.ts'
import { queryRows } from './helpers/ledger.ts'
import { insertPlayer, registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'
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

  /**
   * A broadcast to VIP level 0 left `sending` after its first batch of two. The job's calls below read
   * every player as level 0 (`levelZero`), so each batch of two mails two players.
   */
  const levelZero: typeof vipLevelOf = () => Promise.resolve(0)
  async function sendingBroadcast() {
    for (let index = 0; index < 6; index++) await insertPlayer(t.database.db)
    const sent = await opsCall(
      t,
      'broadcastSend',
      {
        key: key(),
        texts,
        audience: { vipLevels: [0] },
        sendAt: new Date(Date.now() + 60_000).toISOString(),
      },
      { cookie: marketing.cookie },
    )
    await t.database.db.execute(
      sql`update mail_broadcasts set send_at = now() - interval '1 second' where id = ${sent.data.id}`,
    )
    const first = await deliverBroadcast(t.database.db, sent.data.id, levelZero, {
      batchSize: 2,
      maxBatches: 1,
    })
    expect(first).toMatchObject({ state: 'sending', recipients: 2 })
    return sent.data.id
  }

  it('cancels a broadcast being sent: delivery stops at the next batch, delivered mails stay and are shown, audited', async () => {
    const id = await sendingBroadcast()
    const cancel = await opsCall(t, 'broadcastCancel', { id }, { cookie: marketing.cookie })
    expect(cancel.errcode).toBe(0)
    expect(cancel.data).toMatchObject({
      state: 'cancelled',
      cancelledBy: marketing.account,
      received: 2,
      deliveredBeforeCancel: 2,
    })
    // The job finds nothing more to send, however often it runs.
    for (let run = 0; run < 2; run++) {
      const job = await sendDueBroadcasts(t.database.db, levelZero, { batchSize: 2 })
      expect([...job.sent, ...job.sending]).not.toContain(id)
    }
    expect(await broadcastMails(id)).toHaveLength(2)
    const listed = await opsCall(t, 'broadcastList', { state: 'cancelled' }, { cookie: support.cookie })
    expect(listed.data.list.find((row) => row.id === id)).toMatchObject({ deliveredBeforeCancel: 2 })
    const audit = await opsCall(
      t,
      'auditLog',
      { action: 'mail.broadcast.cancel', target: `broadcast:${id}` },
      { cookie: admin.cookie },
    )
    expect(audit.data.list[0]).toMatchObject({
      staff: marketing.account,
      role: 'marketing',
      before: { state: 'sending', recipients: 2 },
      after: { state: 'cancelled', recipients: 2 },
    })
    const again = await opsCall(t, 'broadcastCancel', { id }, { cookie: admin.cookie })
    expect(again.errcode).toBe(OPS_ERRORS.DESK_REFUSED.code)
  })

  // Row locks between connections: PostgreSQL only (PGlite runs one connection).
  it.runIf(TEST_DATABASE_URL)(
    'a cancel racing the job waits for the batch under way, then stops the rest (real PostgreSQL)',
    async () => {
      const id = await sendingBroadcast()
      // The job's next batch holds the broadcast's row while it reads the players' levels: hold it there.
      let entered!: () => void
      let release!: () => void
      const inBatch = new Promise<void>((resolve) => (entered = resolve))
      const held = new Promise<void>((resolve) => (release = resolve))
      let calls = 0
      const slowLevel: typeof vipLevelOf = async (executor, userId) => {
        if (++calls === 1) {
          entered()
          await held
        }
        return levelZero(executor, userId)
      }
      const job = sendDueBroadcasts(t.database.db, slowLevel, { batchSize: 2 })
      await inBatch
      let answered = false
      const cancelling = opsCall(t, 'broadcastCancel', { id }, { cookie: admin.cookie }).then((answer) => {
        answered = true
        return answer
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(answered).toBe(false) // it waits for the batch's row lock
      release()
      const [run, cancel] = await Promise.all([job, cancelling])
      expect(cancel.errcode).toBe(0)
      // The batch under way committed (4 delivered), then the job found it cancelled and stopped.
      expect(cancel.data).toMatchObject({ state: 'cancelled', received: 4, deliveredBeforeCancel: 4 })
      expect(run.sent).not.toContain(id)
      expect(await broadcastMails(id)).toHaveLength(4)
      expect((await sendDueBroadcasts(t.database.db, levelZero, { batchSize: 2 })).sending).not.toContain(id)
      expect(await broadcastMails(id)).toHaveLength(4)

      // Unheld, the two race freely: whichever wins, the count shown is what was delivered, and nothing after.
      const free = await sendingBroadcast()
      const [, raced] = await Promise.all([
        sendDueBroadcasts(t.database.db, levelZero, { batchSize: 1 }),
        opsCall(t, 'broadcastCancel', { id: free }, { cookie: admin.cookie }),
      ])
      const [row] = await queryRows(
        t.database.db,
        sql`select state, recipients from mail_broadcasts where id = ${free}`,
      )
      const delivered = (await broadcastMails(free)).length
      expect(Number(row?.recipients)).toBe(delivered)
      if (raced.errcode === 0) {
        expect(row?.state).toBe('cancelled')
        expect(raced.data.deliveredBeforeCancel).toBe(delivered)
        await sendDueBroadcasts(t.database.db, levelZero, { batchSize: 1 })
        expect(await broadcastMails(free)).toHaveLength(delivered)
      } else {
        expect(raced.errcode).toBe(OPS_ERRORS.DESK_REFUSED.code)
        expect(row?.state).toBe('sent')
      }
    },
  )

  // The job's next batch can take the row between the batch before committing and a waiting cancel
  // waking up (it once delivered a third batch in the race above): a cancel asked for stops it anyway.
  it.runIf(TEST_DATABASE_URL)(
    'no batch starts once a cancel is asked for, even one that takes the row first (real PostgreSQL)',
    async () => {
      const id = await sendingBroadcast()
      const delivered = (await broadcastMails(id)).length
      let asked!: () => void
      let release!: () => void
      const cancelAsked = new Promise<void>((resolve) => (asked = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      // A cancel's first step, held on its own connection before it would wait for the row.
      const cancelling = inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES.broadcastCancel}::int, ${id}::int)`)
        asked()
        await released
      })
      await cancelAsked
      const run = await sendDueBroadcasts(t.database.db, levelZero, { batchSize: 2 })
      expect([...run.sent, ...run.sending]).not.toContain(id)
      expect(await broadcastMails(id)).toHaveLength(delivered)
      release()
      await cancelling
      // Nothing was cancelled after all: the next run sends on.
      const next = await sendDueBroadcasts(t.database.db, levelZero, { batchSize: 2 })
      expect([...next.sent, ...next.sending]).toContain(id)
      expect((await broadcastMails(id)).length).toBeGreaterThan(delivered)
    },
  )

  it('a broadcast being sent is not cancelled by other roles nor signed out, nor with a bad id', async () => {
    const id = await sendingBroadcast()
    const finance = await signedInStaff(t, 'finance')
    for (const cookie of [finance.cookie, support.cookie, undefined]) {
      const answer = await opsCall(t, 'broadcastCancel', { id }, { cookie })
      expect(answer.errcode).toBe(cookie ? OPS_ERRORS.ROLE_REFUSED.code : OPS_ERRORS.STAFF_SIGNED_OUT.code)
    }
    for (const input of [{ id: 0 }, { id: -1 }, { id: 1.5 }, { id: String(id) }, {}]) {
      const answer = await opsCall(t, 'broadcastCancel', input as never, { cookie: marketing.cookie })
      expect(answer.errcode, JSON.stringify(input)).toBe(ERRORS.VALIDATION.code)
      expect(answer.status).toBeLessThan(500)
    }
    const [row] = await queryRows(t.database.db, sql`select state from mail_broadcasts where id = ${id}`)
    expect(row?.state).toBe('sending')
    // Left to finish, so later runs of the job in this file find no stray broadcast.
    await deliverBroadcast(t.database.db, id, levelZero)
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
