import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ERRORS } from '@panalo/contract/errors'
import { OPS_ERRORS } from '@panalo/contract/ops/errors'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registerPlayer } from './helpers/players.ts'
import { opsCall, signedInStaff, type TestStaff } from './helpers/staff.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const screenshot = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .png()
    .toBuffer()

/** The feedback tickets desk of the console (decision 091), over HTTP. */
describe('the feedback tickets desk', () => {
  let t: TestApp
  let uploadDir: string
  let support: TestStaff
  let admin: TestStaff
  let finance: TestStaff
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'panalo-ops-feedback-'))
    t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } })
    support = await signedInStaff(t, 'support')
    admin = await signedInStaff(t, 'admin')
    finance = await signedInStaff(t, 'finance')
  }, 180_000)
  afterAll(async () => {
    await t.close()
    await rm(uploadDir, { recursive: true, force: true })
  })

  async function ticketWithImage() {
    const player = await registerPlayer(t)
    const image = await t.call(
      'uploadFeedbackImage',
      { image: (await screenshot()).toString('base64') },
      { token: player.token },
    )
    expect(image.errcode).toBe(0)
    const opened = await t.call(
      'addFeedback',
      { category: 'withdrawal', text: 'My GCash withdrawal has not arrived.', images: [image.data.id] },
      { token: player.token },
    )
    expect(opened.errcode).toBe(0)
    return { player, ticketId: opened.data.id, imageId: image.data.id }
  }

  it('queues the ticket, shows its thread and image (audited), answers and closes it; the player sees the answer with its red dot', async () => {
    const { player, ticketId, imageId } = await ticketWithImage()
    const queue = await opsCall(
      t,
      'feedbackQueue',
      { state: 'open', pageSize: 200 },
      { cookie: support.cookie },
    )
    expect(queue.errcode).toBe(0)
    expect(queue.data.list.find((row) => row.id === ticketId)).toMatchObject({
      userId: player.user.id,
      category: 'withdrawal',
      state: 'open',
      lastMessage: 'My GCash withdrawal has not arrived.',
      lastAuthor: 'player',
    })

    const shown = await opsCall(t, 'feedbackTicket', { ticketId }, { cookie: support.cookie })
    expect(shown.data.messages).toEqual([
      expect.objectContaining({
        author: 'player',
        images: [imageId],
        text: 'My GCash withdrawal has not arrived.',
      }),
    ])

    const image = await opsCall(t, 'feedbackImage', { ticketId, imageId }, { cookie: support.cookie })
    expect(image.errcode).toBe(0)
    expect(image.data.contentType).toMatch(/^image\//)
    expect((await sharp(Buffer.from(image.data.base64, 'base64')).metadata()).width).toBe(120)
    const views = await opsCall(
      t,
      'auditLog',
      { action: 'feedback.image.view', target: `feedback:${ticketId}` },
      { cookie: admin.cookie },
    )
    expect(views.data.list).toEqual([
      expect.objectContaining({
        staff: support.account,
        role: 'support',
        after: { imageId, userId: player.user.id },
      }),
    ])

    const answered = await opsCall(
      t,
      'feedbackAnswer',
      { ticketId, text: 'We sent it again today.' },
      { cookie: support.cookie },
    )
    expect(answered.data).toMatchObject({ state: 'answered', lastAuthor: 'operator' })
    const list = await t.call('feedbackList', {}, { token: player.token })
    expect(list.data.list[0]).toMatchObject({ id: ticketId, state: 'answered', unread: true })
    const detail = await t.call('feedbackDetail', { id: ticketId }, { token: player.token })
    expect(detail.data.messages.at(-1)).toMatchObject({ author: 'operator', text: 'We sent it again today.' })

    const closed = await opsCall(t, 'feedbackClose', { ticketId }, { cookie: admin.cookie })
    expect(closed.data).toMatchObject({ state: 'closed', closedBy: admin.account })
    const audit = await opsCall(t, 'auditLog', { target: `feedback:${ticketId}` }, { cookie: admin.cookie })
    expect(audit.data.list.map((row) => row.action).sort()).toEqual([
      'feedback.answer',
      'feedback.close',
      'feedback.image.view',
    ])
    const answerAudit = audit.data.list.find((row) => row.action === 'feedback.answer')
    expect(answerAudit).toMatchObject({
      staff: support.account,
      before: { state: 'open' },
      after: { state: 'answered', text: 'We sent it again today.' },
    })
  })

  it('answering a closed ticket is FEEDBACK_CLOSED and changes nothing', async () => {
    const { ticketId } = await ticketWithImage()
    expect((await opsCall(t, 'feedbackClose', { ticketId }, { cookie: support.cookie })).errcode).toBe(0)
    const late = await opsCall(
      t,
      'feedbackAnswer',
      { ticketId, text: 'Too late?' },
      { cookie: support.cookie },
    )
    expect(late.errcode).toBe(ERRORS.FEEDBACK_CLOSED.code)
    expect(late.status).toBeLessThan(500)
    const shown = await opsCall(t, 'feedbackTicket', { ticketId }, { cookie: support.cookie })
    expect(shown.data.messages).toHaveLength(1)
    const audit = await opsCall(
      t,
      'auditLog',
      { action: 'feedback.answer', target: `feedback:${ticketId}` },
      { cookie: admin.cookie },
    )
    expect(audit.data.list).toEqual([])
  })

  it('bad input is errcode VALIDATION (422) and changes nothing', async () => {
    const { ticketId, imageId } = await ticketWithImage()
    for (const [name, input] of [
      ['feedbackAnswer', { ticketId, text: '   ' }],
      ['feedbackAnswer', { ticketId, text: 'x'.repeat(1001) }],
      ['feedbackAnswer', { ticketId: 'one', text: 'Hello' }],
      ['feedbackClose', { ticketId: -1 }],
      ['feedbackTicket', {}],
      ['feedbackImage', { ticketId, imageId: '../../etc/passwd' }],
      ['feedbackQueue', { state: 'lost' }],
      ['feedbackQueue', { pageSize: 1000 }],
    ] as const) {
      const answer = await opsCall(t, name, input as never, { cookie: support.cookie })
      expect(answer.errcode, `${name} ${JSON.stringify(input)}`).toBe(ERRORS.VALIDATION.code)
      expect(answer.status).toBeLessThan(500)
    }
    const shown = await opsCall(t, 'feedbackTicket', { ticketId }, { cookie: support.cookie })
    expect(shown.data.ticket.state).toBe('open')
    expect(shown.data.messages[0]?.images).toEqual([imageId])
  })

  it('an unknown ticket is FEEDBACK_NOT_FOUND; an image not in the ticket is UPLOAD_NOT_FOUND', async () => {
    const first = await ticketWithImage()
    const second = await ticketWithImage()
    for (const [name, input] of [
      ['feedbackTicket', { ticketId: 99_999_999 }],
      ['feedbackAnswer', { ticketId: 99_999_999, text: 'Hello' }],
      ['feedbackClose', { ticketId: 99_999_999 }],
      ['feedbackImage', { ticketId: 99_999_999, imageId: first.imageId }],
    ] as const) {
      const answer = await opsCall(t, name, input as never, { cookie: support.cookie })
      expect(answer.errcode, name).toBe(ERRORS.FEEDBACK_NOT_FOUND.code)
      expect(answer.status).toBeLessThan(500)
    }
    // Another ticket's image is not read through this one.
    const elsewhere = await opsCall(
      t,
      'feedbackImage',
      { ticketId: first.ticketId, imageId: second.imageId },
      { cookie: support.cookie },
    )
    expect(elsewhere.errcode).toBe(ERRORS.UPLOAD_NOT_FOUND.code)
  })

  it('refuses other roles and the signed out, and changes nothing', async () => {
    const { ticketId, imageId } = await ticketWithImage()
    for (const cookie of [finance.cookie, (await signedInStaff(t, 'kyc')).cookie, undefined]) {
      for (const [name, input] of [
        ['feedbackQueue', {}],
        ['feedbackTicket', { ticketId }],
        ['feedbackImage', { ticketId, imageId }],
        ['feedbackAnswer', { ticketId, text: 'Not mine to answer' }],
        ['feedbackClose', { ticketId }],
      ] as const) {
        const answer = await opsCall(t, name, input as never, { cookie })
        expect(answer.errcode).toBe(cookie ? OPS_ERRORS.ROLE_REFUSED.code : OPS_ERRORS.STAFF_SIGNED_OUT.code)
        expect(answer.data).toBeNull()
      }
    }
    const shown = await opsCall(t, 'feedbackTicket', { ticketId }, { cookie: support.cookie })
    expect(shown.data.ticket.state).toBe('open')
    expect(shown.data.messages).toHaveLength(1)
  })
})
