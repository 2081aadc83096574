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

const card = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer()

/** The KYC desk of the console (decision 067), over HTTP. */
describe('the KYC desk', () => {
  let t: TestApp
  let uploadDir: string
  let reviewer: TestStaff
  let admin: TestStaff
  let finance: TestStaff
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'panalo-ops-kyc-'))
    t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } })
    reviewer = await signedInStaff(t, 'kyc')
    admin = await signedInStaff(t, 'admin')
    finance = await signedInStaff(t, 'finance')
  })
  afterAll(async () => {
    await t.close()
    await rm(uploadDir, { recursive: true, force: true })
  })

  let serial = 5000
  async function send(token: string) {
    const ids: string[] = []
    for (const color of [
      { r: 20, g: 90, b: 180 },
      { r: 220, g: 220, b: 220 },
      { r: 240, g: 190, b: 150 },
    ]) {
      const answer = await t.call('uploadKyc', { image: (await card(color)).toString('base64') }, { token })
      expect(answer.errcode).toBe(0)
      ids.push(answer.data.id)
    }
    const [front, back, selfie] = ids as [string, string, string]
    serial += 1
    const sent = await t.call(
      'addKyc',
      {
        idType: 'philsys',
        idNumber: `4321-5678-9012-${serial}`,
        fullName: 'Maria Clara Santos',
        birthDate: '1992-08-21',
        front,
        back,
        selfie,
      },
      { token },
    )
    expect(sent.errcode).toBe(0)
    const queue = await opsCall(
      t,
      'kycQueue',
      { state: 'pending', pageSize: 200 },
      { cookie: reviewer.cookie },
    )
    const row = queue.data.list.find((candidate) => candidate.idNumber === `4321-5678-9012-${serial}`)
    if (!row) throw new Error('not in the queue')
    return row
  }

  it('shows each photo to the kyc role, every view audited; refuses them to other roles', async () => {
    const player = await registerPlayer(t)
    const row = await send(player.token)
    expect(row).toMatchObject({
      state: 'pending',
      fullName: 'Maria Clara Santos',
      sides: ['front', 'back', 'selfie'],
    })

    const front = await opsCall(t, 'kycPhoto', { id: row.id, side: 'front' }, { cookie: reviewer.cookie })
    expect(front.errcode).toBe(0)
    const image = await sharp(Buffer.from(front.data.base64, 'base64')).metadata()
    expect(image.width).toBeGreaterThan(0)
    expect(front.data.contentType).toMatch(/^image\//)

    for (const other of [finance, await signedInStaff(t, 'support'), await signedInStaff(t, 'risk')]) {
      const refused = await opsCall(t, 'kycPhoto', { id: row.id, side: 'front' }, { cookie: other.cookie })
      expect(refused.errcode).toBe(OPS_ERRORS.ROLE_REFUSED.code)
      expect(refused.data).toBeNull()
    }
    const views = await opsCall(
      t,
      'auditLog',
      { action: 'kyc.view', target: `kyc:${row.id}` },
      { cookie: admin.cookie },
    )
    expect(views.data.list).toEqual([
      expect.objectContaining({
        staff: reviewer.account,
        role: 'kyc',
        after: { side: 'front', userId: player.user.id },
      }),
    ])
    const missing = await opsCall(
      t,
      'kycPhoto',
      { id: 99_999_999, side: 'front' },
      { cookie: reviewer.cookie },
    )
    expect(missing.errcode).toBe(ERRORS.KYC_NOT_FOUND.code)
  })

  it('refuses with a reason the player reads, then approves the documents sent again', async () => {
    const player = await registerPlayer(t)
    const first = await send(player.token)
    const short = await opsCall(t, 'kycRefuse', { id: first.id, reason: 'no' }, { cookie: reviewer.cookie })
    expect(short.errcode).toBe(ERRORS.VALIDATION.code)
    const refused = await opsCall(
      t,
      'kycRefuse',
      { id: first.id, reason: 'The selfie is too dark to compare' },
      { cookie: reviewer.cookie },
    )
    expect(refused.data).toMatchObject({ state: 'refused', reviewedBy: reviewer.account })
    const status = await t.call('kyc', {}, { token: player.token })
    expect(status.data).toMatchObject({ state: 'refused', refuseReason: 'The selfie is too dark to compare' })
    const twice = await opsCall(t, 'kycApprove', { id: first.id }, { cookie: reviewer.cookie })
    expect(twice.errcode).not.toBe(0)

    const second = await send(player.token)
    const approved = await opsCall(t, 'kycApprove', { id: second.id }, { cookie: admin.cookie })
    expect(approved.data).toMatchObject({ state: 'approved', reviewedBy: admin.account })
    expect((await t.call('kyc', {}, { token: player.token })).data).toMatchObject({ state: 'approved' })
    const audit = await opsCall(t, 'auditLog', { target: `kyc:${second.id}` }, { cookie: admin.cookie })
    expect(audit.data.list[0]).toMatchObject({ action: 'kyc.approve', staff: admin.account })
  })
})
