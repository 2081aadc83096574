import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { CallName } from '@panalo/contract/call-map'
import { FEEDBACK_MAX_OPEN, UPLOAD_MAX_BYTES } from '@panalo/contract/calls/feedback'
import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** A photo-like JPEG with EXIF: the camera, and where it was taken (Manila). */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000', ImageDescription: 'home-address' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 35/1 4536/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 58/1 4824/100',
      },
    })
    .toBuffer()
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer()

/**
 * Feedback over HTTP (decision 036): tickets with a category, text and images, the thread with the
 * operator's answers from the CLI, and hardened uploads: the type from the bytes, a size cap, images
 * re-encoded without metadata, random names outside the web root, served to their owner only.
 */
describe('feedback calls', () => {
  let t: TestApp
  let uploadDir: string
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'panalo-uploads-'))
    t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } })
  })
  afterAll(async () => {
    await t.close()
    await rm(uploadDir, { recursive: true, force: true })
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

  const upload = (bytes: Buffer, token: string) =>
    t.call('uploadFeedbackImage', { image: bytes.toString('base64') }, { token })

  async function storedFiles(): Promise<string[]> {
    const dirs = await readdir(uploadDir)
    return (
      await Promise.all(
        dirs.map(async (dir) => (await readdir(path.join(uploadDir, dir))).map((file) => file)),
      )
    ).flat()
  }

  it('opens a ticket with an image; the operator answers and closes it from the CLI; the player sees the thread', async () => {
    const { token, userId } = await player()
    const image = await upload(await png(), token)
    expect(image.errcode).toBe(0)
    expect(image.data).toMatchObject({ contentType: 'image/png', width: 64, height: 48 })
    const opened = await t.call(
      'addFeedback',
      {
        category: 'withdrawal',
        text: 'My withdrawal to GCash has not arrived yet.',
        images: [image.data.id],
      },
      { token },
    )
    expect(opened.errcode).toBe(0)
    const id = opened.data.id

    const list = await t.call('feedbackList', {}, { token })
    expect(list.data).toMatchObject({
      total: 1,
      list: [
        {
          id,
          category: 'withdrawal',
          state: 'open',
          unread: false,
          preview: 'My withdrawal to GCash has not arrived yet.',
        },
      ],
    })

    expect((await run('feedback:list')).output).toContain(`#${id}  open      user ${userId}  withdrawal`)
    const shown = await run('feedback:show', String(id))
    expect(shown.output).toContain('My withdrawal to GCash has not arrived yet.')
    expect(shown.output).toContain(`images: ${image.data.id}`)
    expect(await run('feedback:answer', String(id), 'We', 'sent', 'it', 'again', 'today.')).toEqual({
      ok: true,
      output: `Answered ticket ${id} (user ${userId})`,
    })

    expect((await t.call('feedbackList', {}, { token })).data.list[0]).toMatchObject({
      state: 'answered',
      unread: true,
    })
    const detail = await t.call('feedbackDetail', { id }, { token })
    expect(detail.data).toMatchObject({
      id,
      state: 'answered',
      unread: false,
      messages: [
        { author: 'player', text: 'My withdrawal to GCash has not arrived yet.', images: [image.data.id] },
        { author: 'operator', text: 'We sent it again today.', images: [] },
      ],
    })
    expect((await t.call('feedbackList', {}, { token })).data.list[0]?.unread).toBe(false)
    const served = await t.call('feedbackImage', { id: image.data.id }, { token })
    expect(served.data.contentType).toBe('image/png')
    expect((await sharp(Buffer.from(served.data.data, 'base64')).metadata()).width).toBe(64)

    // The player replies: open again; the operator closes it: no more replies.
    expect((await t.call('replyFeedback', { id, text: 'Thank you, it arrived!' }, { token })).errcode).toBe(0)
    expect((await t.call('feedbackDetail', { id }, { token })).data.state).toBe('open')
    expect((await run('feedback:close', String(id))).output).toBe(`Closed ticket ${id}`)
    expect((await t.call('replyFeedback', { id, text: 'One more thing here' }, { token })).errcode).toBe(
      ERRORS.FEEDBACK_CLOSED.code,
    )
    expect((await run('feedback:answer', String(id), 'late')).ok).toBe(false)
    expect((await t.call('feedbackDetail', { id }, { token })).data.state).toBe('closed')

    // The operator can save the image to look at it.
    const out = path.join(tmpdir(), `panalo-seen-${id}.png`)
    expect((await run('feedback:image', image.data.id, '--out', out)).output).toContain(`(user ${userId})`)
    expect((await sharp(out).metadata()).format).toBe('png')
    await rm(out)
  })

  it('sweeps images never sent for a day, rows and files, and keeps sent and recent ones', async () => {
    const { token } = await player()
    const sent = (await upload(await png(), token)).data.id
    const forgotten = (await upload(await png(), token)).data.id
    const recent = (await upload(await png(), token)).data.id
    const opened = await t.call(
      'addFeedback',
      { category: 'other', text: 'With a picture', images: [sent] },
      { token },
    )
    expect(opened.errcode).toBe(0)
    const ids = [sent, forgotten, recent]
    // The first two were uploaded 25 hours ago.
    await t.database.db.execute(
      sql`update uploads set created_at = now() - interval '25 hours' where id in (${sent}, ${forgotten})`,
    )
    const filesBefore = await storedFiles()
    const fileOf = (id: string) => filesBefore.find((file) => file.startsWith(id))
    expect(ids.every((id) => fileOf(id) !== undefined)).toBe(true)

    expect((await run('jobs:run', 'uploads-sweep')).output).toMatch(
      /^uploads-sweep: \{"removed":\d+,"filesFailed":0\}$/,
    )
    const rows = await t.database.db.execute(
      sql`select id from uploads where id in (${sent}, ${forgotten}, ${recent})`,
    )
    expect((rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id).sort()).toEqual(
      [sent, recent].sort(),
    )
    const filesAfter = await storedFiles()
    expect(filesAfter).toContain(fileOf(sent))
    expect(filesAfter).toContain(fileOf(recent))
    expect(filesAfter).not.toContain(fileOf(forgotten))
    // The ticket still shows its image.
    expect((await t.call('feedbackImage', { id: sent }, { token })).errcode).toBe(0)
  })

  it('strips EXIF location and camera data from a photo', async () => {
    const { token } = await player()
    const photo = await jpegWithGps()
    const before = await sharp(photo).metadata()
    expect(before.exif).toBeDefined()
    expect(photo.includes(Buffer.from('SecretCam'))).toBe(true)
    const image = await upload(photo, token)
    expect(image.data).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 })
    const stored = Buffer.from(
      (await t.call('feedbackImage', { id: image.data.id }, { token })).data.data,
      'base64',
    )
    const after = await sharp(stored).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false)
    expect(stored.includes(Buffer.from('home-address'))).toBe(false)
    expect(stored.includes(Buffer.from('GPS'))).toBe(false)
    // Stored under a random name, not the player's.
    expect(await storedFiles()).toContain(`${image.data.id}.jpg`)
  })

  it('refuses a renamed executable, a script, an oversized image and a broken one, storing nothing', async () => {
    const { token } = await player()
    const filesBefore = (await storedFiles()).length
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0x90)])
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)])
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
    for (const bytes of [elf, exe, html, svg, gif])
      expect((await upload(bytes, token)).errcode).toBe(ERRORS.UPLOAD_TYPE_REFUSED.code)
    // JPEG's first bytes, then a script: not an image.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html])
    expect((await upload(fakeJpeg, token)).errcode).toBe(ERRORS.UPLOAD_IMAGE_INVALID.code)
    // Over the byte cap (noise does not compress), and far over it: past the request's own limit.
    const noise = (side: number) =>
      sharp(Buffer.from(Array.from({ length: side * side * 3 }, (_, i) => (i * 7919) % 251)), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer()
    expect((await upload(await noise(900), token)).errcode).toBe(ERRORS.PAYLOAD_TOO_LARGE.code)
    const noisy = await noise(500)
    expect(noisy.length).toBeGreaterThan(UPLOAD_MAX_BYTES)
    expect((await upload(noisy, token)).errcode).toBe(ERRORS.UPLOAD_TOO_LARGE.code)
    // Small in bytes, huge in pixels: a decompression bomb.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES)
    expect((await upload(bomb, token)).errcode).toBe(ERRORS.UPLOAD_TOO_LARGE.code)
    // Not base64.
    expect((await t.call('uploadFeedbackImage', { image: 'not base64!' }, { token })).errcode).toBe(
      ERRORS.VALIDATION.code,
    )
    expect((await storedFiles()).length).toBe(filesBefore)
  })

  it('keeps only the image of a polyglot: what was appended or hidden in it is gone', async () => {
    const { token } = await player()
    const payload = Buffer.from('<script>alert("xss")</script>PK\x03\x04evil.zip', 'latin1')
    const polyglot = Buffer.concat([await png(), payload])
    const image = await upload(polyglot, token)
    expect(image.errcode).toBe(0)
    const stored = Buffer.from(
      (await t.call('feedbackImage', { id: image.data.id }, { token })).data.data,
      'base64',
    )
    expect(stored.includes(Buffer.from('<script>'))).toBe(false)
    expect(stored.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false)
    // A PNG carrying a script in a text chunk.
    const withText = await sharp(await png())
      .png()
      .withMetadata()
      .toBuffer()
    const commented = Buffer.concat([
      withText.subarray(0, 33),
      textChunk('Comment', '<script>alert(1)</script>'),
      withText.subarray(33),
    ])
    const second = await upload(commented, token)
    expect(second.errcode).toBe(0)
    const clean = Buffer.from(
      (await t.call('feedbackImage', { id: second.data.id }, { token })).data.data,
      'base64',
    )
    expect(clean.includes(Buffer.from('<script>'))).toBe(false)
  })

  it("refuses another player's ticket, image and uploads", async () => {
    const owner = await player()
    const other = await player()
    const image = await upload(await png(), owner.token)
    const { data } = await t.call(
      'addFeedback',
      { category: 'game', text: 'The slot froze mid spin.', images: [image.data.id] },
      { token: owner.token },
    )
    for (const name of ['feedbackDetail', 'replyFeedback'] as const)
      expect(
        (await t.call(name, { id: data.id, text: 'Not my ticket at all' }, { token: other.token })).errcode,
      ).toBe(ERRORS.FEEDBACK_NOT_FOUND.code)
    expect((await t.call('feedbackImage', { id: image.data.id }, { token: other.token })).errcode).toBe(
      ERRORS.UPLOAD_NOT_FOUND.code,
    )
    expect((await t.call('feedbackList', {}, { token: other.token })).data.total).toBe(0)
    // Another player's upload cannot be attached, nor one already used.
    const mine = await upload(await png(), owner.token)
    expect(
      (
        await t.call(
          'addFeedback',
          { category: 'other', text: 'Look at this image', images: [mine.data.id] },
          { token: other.token },
        )
      ).errcode,
    ).toBe(ERRORS.UPLOAD_NOT_FOUND.code)
    expect(
      (
        await t.call(
          'addFeedback',
          { category: 'other', text: 'Look at this image', images: [image.data.id] },
          { token: owner.token },
        )
      ).errcode,
    ).toBe(ERRORS.UPLOAD_NOT_FOUND.code)
    // Nothing was opened by the refusals.
    expect((await t.call('feedbackList', {}, { token: owner.token })).data.total).toBe(1)
    expect((await t.call('feedbackList', {}, { token: other.token })).data.total).toBe(0)
  })

  it('refuses bad input, too many images and too many open tickets; 401 signed out', async () => {
    const { token } = await player()
    const bad: unknown[] = [
      { category: 'bug', text: 'Something is broken here' },
      { category: 'game', text: 'short' },
      { category: 'game', text: 'x'.repeat(1_001) },
      { category: 'game', text: 'Something is broken here', images: ['nope'] },
      { category: 'game' },
      { text: 'Something is broken here' },
    ]
    for (const body of bad)
      expect((await t.call('addFeedback', body as never, { token })).errcode, JSON.stringify(body)).toBe(
        ERRORS.VALIDATION.code,
      )
    for (const body of [{ id: 0 }, { id: 'x' }, {}])
      expect((await t.call('feedbackDetail', body as never, { token })).errcode).toBe(ERRORS.VALIDATION.code)
    expect((await t.call('feedbackDetail', { id: 999_999 }, { token })).errcode).toBe(
      ERRORS.FEEDBACK_NOT_FOUND.code,
    )
    expect((await t.call('feedbackImage', { id: 'f'.repeat(32) }, { token })).errcode).toBe(
      ERRORS.UPLOAD_NOT_FOUND.code,
    )

    const images = await Promise.all(
      Array.from({ length: 4 }, async () => (await upload(await png(), token)).data.id),
    )
    // feedbackConfig.imagesLimit is 3.
    expect(
      (await t.call('addFeedback', { category: 'game', text: 'Four screenshots here', images }, { token }))
        .errcode,
    ).toBe(ERRORS.FEEDBACK_TOO_MANY_IMAGES.code)
    for (let index = 0; index < FEEDBACK_MAX_OPEN; index++)
      expect(
        (
          await t.call(
            'addFeedback',
            { category: 'suggestion', text: `Idea number ${index} for you` },
            { token },
          )
        ).errcode,
      ).toBe(0)
    expect(
      (await t.call('addFeedback', { category: 'suggestion', text: 'One idea too many' }, { token })).errcode,
    ).toBe(ERRORS.FEEDBACK_TOO_MANY_OPEN.code)

    const calls: [CallName, object][] = [
      ['uploadFeedbackImage', { image: '' }],
      ['addFeedback', { category: 'game', text: 'Something is broken here' }],
      ['replyFeedback', { id: 1, text: 'Something is broken here' }],
      ['feedbackList', {}],
      ['feedbackDetail', { id: 1 }],
      ['feedbackImage', { id: 'f'.repeat(32) }],
    ]
    for (const [name, body] of calls)
      expect((await t.call(name, body as never, {})).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })
})

/** A PNG tEXt chunk: length, type, data, CRC. */
function textChunk(keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1')
  const type = Buffer.from('tEXt', 'latin1')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])))
  return Buffer.concat([length, type, data, crc])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
