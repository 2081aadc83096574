import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { mails } from '../src/db/schema/mail.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { broadcastMail } from '../src/modules/mail/mail-broadcast.service.ts'
import { deliverEventMails, sendSystemMail } from '../src/modules/mail/mail.service.ts'
import { announceLevelsReached, vipStatus } from '../src/modules/vip/vip.service.ts'
import { awardBalances } from '../src/modules/rewards/rewards.queries.ts'
import { deliverSandbox, FAST_WEBHOOKS, sandboxEvent } from './helpers/deposits.ts'
import { expectLedgerConsistent, queryRows, settle } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId } from './helpers/wallet.ts'

const GCASH = 1

/**
 * Mail over HTTP (decision 035): the inbox, a mail's detail (read), claiming its attachments once
 * through the award engine, deleting (never an unclaimed attachment); system mails once per event;
 * the operator's broadcasts; emailAwardFlag following unread mail and unclaimed attachments.
 */
describe('mail calls', () => {
  let t: TestApp
  let seq = 0
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webhookTiming: FAST_WEBHOOKS } })
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  /** A new player whose inbox then holds only what the test sends: the welcome (its own test) is deleted. */
  async function player(deposit = true) {
    const session = await registerPlayer(t)
    const userId = session.user.id
    if (deposit) await fundPlayer(t.database.db, userId, 1_000_00, `mail-${userId}`)
    const welcome = (await inbox(session.token)).list.find((mail) => mail.kind === 'welcome')
    if (!welcome) throw new Error('no welcome mail')
    expect((await t.call('delMail', { id: welcome.id }, { token: session.token })).errcode).toBe(0)
    return { token: session.token, userId }
  }

  it('welcomes a new player with the sign-up bonus while it runs, once, unread, nothing to claim in it', async () => {
    const session = await registerPlayer(t)
    const listed = (await inbox(session.token)).list
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      kind: 'welcome',
      read: false,
      attachments: [],
      params: { items: [{ id: AWARD_ITEM.coin, count: expect.any(Number) as number }] },
    })
    expect(await flag(session.token)).toBe(true)
    // With the sign-up bonus paused, the welcome names no bonus.
    expect((await run('activities', 'set', '15', '--status', 'paused')).ok).toBe(true)
    const later = await registerPlayer(t)
    expect((await inbox(later.token)).list.map(({ kind, params }) => ({ kind, params }))).toEqual([
      { kind: 'welcome', params: {} },
    ])
    expect((await run('activities', 'set', '15', '--status', 'live')).ok).toBe(true)
  })

  /** A broadcast to these players, with ₱50 and 20 points unless told otherwise. */
  function send(
    userIds: number[],
    attachments = [
      { id: AWARD_ITEM.coin, count: 50_00 },
      { id: AWARD_ITEM.points, count: 20 },
    ],
  ) {
    return broadcastMail(
      t.database.db,
      {
        key: `test-${++seq}`,
        title: 'Happy payday',
        body: 'A little something from Panalo.',
        attachments,
        target: { userIds },
        sentBy: 'cli:test',
      },
      async (db, userId) => (await vipStatus(db, userId)).vip,
    )
  }

  async function inbox(token: string) {
    const answer = await t.call('getMail3', {}, { token })
    expect(answer.errcode).toBe(0)
    return answer.data
  }

  const flag = async (token: string) =>
    (await t.call('activityGetStatusList', {}, { token })).data.emailAwardFlag

  it('lists, opens (read) and claims a mail once; the flag follows unread mail and attachments', async () => {
    const { token, userId } = await player()
    expect(await inbox(token)).toMatchObject({ list: [], total: 0, unread: 0, unclaimed: 0 })
    expect(await flag(token)).toBe(false)
    await send([userId])
    const listed = await inbox(token)
    expect(listed).toMatchObject({ total: 1, unread: 1, unclaimed: 1, pages: 1 })
    const mail = listed.list[0]
    expect(mail).toMatchObject({
      kind: 'broadcast',
      title: 'Happy payday',
      body: 'A little something from Panalo.',
      attachments: [
        { id: AWARD_ITEM.coin, count: 50_00 },
        { id: AWARD_ITEM.points, count: 20 },
      ],
      read: false,
      claimed: false,
    })
    if (!mail) throw new Error('no mail')
    expect(Date.parse(mail.expireTime) - Date.parse(mail.createTime)).toBe(60 * 86_400_000)
    expect(await flag(token)).toBe(true)

    const opened = await t.call('getMailDetail', { id: mail.id }, { token })
    expect(opened.data).toMatchObject({
      id: mail.id,
      read: true,
      claimed: false,
      wagering: { multiple: 3, held: false },
    })
    expect((await inbox(token)).unread).toBe(0)
    // Read, but the attachment still waits: the dot stays.
    expect(await flag(token)).toBe(true)

    const coinBefore = (await playerBalances(t.database.db, userId)).coin
    const claimed = await t.call('receiveMail', { id: mail.id }, { token })
    expect(claimed).toMatchObject({
      errcode: 0,
      data: { items: mail.attachments, heldCoins: 0 },
    })
    expect((await playerBalances(t.database.db, userId)).coin).toBe(coinBefore + 50_00)
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(20)
    expect((await t.call('receiveMail', { id: mail.id }, { token })).errcode).toBe(
      ERRORS.REWARD_ALREADY_CLAIMED.code,
    )
    expect(await flag(token)).toBe(false)
    expect((await t.call('getMailDetail', { id: mail.id }, { token })).data.claimed).toBe(true)
    // The reward record and the bonus carry the mail source and its wagering (3×).
    expect((await t.call('activityAwardGetLog', {}, { token })).data.list[0]).toMatchObject({
      source: 'mail',
    })
    expect((await t.call('bonusWageringList', {}, { token })).data.list[0]).toMatchObject({
      bonusType: 'mail',
      amount: 50_00,
      multiple: 3,
    })
    const grants = await queryRows(
      t.database.db,
      sql`select key from award_grants where key = ${`award:mail:${userId}:${mail.id}`}`,
    )
    expect(grants).toHaveLength(1)
  })

  it('pays parallel claims of one attachment once', async () => {
    const { token, userId } = await player()
    await send([userId])
    const [mail] = (await inbox(token)).list
    if (!mail) throw new Error('no mail')
    const before = (await playerBalances(t.database.db, userId)).coin
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('receiveMail', { id: mail.id }, { token })),
    )
    expect(answers.filter((answer) => answer.errcode === 0)).toHaveLength(1)
    expect(answers.filter((answer) => answer.errcode === ERRORS.REWARD_ALREADY_CLAIMED.code)).toHaveLength(5)
    expect((await playerBalances(t.database.db, userId)).coin).toBe(before + 50_00)
    const { failed } = await settle([t.call('receiveMail', { id: mail.id }, { token })])
    expect(failed).toHaveLength(0)
  })

  it('deletes a read mail, refuses to delete an unclaimed attachment, and hides deleted mail', async () => {
    const { token, userId } = await player()
    await send([userId])
    await send([userId], [])
    const [plain, withItems] = (await inbox(token)).list
    if (!plain || !withItems) throw new Error('no mails')
    expect(plain.attachments).toEqual([])
    expect((await t.call('receiveMail', { id: plain.id }, { token })).errcode).toBe(
      ERRORS.MAIL_NO_ATTACHMENT.code,
    )
    expect((await t.call('delMail', { id: withItems.id }, { token })).errcode).toBe(
      ERRORS.MAIL_ATTACHMENT_UNCLAIMED.code,
    )
    expect((await t.call('delMail', { id: plain.id }, { token })).data).toEqual({ id: plain.id })
    expect((await inbox(token)).list.map((mail) => mail.id)).toEqual([withItems.id])
    expect((await t.call('getMailDetail', { id: plain.id }, { token })).errcode).toBe(
      ERRORS.MAIL_NOT_FOUND.code,
    )
    expect((await t.call('delMail', { id: plain.id }, { token })).errcode).toBe(ERRORS.MAIL_NOT_FOUND.code)
    expect((await t.call('receiveMail', { id: withItems.id }, { token })).errcode).toBe(0)
    expect((await t.call('delMail', { id: withItems.id }, { token })).errcode).toBe(0)
    expect(await inbox(token)).toMatchObject({ total: 0, unread: 0, unclaimed: 0 })
  })

  it('lets an expired attachment lapse: the mail leaves the inbox and cannot be claimed', async () => {
    const { token, userId } = await player()
    await send([userId])
    const [mail] = (await inbox(token)).list
    if (!mail) throw new Error('no mail')
    await t.database.db
      .update(mails)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mails.id, mail.id))
    expect((await inbox(token)).total).toBe(0)
    expect(await flag(token)).toBe(false)
    expect((await t.call('receiveMail', { id: mail.id }, { token })).errcode).toBe(ERRORS.MAIL_EXPIRED.code)
    expect((await t.call('getMailDetail', { id: mail.id }, { token })).errcode).toBe(
      ERRORS.MAIL_NOT_FOUND.code,
    )
  })

  it("refuses another player's mail on every call, changing nothing", async () => {
    const owner = await player()
    const other = await player()
    await send([owner.userId])
    const [mail] = (await inbox(owner.token)).list
    if (!mail) throw new Error('no mail')
    const before = await playerBalances(t.database.db, other.userId)
    for (const name of ['getMailDetail', 'receiveMail', 'delMail'] as const)
      expect((await t.call(name, { id: mail.id }, { token: other.token })).errcode).toBe(
        ERRORS.MAIL_NOT_FOUND.code,
      )
    expect(await playerBalances(t.database.db, other.userId)).toEqual(before)
    expect((await inbox(other.token)).total).toBe(0)
    expect((await t.call('getMailDetail', { id: mail.id }, { token: owner.token })).data).toMatchObject({
      read: true,
      claimed: false,
    })
  })

  it('refuses bad input with VALIDATION and signed-out callers with 401', async () => {
    const { token } = await player(false)
    const badIds: unknown[] = [
      {},
      { id: 0 },
      { id: -1 },
      { id: 1.5 },
      { id: '1' },
      { id: null },
      { id: 2 ** 60 },
    ]
    for (const name of ['getMailDetail', 'receiveMail', 'delMail'] as const)
      for (const body of badIds)
        expect(
          (await t.call(name, body as never, { token })).errcode,
          `${name} ${JSON.stringify(body)}`,
        ).toBe(ERRORS.VALIDATION.code)
    for (const body of [{ pageNum: 0 }, { pageSize: 51 }, { pageSize: 0 }, { pageNum: 'x' }])
      expect((await t.call('getMail3', body as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    // A mail that does not exist.
    expect((await t.call('getMailDetail', { id: 999_999_999 }, { token })).errcode).toBe(
      ERRORS.MAIL_NOT_FOUND.code,
    )
    const calls: [CallName, object][] = [
      ['getMail3', {}],
      ['getMailDetail', { id: 1 }],
      ['receiveMail', { id: 1 }],
      ['delMail', { id: 1 }],
    ]
    for (const [name, body] of calls)
      expect((await t.call(name, body as never, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('holds a mail’s coins for a player who has not deposited; the points arrive', async () => {
    const { token, userId } = await player(false)
    await send([userId])
    const [mail] = (await inbox(token)).list
    if (!mail) throw new Error('no mail')
    const answer = await t.call('receiveMail', { id: mail.id }, { token })
    expect(answer.data).toMatchObject({ heldCoins: 50_00 })
    expect((await playerBalances(t.database.db, userId)).coin).toBe(0)
    expect((await awardBalances(t.database.db, userId)).get(AWARD_ITEM.points)).toBe(20)
  })

  it('mails a credited deposit once, however often the gateway repeats it', async () => {
    const { token } = await player(false)
    const opened = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount: 300_00 }, { token })
    expect(opened.errcode).toBe(0)
    const event = sandboxEvent({ orderId: opened.data.orderId, amount: 300_00 })
    await deliverSandbox(t, event)
    await deliverSandbox(t, event)
    const listed = await inbox(token)
    expect(
      listed.list.map(({ kind, params, title, attachments }) => ({ kind, params, title, attachments })),
    ).toEqual([{ kind: 'depositCredited', params: { amount: 300_00 }, title: null, attachments: [] }])
    expect(await flag(token)).toBe(true)
  })

  it('mails a refused withdrawal and a paid one, and a VIP level reached, once each', async () => {
    const { token, userId } = await player()
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber: '0917 123 4567' }, { token })).errcode,
    ).toBe(0)
    await endAccountHolds(t.database.db, userId)
    const submit = async (amount: number) => {
      const answer = await t.call('exchange', { requestId: requestId(), bankId: 1, amount }, { token })
      expect(answer.errcode).toBe(0)
      return answer.data.id
    }
    const refused = await submit(200_00)
    expect((await run('withdrawals:reject', String(refused), 'Name', 'does', 'not', 'match')).ok).toBe(true)
    const paid = await submit(300_00)
    expect((await run('withdrawals:approve', String(paid))).ok).toBe(true)
    expect((await run('withdrawals:approve', String(paid))).ok).toBe(false)
    const kinds = (await inbox(token)).list.map(({ kind, params }) => ({ kind, params }))
    expect(kinds).toEqual([
      { kind: 'withdrawalPaid', params: { amount: 300_00 } },
      { kind: 'withdrawalRefused', params: { amount: 200_00, reason: 'Name does not match' } },
    ])

    // VIP 1 needs 1,000 experience: ₱1,000 of valid turnover, as the projector writes it (by day and
    // in all); what follows a projector step announces the level and mails it (decision 088).
    await t.database.db.execute(
      sql`insert into turnover_days (user_id, day, game_type, stake, bets) values (${userId}, current_date, 'slots', 100000, 1)`,
    )
    await t.database.db.execute(sql`insert into turnover_totals (user_id, stake) values (${userId}, 100000)`)
    expect((await t.call('getVipInfo', {}, { token })).data.vip).toBe(1)
    await Promise.all([announceLevelsReached(t.database.db), announceLevelsReached(t.database.db)])
    await Promise.all([deliverEventMails(t.database.db), deliverEventMails(t.database.db)])
    await announceLevelsReached(t.database.db)
    await deliverEventMails(t.database.db)
    await t.call('getVipInfo', {}, { token })
    await t.call('activityGetStatusList', {}, { token })
    expect((await inbox(token)).list.filter((mail) => mail.kind === 'vipLevel')).toMatchObject([
      { params: { level: 1 } },
    ])
  })

  it('sends a system mail once per key', async () => {
    const { token, userId } = await player(false)
    const mail = { userId, kind: 'kycApproved' as const, key: 'kyc:1', params: {} }
    expect(await sendSystemMail(t.database.db, mail)).toBe(true)
    expect(await sendSystemMail(t.database.db, mail)).toBe(false)
    expect((await inbox(token)).list.map((row) => row.kind)).toEqual(['kycApproved'])
    // A long reason is shortened, never a failure of the event that sends it.
    expect(
      await sendSystemMail(t.database.db, {
        userId,
        kind: 'kycRefused',
        key: 'kyc:2',
        params: { reason: 'blurry '.repeat(200) },
      }),
    ).toBe(true)
    expect((await inbox(token)).list[0]?.params.reason).toHaveLength(500)
  })

  describe('broadcasts from the CLI', () => {
    it('mails a list of players with attachments, once per key, and lists it', async () => {
      const a = await player()
      const b = await player()
      const c = await player()
      const args = [
        'mail:send',
        '--title',
        'Weekend gift',
        '--body',
        'Enjoy the weekend',
        '--players',
        `${a.userId},${b.userId}`,
        '--item',
        '2001=25',
        '--item',
        '2002=5',
        '--key',
        `weekend-${a.userId}`,
      ]
      const sent = await run(...args)
      expect(sent.ok).toBe(true)
      expect(sent.output).toMatch(/^Sent broadcast \d+ to 2 player\(s\) with ₱25 \+ 5 points$/)
      expect((await run(...args)).output).toMatch(/^Already sent broadcast \d+ to 2 player\(s\)/)
      for (const who of [a, b])
        expect((await inbox(who.token)).list).toMatchObject([
          {
            kind: 'broadcast',
            title: 'Weekend gift',
            attachments: [
              { id: AWARD_ITEM.coin, count: 25_00 },
              { id: AWARD_ITEM.points, count: 5 },
            ],
          },
        ])
      expect((await inbox(c.token)).total).toBe(0)
      expect((await run('mail:broadcasts')).output).toContain('"Weekend gift"')
    })

    it('mails all players, or those at chosen VIP levels', async () => {
      const low = await player()
      const high = await player()
      await t.database.db.execute(
        sql`insert into turnover_days (user_id, day, game_type, stake, bets) values (${high.userId}, current_date, 'slots', 100000, 1)`,
      )
      const vip = await run('mail:send', '--title', 'VIP news', '--body', 'For VIP 1', '--vip', '1')
      expect(vip.ok).toBe(true)
      expect((await inbox(high.token)).list.map((mail) => mail.title)).toContain('VIP news')
      expect((await inbox(low.token)).list.map((mail) => mail.title)).not.toContain('VIP news')
      const all = await run('mail:send', '--title', 'Maintenance', '--body', 'Tonight at 2am', '--all')
      expect(all.ok).toBe(true)
      const [count] = await queryRows(t.database.db, sql`select count(*)::int as n from users`)
      expect(all.output).toContain(`to ${String(count?.['n'])} player(s)`)
      expect((await inbox(low.token)).list[0]).toMatchObject({ title: 'Maintenance', attachments: [] })
    })

    it('refuses what does not make sense, sending nothing', async () => {
      const { token, userId } = await player()
      const bad = [
        ['mail:send', '--title', 'x', '--body', 'y'],
        ['mail:send', '--title', 'x', '--body', 'y', '--all', '--players', String(userId)],
        ['mail:send', '--body', 'y', '--all'],
        ['mail:send', '--title', 'x', '--body', 'y', '--players', 'abc'],
        ['mail:send', '--title', 'x', '--body', 'y', '--players', '999999999'],
        ['mail:send', '--title', 'x', '--body', 'y', '--players', String(userId), '--item', '9999=1'],
        ['mail:send', '--title', 'x', '--body', 'y', '--players', String(userId), '--item', '2002=0'],
        [
          'mail:send',
          '--title',
          'x',
          '--body',
          'y',
          '--players',
          String(userId),
          '--item',
          '2002=1',
          '--item',
          '2002=2',
        ],
        ['mail:send', '--title', 'x'.repeat(81), '--body', 'y', '--players', String(userId)],
      ]
      for (const argv of bad) expect((await run(...argv)).ok, argv.join(' ')).toBe(false)
      expect((await inbox(token)).total).toBe(0)
    })
  })
})
