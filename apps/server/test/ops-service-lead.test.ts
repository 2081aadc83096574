import { randomUUID } from 'node:crypto'

import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const LIVE_CHAT = 1

/** The support lead role, releasing a thread and the support report (decision 105), over HTTP. */
describe('support lead and release', () => {
  let t: TestApp
  let joy: TestStaff
  let ben: TestStaff
  let lead: TestStaff
  let admin: TestStaff
  let marketing: TestStaff
  beforeAll(async () => {
    t = await createTestApp()
    joy = await signedInStaff(t, 'support')
    ben = await signedInStaff(t, 'support')
    lead = await signedInStaff(t, 'supportLead')
    admin = await signedInStaff(t, 'admin')
    marketing = await signedInStaff(t, 'marketing')
  }, 180_000)
  afterAll(() => t.close())

  const waitingThread = async () => {
    const player = await registerPlayer(t)
    const sent = await t.call(
      'serviceChatSend',
      { lineId: LIVE_CHAT, clientMessageId: randomUUID(), text: 'Hello?' },
      { token: player.token },
    )
    expect(sent.errcode).toBe(0)
    return player.user.id
  }
  const audit = async (target: string) =>
    (await opsCall(t, 'auditLog', { target }, { cookie: admin.cookie })).data.list

  it('a support lead does what support does, and is offered in the hand-over list', async () => {
    const threadId = await waitingThread()
    expect((await opsCall(t, 'serviceInbox', {}, { cookie: lead.cookie })).errcode).toBe(0)
    expect((await opsCall(t, 'serviceContext', { threadId }, { cookie: lead.cookie })).errcode).toBe(0)
    const reply = await opsCall(t, 'serviceReply', { threadId, text: 'Lead here' }, { cookie: lead.cookie })
    expect(reply.data.holder).toMatchObject({ account: lead.account })
    const agents = (await opsCall(t, 'serviceAgents', {}, { cookie: joy.cookie })).data.list
    expect(agents.map((agent) => agent.account)).toContain(lead.account)
    // The lead sees only what support sees beyond its own: not marketing's desks.
    expect((await opsCall(t, 'activityList', {}, { cookie: lead.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
  })

  it('support cannot take or hand on another agent’s thread; a lead can', async () => {
    const threadId = await waitingThread()
    expect((await opsCall(t, 'serviceTake', { threadId }, { cookie: joy.cookie })).errcode).toBe(0)
    for (const [name, input] of [
      ['serviceTake', { threadId, takeOver: true }],
      ['serviceHandOver', { threadId, toAccount: ben.account, takeOver: true }],
    ] as const) {
      const refused = await opsCall(t, name, input, { cookie: ben.cookie })
      expect(refused.errcode, name).toBe(OPS_ERRORS.ROLE_REFUSED.code)
    }
    expect(
      (await opsCall(t, 'serviceThread', { threadId }, { cookie: ben.cookie })).data.holder,
    ).toMatchObject({
      account: joy.account,
    })
    // Her own thread support may hand on.
    const handed = await opsCall(
      t,
      'serviceHandOver',
      { threadId, toAccount: ben.account },
      { cookie: joy.cookie },
    )
    expect(handed.data.holder).toMatchObject({ account: ben.account })

    const reassigned = await opsCall(
      t,
      'serviceHandOver',
      { threadId, toAccount: joy.account, takeOver: true },
      { cookie: lead.cookie },
    )
    expect(reassigned.data.holder).toMatchObject({ account: joy.account, assignedBy: lead.account })
    const taken = await opsCall(t, 'serviceTake', { threadId, takeOver: true }, { cookie: lead.cookie })
    expect(taken.data.holder).toMatchObject({ account: lead.account })
    expect((await audit(`chat:${threadId}`)).slice(0, 2)).toMatchObject([
      { action: 'service.takeover', staff: lead.account, before: { holder: joy.account } },
      { action: 'service.handover', staff: lead.account, before: { holder: ben.account } },
    ])
  })

  it('an agent releases a thread they hold back to the queue, audited; another’s is refused unless a lead', async () => {
    const threadId = await waitingThread()
    await opsCall(t, 'serviceTake', { threadId }, { cookie: joy.cookie })
    const notHers = await opsCall(t, 'serviceRelease', { threadId }, { cookie: ben.cookie })
    expect(notHers.errcode).toBe(OPS_ERRORS.SERVICE_THREAD_HELD.code)

    const released = await opsCall(t, 'serviceRelease', { threadId }, { cookie: joy.cookie })
    expect(released.errcode).toBe(0)
    expect(released.data.holder).toBeNull()
    const inbox = (await opsCall(t, 'serviceInbox', {}, { cookie: ben.cookie })).data.list
    expect(inbox.find((row) => row.threadId === threadId)?.holder).toBeNull()
    const [entry] = await audit(`chat:${threadId}`)
    expect(entry).toMatchObject({
      action: 'service.release',
      staff: joy.account,
      before: { holder: joy.account },
      after: { holder: null },
    })
    // Back in the queue: anyone takes it without taking it over; releasing nobody's thread writes nothing.
    const entries = (await audit(`chat:${threadId}`)).length
    expect((await opsCall(t, 'serviceRelease', { threadId }, { cookie: ben.cookie })).errcode).toBe(0)
    expect(await audit(`chat:${threadId}`)).toHaveLength(entries)
    expect((await opsCall(t, 'serviceTake', { threadId }, { cookie: ben.cookie })).errcode).toBe(0)
    const byLead = await opsCall(t, 'serviceRelease', { threadId }, { cookie: lead.cookie })
    expect(byLead.data.holder).toBeNull()
    expect((await audit(`chat:${threadId}`))[0]).toMatchObject({
      action: 'service.release',
      staff: lead.account,
      before: { holder: ben.account },
    })
  })

  it('release refuses bad input, an unknown player, other roles and the signed out', async () => {
    for (const input of [{}, { threadId: 0 }, { threadId: 'one' }])
      expect((await opsCall(t, 'serviceRelease', input, { cookie: joy.cookie })).errcode).toBe(
        ERRORS.VALIDATION.code,
      )
    const unknown = await opsCall(t, 'serviceRelease', { threadId: 99_999_999 }, { cookie: joy.cookie })
    expect(unknown.errcode).toBe(ERRORS.NOT_FOUND.code)
    const threadId = await waitingThread()
    expect((await opsCall(t, 'serviceRelease', { threadId }, { cookie: marketing.cookie })).errcode).toBe(
      OPS_ERRORS.ROLE_REFUSED.code,
    )
    expect((await opsCall(t, 'serviceRelease', { threadId })).errcode).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
  })

  it('the support report shows what each agent holds and the queue, to a lead and admin only', async () => {
    const held = await waitingThread()
    await opsCall(t, 'serviceTake', { threadId: held }, { cookie: ben.cookie })
    await waitingThread()
    const report = await opsCall(t, 'serviceReport', {}, { cookie: lead.cookie })
    expect(report.errcode).toBe(0)
    const benRow = report.data.agents.find((row) => row.account === ben.account)
    expect(benRow?.held).toBeGreaterThanOrEqual(1)
    expect(benRow?.waiting).toBeGreaterThanOrEqual(1)
    expect(benRow?.oldestWaitingSince).toMatch(/^\d{4}-/)
    expect(report.data.unheld.waiting).toBeGreaterThanOrEqual(1)
    expect((await opsCall(t, 'serviceReport', {}, { cookie: admin.cookie })).errcode).toBe(0)
    for (const staff of [joy, marketing])
      expect((await opsCall(t, 'serviceReport', {}, { cookie: staff.cookie })).errcode).toBe(
        OPS_ERRORS.ROLE_REFUSED.code,
      )
    expect((await opsCall(t, 'serviceReport', { extra: 1 }, { cookie: lead.cookie })).status).toBeLessThan(
      500,
    )
    expect((await opsCall(t, 'serviceReport', {})).errcode).toBe(OPS_ERRORS.STAFF_SIGNED_OUT.code)
  })
})
