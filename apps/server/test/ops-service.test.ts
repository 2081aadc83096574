import { randomUUID } from 'node:crypto'

import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
