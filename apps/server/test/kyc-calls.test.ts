import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { CallInput, CallName } from '@panalo/contract/call-map'
import { ERRORS } from '@panalo/contract/errors'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { deposits } from '../src/db/schema/deposits.ts'
import { kycSubmissions } from '../src/db/schema/kyc.ts'
import { mails } from '../src/db/schema/mail.ts'
import { uploads } from '../src/db/schema/uploads.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { endAccountHolds, fundPlayer, requestId } from './helpers/wallet.ts'

const card = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer()

/**
 * Identity verification over HTTP (decision 056): the photos uploaded hardened as kind `kyc`, the
 * sending, the state none → pending → refused with a reason → resubmitted → approved, reviewed from the
 * CLI, mailed, verifying `hasKyc`, the newcomer task and withdrawals when the setting asks for it.
 */
describe('identity verification calls', () => {
  let t: TestApp
  let uploadDir: string
  let outDir: string
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'panalo-kyc-uploads-'))
    outDir = await mkdtemp(path.join(tmpdir(), 'panalo-kyc-out-'))
    t = await createTestApp({ env: { UPLOAD_DIR: uploadDir }, kycRequired: true })
  })
  afterAll(async () => {
    await t.close()
    await rm(uploadDir, { recursive: true, force: true })
    await rm(outDir, { recursive: true, force: true })
  })

  async function run(...argv: string[]) {
    const lines: string[] = []
    const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
    return { ok, output: lines.join('\n') }
  }

  async function player() {
    const session = await registerPlayer(t)
    return { token: session.token, userId: session.user.id }
  }

  async function upload(bytes: Buffer, token: string) {
    return t.call('uploadKyc', { image: bytes.toString('base64') }, { token })
  }

  async function photos(token: string) {
    const ids = []
    for (const color of [
      { r: 20, g: 90, b: 180 },
      { r: 220, g: 220, b: 220 },
      { r: 240, g: 190, b: 150 },
    ]) {
      const answer = await upload(await card(color), token)
      expect(answer.errcode).toBe(0)
      ids.push(answer.data.id)
    }
    const [front, back, selfie] = ids as [string, string, string]
    return { front, back, selfie }
  }

  let idSerial = 1000
  /** An ID's details with the given photos (fresh ones when none are given). */
  async function details(
    token: string,
    change: Partial<CallInput<'addKyc'>> = {},
    uploaded?: { front: string; back: string; selfie: string },
  ) {
    idSerial += 1
    return {
      idType: 'philsys' as const,
      idNumber: `1234-5678-9012-${idSerial}`,
      fullName: 'Juan Dela Cruz',
      birthDate: '1990-03-14',
      ...(uploaded ?? (await photos(token))),
      ...change,
    }
  }

  const submissionsOf = (userId: number) =>
    t.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId))

  it('goes none → pending → refused with a reason → resubmitted → approved; mails, hasKyc, the task and a withdrawal follow', async () => {
    const { token, userId } = await player()
    expect((await t.call('kyc', {}, { token })).data).toMatchObject({ state: 'none', resubmitted: false })
    expect((await t.call('refreshData', {}, { token })).data.hasKyc).toBe(false)

    const sent = await t.call('addKyc', await details(token, { idNumber: '1234-5678-9012-3456' }), { token })
    expect(sent).toMatchObject({
      errcode: 0,
      data: {
        state: 'pending',
        resubmitted: false,
        idType: 'philsys',
        idNumberEnd: '3456',
        refuseReason: null,
      },
    })
    const [first] = await submissionsOf(userId)
    if (!first) throw new Error('no submission')
    expect((await run('kyc:list')).output).toContain(`#${first.id}  user ${userId}  philsys`)

    // The operator looks at the photos: written to a folder, owner-only.
    const folder = path.join(outDir, `kyc-${first.id}`)
    const shown = await run('kyc:show', String(first.id), '--out', folder)
    expect(shown.ok).toBe(true)
    expect(shown.output).toContain('ID: philsys 1234-5678-9012-3456')
    expect(shown.output).toMatch(/Born: 1990-03-14 \(\d+ years old\)/)
    expect((await readdir(folder)).sort()).toEqual(['back.png', 'front.png', 'selfie.png'])
    expect((await sharp(await readFile(path.join(folder, 'front.png'))).metadata()).width).toBe(320)

    // Withdrawals wait for the identity.
    await fundPlayer(t.database.db, userId, 500_00, `kyc-fund:${userId}`)
    expect(
      (await t.call('addBankInfo', { bankId: 1, accountNumber: '0917 555 0101' }, { token })).errcode,
    ).toBe(0)
    await endAccountHolds(t.database.db, userId)
    const withdraw = () =>
      t.call('exchange', { requestId: requestId('kyc'), bankId: 1, amount: 100_00 }, { token })
    expect((await withdraw()).errcode).toBe(ERRORS.KYC_REQUIRED.code)
    expect((await t.call('getExchange', {}, { token })).data).toMatchObject({
      kycRequired: true,
      kycVerified: false,
    })

    expect((await run('kyc:refuse', String(first.id))).ok).toBe(false)
    const refused = await run('kyc:refuse', String(first.id), '--reason', 'The selfie is too dark to compare')
    expect(refused.ok).toBe(true)
    expect((await t.call('kyc', {}, { token })).data).toMatchObject({
      state: 'refused',
      refuseReason: 'The selfie is too dark to compare',
    })
    expect((await run('kyc:approve', String(first.id))).output).toMatch(/already reviewed|refused/)

    const again = await t.call('addKyc', await details(token, { idNumber: '1234 5678 9012 3456' }), { token })
    expect(again.data).toMatchObject({ state: 'pending', resubmitted: true, refuseReason: null })
    const second = (await submissionsOf(userId)).find((row) => row.state === 'pending')
    if (!second) throw new Error('no resubmission')
    expect((await run('kyc:approve', String(second.id))).output).toBe(
      `Approved documents ${second.id}: user ${userId} is verified`,
    )
    expect((await t.call('kyc', {}, { token })).data).toMatchObject({ state: 'approved', resubmitted: true })
    expect((await t.call('refreshData', {}, { token })).data.hasKyc).toBe(true)
    expect(
      await t.database.db
        .select({ kind: mails.kind, params: mails.params })
        .from(mails)
        .where(eq(mails.userId, userId)),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'kycRefused', params: { reason: 'The selfie is too dark to compare' } },
        { kind: 'kycApproved', params: {} },
      ]),
    )

    const tasks = await t.call('getTaskUser', {}, { token })
    expect(tasks.data.tasks.find((entry) => entry.task.kind === 'verifyIdentity')).toMatchObject({
      state: 'claimable',
      progress: 1,
    })
    expect((await withdraw()).errcode).toBe(0)
    expect((await t.call('addKyc', await details(token), { token })).errcode).toBe(
      ERRORS.KYC_ALREADY_APPROVED.code,
    )
  })

  it('with deposits gated by the operator: refused until approved, writing nothing, then opened', async () => {
    expect((await run('deposits:settings')).output).toBe('KYC before deposits: off')
    expect((await run('deposits:settings', '--kyc', 'maybe')).ok).toBe(false)
    expect((await run('deposits:settings', '--kyc', 'on')).output).toBe('KYC before deposits: on')
    try {
      const { token, userId } = await player()
      const deposit = () => t.call('rechargeCreate', { rechargeTypeId: 1, amount: 500_00 }, { token })
      const depositsOf = async () =>
        (await t.database.db.select().from(deposits).where(eq(deposits.userId, userId))).length
      expect((await t.call('rechargeTradeInfo', {}, { token })).data).toMatchObject({
        kycRequired: true,
        kycVerified: false,
      })
      expect((await deposit()).errcode).toBe(ERRORS.KYC_REQUIRED_FOR_DEPOSIT.code)
      // Waiting for review is not verified yet.
      expect((await t.call('addKyc', await details(token), { token })).errcode).toBe(0)
      const [sent] = await submissionsOf(userId)
      if (!sent) throw new Error('no submission')
      const refused = await deposit()
      expect(refused).toMatchObject({
        errcode: ERRORS.KYC_REQUIRED_FOR_DEPOSIT.code,
        msg: 'Verify your identity (KYC) before depositing.',
      })
      expect(await depositsOf()).toBe(0)

      expect((await run('kyc:approve', String(sent.id))).ok).toBe(true)
      expect((await t.call('rechargeTradeInfo', {}, { token })).data).toMatchObject({
        kycRequired: true,
        kycVerified: true,
      })
      expect((await deposit()).errcode).toBe(0)
      expect(await depositsOf()).toBe(1)
    } finally {
      await run('deposits:settings', '--kyc', 'off')
    }
    // Off, a player with no identity deposits as before.
    const other = await player()
    expect(
      (await t.call('rechargeCreate', { rechargeTypeId: 1, amount: 500_00 }, { token: other.token })).errcode,
    ).toBe(0)
  })

  it('refuses bad input with an errcode and writes nothing', async () => {
    const { token, userId } = await player()
    const uploaded = await photos(token)
    const cases: [Partial<CallInput<'addKyc'>>, number][] = [
      [{ birthDate: '2010-01-01' }, ERRORS.KYC_UNDER_AGE.code],
      [{ birthDate: '1990-02-30' }, ERRORS.VALIDATION.code],
      [{ birthDate: '14/03/1990' }, ERRORS.VALIDATION.code],
      [{ idType: 'barangay' as never }, ERRORS.VALIDATION.code],
      [{ idNumber: '12' }, ERRORS.VALIDATION.code],
      [{ idNumber: '<script>1</script>' }, ERRORS.VALIDATION.code],
      [{ fullName: 'J' }, ERRORS.VALIDATION.code],
      [{ back: undefined }, ERRORS.VALIDATION.code],
      [{ front: 'not-an-id' }, ERRORS.VALIDATION.code],
    ]
    for (const [change, errcode] of cases) {
      const answer = await t.call('addKyc', await details(token, change, uploaded), { token })
      expect(answer.errcode, JSON.stringify(change)).toBe(errcode)
    }
    // A day short of 21 in Manila is under age; a passport needs no back.
    expect(await submissionsOf(userId)).toEqual([])
    const passport = await t.call('addKyc', await details(token, { idType: 'passport', back: undefined }), {
      token,
    })
    expect(passport.data).toMatchObject({ state: 'pending', idType: 'passport' })
    expect((await t.call('addKyc', await details(token), { token })).errcode).toBe(ERRORS.KYC_PENDING.code)
    expect(await submissionsOf(userId)).toHaveLength(1)
  })

  it("refuses another player's KYC photos, and a feedback image in their place", async () => {
    const owner = await player()
    const other = await player()
    const ownerPhotos = await photos(owner.token)
    // Another player's photos cannot be sent, and no call serves a KYC photo, not even to its owner.
    const stolen = await t.call('addKyc', await details(other.token, ownerPhotos), { token: other.token })
    expect(stolen.errcode).toBe(ERRORS.UPLOAD_NOT_FOUND.code)
    for (const token of [other.token, owner.token])
      expect((await t.call('feedbackImage', { id: ownerPhotos.front }, { token })).errcode).toBe(
        ERRORS.UPLOAD_NOT_FOUND.code,
      )
    const feedbackImage = await t.call(
      'uploadFeedbackImage',
      { image: (await card({ r: 1, g: 2, b: 3 })).toString('base64') },
      { token: other.token },
    )
    const mixed = await t.call('addKyc', await details(other.token, { selfie: feedbackImage.data.id }), {
      token: other.token,
    })
    expect(mixed.errcode).toBe(ERRORS.UPLOAD_NOT_FOUND.code)
    expect(await submissionsOf(other.userId)).toEqual([])
    // Sent by their owner, the photos are used once.
    expect(
      (await t.call('addKyc', await details(owner.token, ownerPhotos), { token: owner.token })).errcode,
    ).toBe(0)
  })

  it('keeps one ID to one account, and one sending of racing ones', async () => {
    const first = await player()
    const second = await player()
    const idNumber = 'P1234567A'
    expect(
      (
        await t.call('addKyc', await details(first.token, { idType: 'passport', idNumber }), {
          token: first.token,
        })
      ).errcode,
    ).toBe(0)
    const copy = await t.call(
      'addKyc',
      await details(second.token, { idType: 'passport', idNumber: 'p1234567a' }),
      { token: second.token },
    )
    expect(copy.errcode).toBe(ERRORS.KYC_ID_IN_USE.code)

    const racer = await player()
    const bodies = [await details(racer.token), await details(racer.token)]
    const answers = await Promise.all(bodies.map((body) => t.call('addKyc', body, { token: racer.token })))
    expect(answers.map((answer) => answer.errcode).sort()).toEqual([0, ERRORS.KYC_PENDING.code])
    expect(await submissionsOf(racer.userId)).toHaveLength(1)
  })

  it('hardens KYC uploads: a renamed executable, an oversized image, a polyglot and EXIF location', async () => {
    const { token, userId } = await player()
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0)])
    expect((await upload(exe, token)).errcode).toBe(ERRORS.UPLOAD_TYPE_REFUSED.code)
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 500 * 500 * 3 }, (_, i) => (i * 7919) % 251)),
      { raw: { width: 500, height: 500, channels: 3 } },
    )
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect((await upload(noisy, token)).errcode).toBe(ERRORS.UPLOAD_TOO_LARGE.code)

    const polyglot = Buffer.concat([
      await card({ r: 9, g: 9, b: 9 }),
      Buffer.from('<script>alert(1)</script>PK\x03\x04', 'latin1'),
    ])
    const gps = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c08040' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 35/1 4536/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '120/1 58/1 4824/100',
        },
      })
      .toBuffer()
    const front = await upload(polyglot, token)
    const selfie = await upload(gps, token)
    const back = await upload(await card({ r: 200, g: 200, b: 200 }), token)
    const sent = await t.call(
      'addKyc',
      await details(token, {}, { front: front.data.id, back: back.data.id, selfie: selfie.data.id }),
      { token },
    )
    expect(sent.errcode).toBe(0)
    const [row] = await submissionsOf(userId)
    if (!row) throw new Error('no submission')
    const folder = path.join(outDir, `hardened-${row.id}`)
    await run('kyc:show', String(row.id), '--out', folder)
    const storedFront = await readFile(path.join(folder, 'front.png'))
    expect(storedFront.includes(Buffer.from('<script>'))).toBe(false)
    expect(storedFront.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false)
    const storedSelfie = await readFile(path.join(folder, 'selfie.jpg'))
    expect((await sharp(storedSelfie).metadata()).exif).toBeUndefined()
    expect(storedSelfie.includes(Buffer.from('SecretCam'))).toBe(false)
    // Kept under random names, of kind kyc, outside any web root.
    const kept = await t.database.db.select().from(uploads).where(eq(uploads.userId, userId))
    expect(kept.map((upload) => upload.purpose)).toEqual(['kyc', 'kyc', 'kyc'])
    for (const upload of kept) expect(upload.storageKey).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/)
  })

  it('answers 401 to every call when signed out, and the CLI refuses unknown documents', async () => {
    const calls: [CallName, Record<string, unknown>][] = [
      ['uploadKyc', { image: 'AAAA' }],
      ['addKyc', { idType: 'passport', idNumber: 'P1234567', fullName: 'A B', birthDate: '1990-01-01' }],
      ['kyc', {}],
    ]
    for (const [name, input] of calls)
      expect((await t.call(name, input as never)).errcode, name).toBe(ERRORS.SIGNED_OUT.code)
    expect((await run('kyc:approve', '999999')).output).toContain('No identity documents 999999')
    expect((await run('kyc:show', 'abc')).ok).toBe(false)
  })
})
