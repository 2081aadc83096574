import { randomUUID } from 'node:crypto'

import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const LIVE_CHAT = 1

/** The live chat desk's inbox (decision 092), over HTTP. */
describe('the live chat inbox', () => {
  let t: TestApp
  let support: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    support = await signedInStaff(t, 'support')
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  const send = (token: string, text: string) =>
    t.call('serviceChatSend', { lineId: LIVE_CHAT, clientMessageId: randomUUID(), text }, { token })

  it('lists threads with their unread counts and waiting time, the newest waiting first, answered ones after', async () => {
    const first = await registerPlayer(t)
    const second = await registerPlayer(t)
    const third = await registerPlayer(t)
    expect((await send(first.token, 'Hello, my deposit?')).errcode).toBe(0)
    expect((await send(first.token, 'Anyone there?')).errcode).toBe(0)
    expect((await send(third.token, 'A question')).errcode).toBe(0)
    await t.services.service.reply(third.user.id, 'Panalo Support', 'Ask away')
    expect((await send(second.token, 'Withdrawal stuck')).errcode).toBe(0)

    const inbox = await opsCall(t, 'serviceInbox', {}, { cookie: support.cookie })
    expect(inbox.errcode).toBe(0)
    const ours = inbox.data.list.filter((row) =>
      [first.user.id, second.user.id, third.user.id].includes(row.userId),
    )
    expect(ours.map((row) => row.threadId)).toEqual([second.user.id, first.user.id, third.user.id])
    expect(ours[1]).toMatchObject({
      unread: 2,
      lineId: LIVE_CHAT,
      lineName: 'Live chat',
      vipLine: false,
      lastMessage: { from: 'player', text: 'Anyone there?' },
    })
    expect(ours[1]?.waitingSince).toMatch(/^\d{4}-/)
    expect(ours[2]).toMatchObject({
      unread: 0,
      waitingSince: null,
      lastMessage: { from: 'agent', text: 'Ask away' },
    })

    const waiting = await opsCall(t, 'serviceInbox', { waitingOnly: true }, { cookie: support.cookie })
    expect(waiting.data.list.map((row) => row.userId)).not.toContain(third.user.id)
    const otherLine = await opsCall(t, 'serviceInbox', { lineId: 3 }, { cookie: support.cookie })
    expect(otherLine.data.list.map((row) => row.userId)).not.toContain(first.user.id)
  })

  it('refuses bad input, other roles and the signed out', async () => {
    for (const input of [{ lineId: 0 }, { lineId: 'general' }, { waitingOnly: 'yes' }])
      expect((await opsCall(t, 'serviceInbox', input as never, { cookie: support.cookie })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    const finance = await signedInStaff(t, 'finance')
    expect((await opsCall(t, 'serviceInbox', {}, { cookie: finance.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
    expect((await opsCall(t, 'serviceInbox', {})).errcode).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
  })
})

/** The chat desk's thread, replies, assignment, player context and canned replies (decision 093). */
describe('the live chat desk', () => {
  let t: TestApp
  let joy: TestStaff
  let ben: TestStaff
  let admin: TestStaff
  let finance: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    joy = await signedInStaff(t, 'support')
    // A support lead: only a lead (or admin) takes a thread from another agent (decision 105).
    ben = await signedInStaff(t, 'supportLead')
    admin = await signedInStaff(t, 'admin')
    finance = await signedInStaff(t, 'finance')
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  const send = (token: string, text: string) =>
    t.call('serviceChatSend', { lineId: LIVE_CHAT, clientMessageId: randomUUID(), text }, { token })
  const audit = async (target: string) =>
    (await opsCall(t, 'auditLog', { target }, { cookie: admin.cookie })).data.list
  const nameOf = (staff: TestStaff) => `Test support ${staff.account.split('.').at(-1) ?? ''}`

  it('shows the thread, pages back, and refuses an unknown player', async () => {
    const player = await registerPlayer(t)
    for (let index = 1; index <= 52; index++)
      await t.services.service.reply(player.user.id, 'Joy', `Answer ${index}`)
    expect((await send(player.token, 'Thanks')).errcode).toBe(0)
    const latest = await opsCall(t, 'serviceThread', { threadId: player.user.id }, { cookie: joy.cookie })
    expect(latest.errcode).toBe(0)
    expect(latest.data).toMatchObject({ threadId: player.user.id, holder: null, hasMore: true })
    expect(latest.data.playerAccount).toBeTruthy()
    expect(latest.data.messages).toHaveLength(50)
    expect(latest.data.messages.at(-1)).toMatchObject({ from: 'player', text: 'Thanks' })
    const older = await opsCall(
      t,
      'serviceThread',
      { threadId: player.user.id, before: latest.data.messages[0]?.id },
      { cookie: admin.cookie },
    )
    expect(older.data.messages.map((message) => message.text)).toEqual(['Answer 1', 'Answer 2', 'Answer 3'])
    expect(older.data.hasMore).toBe(false)
    // The desk reads nothing for the player: the answers stay unread (the red dot).
    expect(await t.services.service.unreadReply(player.user.id)).toBe(true)

    const unknown = await opsCall(t, 'serviceThread', { threadId: 99_999_999 }, { cookie: joy.cookie })
    expect(unknown.errcode).toBe(ERRORS.NOT_FOUND.code)
    expect(unknown.status).toBeLessThan(500)
  })

  it('replies as the signed-in staff: the open chat gets it at once, the thread becomes theirs, audited', async () => {
    const player = await registerPlayer(t)
    const { message: asked } = (await send(player.token, 'Where is my withdrawal?')).data
    const waiting = t.call('serviceChatWait', { afterId: asked.id }, { token: player.token })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    const replied = await opsCall(
      t,
      'serviceReply',
      { threadId: player.user.id, text: '  It is on its way.  ' },
      { cookie: joy.cookie },
    )
    expect(replied.errcode).toBe(0)
    expect(replied.data.message).toMatchObject({
      from: 'agent',
      agentName: nameOf(joy),
      text: 'It is on its way.',
    })
    expect(replied.data.holder).toMatchObject({
      account: joy.account,
      name: nameOf(joy),
      assignedBy: joy.account,
    })
    const answer = await waiting
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(answer.data.messages).toMatchObject([
      { from: 'agent', agentName: nameOf(joy), text: 'It is on its way.' },
    ])

    const inbox = await opsCall(t, 'serviceInbox', {}, { cookie: ben.cookie })
    expect(inbox.data.list.find((row) => row.threadId === player.user.id)).toMatchObject({
      unread: 0,
      holder: { account: joy.account, name: nameOf(joy) },
    })
    expect(await audit(`chat:${player.user.id}`)).toMatchObject([
      {
        action: 'service.reply',
        staff: joy.account,
        before: { holder: null },
        after: { holder: joy.account, messageId: replied.data.message.id, text: 'It is on its way.' },
      },
    ])
  })

  it('a reply that comes while the chat is closed lights the player’s red dot', async () => {
    const player = await registerPlayer(t)
    expect((await send(player.token, 'Hello?')).errcode).toBe(0)
    expect(await t.services.service.unreadReply(player.user.id)).toBe(false)
    expect(
      (await opsCall(t, 'serviceReply', { threadId: player.user.id, text: 'Hi!' }, { cookie: admin.cookie }))
        .errcode,
    ).toBe(0)
    expect(await t.services.service.unreadReply(player.user.id)).toBe(true)
  })

  it('a thread another agent holds is refused until taken over; take and hand over are audited', async () => {
    const player = await registerPlayer(t)
    const threadId = player.user.id
    expect((await send(player.token, 'My bonus?')).errcode).toBe(0)
    const taken = await opsCall(t, 'serviceTake', { threadId }, { cookie: joy.cookie })
    expect(taken.data.holder).toMatchObject({ account: joy.account })
    // Taking it again changes nothing and writes nothing more.
    expect((await opsCall(t, 'serviceTake', { threadId }, { cookie: joy.cookie })).errcode).toBe(0)

    const refused = await opsCall(t, 'serviceReply', { threadId, text: 'Let me see' }, { cookie: ben.cookie })
    expect(refused.errcode).toBe(OPS_ERRORS.SERVICE_THREAD_HELD.code)
    expect(refused.msg).toContain(joy.account)
    expect(refused.data).toMatchObject({ holder: { account: joy.account } })
    const noTake = await opsCall(t, 'serviceTake', { threadId }, { cookie: ben.cookie })
    expect(noTake.errcode).toBe(OPS_ERRORS.SERVICE_THREAD_HELD.code)
    const noHandOver = await opsCall(
      t,
      'serviceHandOver',
      { threadId, toAccount: admin.account },
      { cookie: ben.cookie },
    )
    expect(noHandOver.errcode).toBe(OPS_ERRORS.SERVICE_THREAD_HELD.code)
    expect(
      (await opsCall(t, 'serviceThread', { threadId }, { cookie: ben.cookie })).data.messages,
    ).toHaveLength(1)

    const takenOver = await opsCall(t, 'serviceTake', { threadId, takeOver: true }, { cookie: ben.cookie })
    expect(takenOver.data.holder).toMatchObject({ account: ben.account })
    expect(
      (await opsCall(t, 'serviceReply', { threadId, text: 'Here it is' }, { cookie: ben.cookie })).errcode,
    ).toBe(0)
    expect(
      (await opsCall(t, 'serviceReply', { threadId, text: 'Me too' }, { cookie: joy.cookie })).errcode,
    ).toBe(OPS_ERRORS.SERVICE_THREAD_HELD.code)

    const handed = await opsCall(
      t,
      'serviceHandOver',
      { threadId, toAccount: joy.account },
      { cookie: ben.cookie },
    )
    expect(handed.data.holder).toMatchObject({ account: joy.account, assignedBy: ben.account })
    expect(
      (await opsCall(t, 'serviceReply', { threadId, text: 'Back to me' }, { cookie: joy.cookie })).errcode,
    ).toBe(0)

    for (const toAccount of [finance.account, 'nobody.here', joy.account]) {
      const invalid = await opsCall(t, 'serviceHandOver', { threadId, toAccount }, { cookie: joy.cookie })
      expect(invalid.errcode, toAccount).toBe(OPS_ERRORS.SERVICE_AGENT_INVALID.code)
    }
    const entries = await audit(`chat:${threadId}`)
    expect(
      entries
        .map((entry) => [
          entry.action,
          entry.staff,
          entry.before,
          (entry.after as { holder?: string } | null)?.holder,
        ])
        .reverse()
        .filter(([action]) => action !== 'service.reply'),
    ).toEqual([
      ['service.take', joy.account, { holder: null }, joy.account],
      ['service.takeover', ben.account, { holder: joy.account }, ben.account],
      ['service.handover', ben.account, { holder: ben.account }, joy.account],
    ])

    // The operator's CLI holds nothing, but does not answer a held chat unknowingly either.
    const lines: string[] = []
    const cli = (...argv: string[]) => runAdminCommand(t.services, argv, (line) => lines.push(line))
    expect(await cli('service:reply', String(threadId), '--as', 'Ops', 'From the terminal')).toBe(false)
    expect(lines.join('\n')).toContain(`holds this chat in the console`)
    expect(await cli('service:reply', String(threadId), '--anyway', '--as', 'Ops', 'From the terminal')).toBe(
      true,
    )
    expect(await cli('service:thread', String(threadId))).toBe(true)
    expect(lines.join('\n')).toContain(`Held in the console by ${nameOf(joy)} (${joy.account})`)
    expect(lines.join('\n')).toContain('Ops: From the terminal')

    const agents = await opsCall(t, 'serviceAgents', {}, { cookie: joy.cookie })
    const accounts = agents.data.list.map((agent) => agent.account)
    expect(accounts).toEqual(expect.arrayContaining([joy.account, ben.account, admin.account]))
    expect(accounts).not.toContain(finance.account)
  })

  it('two agents replying to a new thread at once: one holds it, the other is refused', async () => {
    const player = await registerPlayer(t)
    expect((await send(player.token, 'Anyone?')).errcode).toBe(0)
    const answers = await Promise.all(
      [joy, ben].map((staff) =>
        opsCall(t, 'serviceReply', { threadId: player.user.id, text: 'Hi' }, { cookie: staff.cookie }),
      ),
    )
    expect(answers.map((answer) => answer.errcode).sort()).toEqual([0, OPS_ERRORS.SERVICE_THREAD_HELD.code])
    const thread = await opsCall(t, 'serviceThread', { threadId: player.user.id }, { cookie: joy.cookie })
    expect(thread.data.messages.filter((message) => message.from === 'agent')).toHaveLength(1)
  })

  it('shows the player beside the thread, read from the players desk and feedback', async () => {
    const player = await registerPlayer(t)
    const ticket = await t.call(
      'addFeedback',
      { category: 'withdrawal', text: 'My withdrawal has not arrived.', images: [] },
      { token: player.token },
    )
    expect(ticket.errcode).toBe(0)
    const context = await opsCall(t, 'serviceContext', { threadId: player.user.id }, { cookie: joy.cookie })
    expect(context.errcode).toBe(0)
    expect(context.data).toMatchObject({
      userId: player.user.id,
      vipLevel: 0,
      kyc: 'none',
      deposits: [],
      withdrawals: [],
      openTickets: [{ id: ticket.data.id, category: 'withdrawal', state: 'open' }],
    })
    expect(typeof context.data.balances).toBe('object')
    expect(
      (await opsCall(t, 'serviceContext', { threadId: 99_999_999 }, { cookie: joy.cookie })).errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
  })

  it('canned replies: admin creates, edits and deletes them (audited), support lists them', async () => {
    const created = await opsCall(
      t,
      'serviceCannedSave',
      { title: 'Greeting', textEn: 'Hello! How can I help?', textFil: 'Kumusta! Paano kita matutulungan?' },
      { cookie: admin.cookie },
    )
    expect(created.errcode).toBe(0)
    const id = created.data.id
    const edited = await opsCall(
      t,
      'serviceCannedSave',
      { id, title: 'Greeting', textEn: 'Hi! How can I help?', textFil: 'Kumusta! Paano kita matutulungan?' },
      { cookie: admin.cookie },
    )
    expect(edited.data).toMatchObject({ id, textEn: 'Hi! How can I help?', updatedBy: admin.account })
    const listed = await opsCall(t, 'serviceCannedList', {}, { cookie: joy.cookie })
    expect(listed.data.list).toContainEqual(expect.objectContaining({ id, title: 'Greeting' }))

    expect(
      (
        await opsCall(
          t,
          'serviceCannedSave',
          { title: 'X', textEn: 'a', textFil: 'b' },
          { cookie: joy.cookie },
        )
      ).errcode,
    ).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    expect((await opsCall(t, 'serviceCannedDelete', { id }, { cookie: joy.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
    expect((await opsCall(t, 'serviceCannedDelete', { id }, { cookie: admin.cookie })).data).toEqual({
      deleted: true,
    })
    expect((await opsCall(t, 'serviceCannedDelete', { id }, { cookie: admin.cookie })).errcode).toBe(
      ERRORS.NOT_FOUND.code,
    )
    expect(
      (
        await opsCall(
          t,
          'serviceCannedSave',
          { id: 99_999_999, title: 'X', textEn: 'a', textFil: 'b' },
          { cookie: admin.cookie },
        )
      ).errcode,
    ).toBe(ERRORS.NOT_FOUND.code)
    expect(
      (await opsCall(t, 'serviceCannedList', {}, { cookie: joy.cookie })).data.list.map((row) => row.id),
    ).not.toContain(id)
    const entries = await audit(`canned:${id}`)
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'service.canned.create',
      'service.canned.edit',
      'service.canned.delete',
    ])
    expect(entries.find((entry) => entry.action === 'service.canned.edit')).toMatchObject({
      before: { textEn: 'Hello! How can I help?' },
      after: { textEn: 'Hi! How can I help?' },
    })
  })

  it('bad input is VALIDATION and changes nothing', async () => {
    const player = await registerPlayer(t)
    const threadId = player.user.id
    for (const [name, input] of [
      ['serviceThread', { threadId: 0 }],
      ['serviceThread', { threadId, before: -3 }],
      ['serviceReply', { threadId, text: '   ' }],
      ['serviceReply', { threadId, text: 'x'.repeat(1001) }],
      ['serviceReply', { threadId: 'me', text: 'Hi' }],
      ['serviceTake', { threadId, takeOver: 'yes' }],
      ['serviceHandOver', { threadId, toAccount: '' }],
      ['serviceContext', {}],
      ['serviceCannedSave', { title: '', textEn: 'a', textFil: 'b' }],
      ['serviceCannedSave', { title: 'A', textEn: 'a' }],
      ['serviceCannedDelete', { id: 'one' }],
    ] as const) {
      const answer = await opsCall(t, name, input as never, { cookie: admin.cookie })
      expect(answer.errcode, `${name} ${JSON.stringify(input)}`).toBe(ERRORS.VALIDATION.code)
      expect(answer.status).toBeLessThan(500)
    }
    expect((await opsCall(t, 'serviceThread', { threadId }, { cookie: admin.cookie })).data).toMatchObject({
      holder: null,
      messages: [],
    })
    const unknown = await opsCall(
      t,
      'serviceReply',
      { threadId: 99_999_999, text: 'Hi' },
      { cookie: joy.cookie },
    )
    expect(unknown.errcode).toBe(ERRORS.NOT_FOUND.code)
    const unknownTake = await opsCall(t, 'serviceTake', { threadId: 99_999_999 }, { cookie: joy.cookie })
    expect(unknownTake.errcode).toBe(ERRORS.NOT_FOUND.code)
  })

  it('refuses other roles and the signed out', async () => {
    const calls = [
      ['serviceThread', { threadId: 1 }],
      ['serviceReply', { threadId: 1, text: 'Hi' }],
      ['serviceTake', { threadId: 1 }],
      ['serviceHandOver', { threadId: 1, toAccount: joy.account }],
      ['serviceAgents', {}],
      ['serviceContext', { threadId: 1 }],
      ['serviceCannedList', {}],
      ['serviceCannedSave', { title: 'A', textEn: 'a', textFil: 'b' }],
      ['serviceCannedDelete', { id: 1 }],
    ] as const
    for (const [name, input] of calls) {
      expect((await opsCall(t, name, input as never, { cookie: finance.cookie })).errcode, name).toBe(
        OPS_ERRORS.ROLE_REFUSED.code,
      )
      expect((await opsCall(t, name, input as never)).errcode, name).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
    }
  })
})
