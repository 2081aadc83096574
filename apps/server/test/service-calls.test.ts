import { randomUUID } from 'node:crypto'

import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { openDatabase } from '../src/db/client.ts'
import { CHAT_CHANNEL, createChatNotifier } from '../src/modules/customer-service/chat-notifier.ts'
import {
  CHAT_MESSAGES_PER_MINUTE,
  createServiceChat,
} from '../src/modules/customer-service/service-chat.service.ts'
import { queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const LIVE_CHAT = 1
const VIP_HOST = 3

/**
 * Customer service over HTTP (decision 057): the lines by VIP level, Panalo's own chat (sent once per
 * client id, another player's messages never seen, the VIP line only from its level, a flood
 * refused), the long poll woken by an agent's answer, across two server instances on PostgreSQL,
 * and the operator's CLI.
 */
describe('customer service calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  /** The chat service on the same database, with waits of a second instead of 25. */
  const shortWaits = (waitMs = 1_000) =>
    createServiceChat({
      db: t.database.db,
      appConfig: async () => (await t.services.appConfig.current()).config,
      notifier: createChatNotifier(t.database),
      waitMs,
    })

  const send = (token: string, text: string, lineId = LIVE_CHAT, clientMessageId = randomUUID()) =>
    t.call('serviceChatSend', { lineId, clientMessageId, text }, { token })

  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await queryRows(t.database.db, statement))[0]?.count)
  const stored = (userId: number) =>
    count(sql`select count(*)::int as count from service_messages where user_id = ${userId}`)

  it('answers a guest the lines for everyone by sort, and the VIP line closed', async () => {
    const answer = await t.call('getCustomerServices', {})
    expect(answer.errcode).toBe(0)
    expect(answer.data.appCustomerServiceQueue.map((line) => line.name)).toEqual([
      'Live chat',
      'Email support',
    ])
    expect(answer.data.vipLine).toEqual({ vipLevel: 4, open: false, lines: [] })
  })

  it('opens the VIP line to a player once they reach its level, and only then lets them write on it', async () => {
    const { token, userId } = await player()
    expect((await t.call('getCustomerServices', {}, { token })).data.vipLine?.open).toBe(false)
    const refused = await send(token, 'I want my VIP host', VIP_HOST)
    expect(refused.errcode).toBe(ERRORS.SERVICE_LINE_CLOSED.code)
    expect(await stored(userId)).toBe(0)

    // ₱50,000 of valid turnover reaches VIP 4 (decision 026).
    await t.database.db.execute(
      sql`insert into turnover_days (user_id, day, game_type, stake, bets) values (${userId}, current_date, 'slots', 5000000, 1)`,
    )
    const vipLine = (await t.call('getCustomerServices', {}, { token })).data.vipLine
    expect(vipLine).toMatchObject({ vipLevel: 4, open: true, lines: [{ id: VIP_HOST, name: 'VIP host' }] })
    expect((await send(token, 'Hello host', VIP_HOST)).errcode).toBe(0)
  })

  it('sends a message once per client id, and lists the thread oldest first', async () => {
    const { token, userId } = await player()
    expect((await t.call('serviceChatHistory', {}, { token })).data).toEqual({ messages: [], hasMore: false })
    const clientMessageId = randomUUID()
    const first = await send(token, 'My GCash deposit has not arrived', LIVE_CHAT, clientMessageId)
    expect(first.errcode).toBe(0)
    expect(first.data.message).toMatchObject({
      from: 'player',
      agentName: null,
      text: 'My GCash deposit has not arrived',
    })
    const retried = await send(token, 'My GCash deposit has not arrived', LIVE_CHAT, clientMessageId)
    expect(retried.data.message.id).toBe(first.data.message.id)
    await send(token, 'Reference 12345')
    expect(await stored(userId)).toBe(2)
    const { messages } = (await t.call('serviceChatHistory', {}, { token })).data
    expect(messages.map((message) => message.text)).toEqual([
      'My GCash deposit has not arrived',
      'Reference 12345',
    ])
  })

  it('refuses bad input with an errcode and stores nothing', async () => {
    const { token, userId } = await player()
    for (const input of [
      { lineId: LIVE_CHAT, clientMessageId: randomUUID(), text: '   ' },
      { lineId: LIVE_CHAT, clientMessageId: randomUUID(), text: 'x'.repeat(1_001) },
      { lineId: LIVE_CHAT, clientMessageId: 'not-a-uuid', text: 'hi' },
      { lineId: 0, clientMessageId: randomUUID(), text: 'hi' },
    ]) {
      const answer = await t.call('serviceChatSend', input, { token })
      expect(answer.errcode).toBe(ERRORS.VALIDATION.code)
    }
    // A line that is not Panalo's chat (e-mail) or does not exist.
    for (const lineId of [2, 99])
      expect((await send(token, 'hi', lineId)).errcode).toBe(ERRORS.SERVICE_LINE_CLOSED.code)
    expect((await t.call('serviceChatWait', { afterId: -1 }, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    expect(await stored(userId)).toBe(0)
  })

  it('asks a signed-out visitor to log in', async () => {
    for (const answer of [
      await t.call('serviceChatHistory', {}),
      await t.call('serviceChatSend', { lineId: LIVE_CHAT, clientMessageId: randomUUID(), text: 'hi' }),
      await t.call('serviceChatWait', { afterId: 0 }),
    ])
      expect(answer.errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('never shows a player another player’s chat', async () => {
    const alice = await player()
    const bob = await player()
    await send(alice.token, 'Alice’s private question')
    // Bob's window is waiting when Alice is answered: her answer does not end his wait.
    const bobWaiting = shortWaits().wait(bob.userId, 0)
    await t.services.service.reply(alice.userId, 'Joy', 'Alice’s private answer')
    expect(await bobWaiting).toEqual({ messages: [] })
    expect((await t.call('serviceChatHistory', {}, { token: bob.token })).data.messages).toEqual([])
    expect(
      (await t.call('serviceChatWait', { afterId: 0 }, { token: alice.token })).data.messages,
    ).toHaveLength(2)
  })

  it('refuses a flood of messages', async () => {
    const { token, userId } = await player()
    for (let index = 0; index < CHAT_MESSAGES_PER_MINUTE; index++)
      expect((await send(token, `message ${index}`)).errcode).toBe(0)
    expect((await send(token, 'one too many')).errcode).toBe(ERRORS.SERVICE_CHAT_BUSY.code)
    expect(await stored(userId)).toBe(CHAT_MESSAGES_PER_MINUTE)
  })

  it('answers a waiting chat window as soon as an agent replies from the CLI', async () => {
    const { token, userId } = await player()
    const { message } = (await send(token, 'Is anyone there?')).data
    expect((await run('service:inbox')).output).toContain(`player ${userId}`)

    const started = Date.now()
    const waiting = t.call('serviceChatWait', { afterId: message.id }, { token })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const replied = await run('service:reply', String(userId), '--as', 'Joy', 'Hi!', 'How can I help?')
    expect(replied.ok).toBe(true)
    const answer = await waiting
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(answer.data.messages).toMatchObject([
      { from: 'agent', agentName: 'Joy', text: 'Hi! How can I help?' },
    ])
    // Answered: no longer waiting; the thread shows both.
    expect((await run('service:inbox')).output).not.toContain(`player ${userId} `)
    expect((await run('service:thread', String(userId))).output).toContain('Joy: Hi! How can I help?')
    // The operator reading the thread does not read it for the player; the window asking past the
    // reply does.
    const unread = () =>
      count(
        sql`select count(*)::int as count from service_messages where user_id = ${userId} and sender = 'agent' and read_at is null`,
      )
    expect(await unread()).toBe(1)
    await shortWaits().wait(userId, answer.data.messages.at(-1)?.id ?? 0)
    expect(await unread()).toBe(0)
  })

  it('raises the chat’s red dot for an agent’s unread reply, for that player only, until it is read', async () => {
    const alice = await player()
    const bob = await player()
    const dot = async (token: string) =>
      (await t.call('activityGetStatusList', {}, { token })).data.serviceReplyFlag
    await send(alice.token, 'A question')
    expect(await dot(alice.token)).toBe(false)
    await t.services.service.reply(alice.userId, 'Joy', 'An answer')
    expect(await dot(alice.token)).toBe(true)
    expect(await dot(bob.token)).toBe(false)
    // Opening the chat reads the thread, and the dot goes.
    expect((await t.call('serviceChatHistory', {}, { token: alice.token })).data.messages).toHaveLength(2)
    expect(await dot(alice.token)).toBe(false)
  })

  it('keeps a reply unread when it reaches a wait the closed window left behind, until the window asks past it', async () => {
    const { token, userId } = await player()
    const { message } = (await send(token, 'Still there?')).data
    // The window closed during its long poll: the server still holds the wait, and the reply ends it.
    // The reply ends the wait when it lands; a long bound keeps a slow commit on a busy machine from
    // ending it first (the test is about what counts as read, not about how fast a reply arrives).
    const abandoned = shortWaits(15_000).wait(userId, message.id)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await t.services.service.reply(userId, 'Joy', 'Yes, here!')
    const delivered = (await abandoned).messages
    expect(delivered).toMatchObject([{ from: 'agent', text: 'Yes, here!' }])
    // Nobody saw it: the dot stays.
    expect((await t.call('activityGetStatusList', {}, { token })).data.serviceReplyFlag).toBe(true)
    // An open window asks for what comes after it: that says it has the reply.
    const lastId = delivered.at(-1)?.id ?? 0
    expect(await shortWaits().wait(userId, lastId)).toEqual({ messages: [] })
    expect((await t.call('activityGetStatusList', {}, { token })).data.serviceReplyFlag).toBe(false)
  })

  it('keeps waiting when it is woken by an announcement that brings nothing after its message', async () => {
    const { token, userId } = await player()
    const { message } = (await send(token, 'Anyone?')).data
    const waiting = shortWaits(15_000).wait(userId, message.id)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // A late announcement of the player's own message (or a reconnect) wakes the wait with nothing new.
    await t.database.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${String(userId)})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await t.services.service.reply(userId, 'Joy', 'Here now')
    expect((await waiting).messages).toMatchObject([{ from: 'agent', text: 'Here now' }])
  })

  it('answers an empty list when nothing comes before the wait ends', async () => {
    const { userId } = await player()
    expect(await shortWaits().wait(userId, 0)).toEqual({ messages: [] })
  })

  it('serves an outside chat’s frame under its own narrow CSP, and nothing for a bad licence', async () => {
    const frame = await t.app.inject({ method: 'GET', url: '/chat-frame?licence=12345678&group=2' })
    expect(frame.statusCode).toBe(200)
    expect(frame.body).toContain('license:12345678,group:2')
    const csp = String(frame.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain('https://cdn.livechatinc.com/tracking.js')
    expect(csp).not.toContain("'unsafe-eval'")
    for (const url of ['/chat-frame', '/chat-frame?licence=abc', '/chat-frame?licence=1&group=%3Cscript%3E'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'wakes a chat waiting on another server instance (PostgreSQL LISTEN/NOTIFY)',
    async () => {
      const { userId } = await player()
      const url = t.database.url
      if (!url) throw new Error('PostgreSQL only')
      const other = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
      try {
        const otherInstance = createServiceChat({
          db: other.db,
          appConfig: async () => (await t.services.appConfig.current()).config,
          notifier: createChatNotifier(other),
        })
        const started = Date.now()
        const waiting = otherInstance.wait(userId, 0)
        await new Promise((resolve) => setTimeout(resolve, 300))
        await t.services.service.reply(userId, 'Joy', 'Answered from instance one')
        expect((await waiting).messages).toMatchObject([{ text: 'Answered from instance one' }])
        expect(Date.now() - started).toBeLessThan(10_000)
      } finally {
        await other.close()
      }
    },
  )
})
