import { ERRORS } from '@panalo/contract/errors'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { createS3UploadStorage } from '../src/modules/uploads/uploads.service.ts'
import { startFakeS3, type FakeS3 } from './fakes/fake-s3.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, testConfig, type TestApp } from './helpers/test-app.ts'

const KEY = `${'a1'.repeat(16)}.png`

/**
 * The S3-compatible upload storage (decision 056) against an in-process fake bucket: the official SDK
 * puts, gets and removes objects under the server's random keys; the app configured with UPLOAD_S3_*
 * keeps players' images there and nowhere on disk.
 */
describe('S3-compatible upload storage', () => {
  let s3: FakeS3
  beforeAll(async () => {
    s3 = await startFakeS3()
  })
  afterAll(() => s3.close())

  const options = () => ({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'auto',
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  })

  it('puts, gets and removes an object, path-style and signed with the configured key', async () => {
    const storage = createS3UploadStorage(options())
    try {
      const bytes = Buffer.from('not really a png, the store does not look')
      await storage.put(KEY, bytes, 'image/png')
      expect(s3.objects.get(KEY)).toEqual({ body: bytes, contentType: 'image/png' })
      expect(await storage.get(KEY)).toEqual(bytes)
      await storage.remove(KEY)
      expect(s3.objects.has(KEY)).toBe(false)
      await expect(storage.get(KEY)).rejects.toThrow(/missing from the bucket/)
      expect(s3.requests.at(0)).toEqual({
        method: 'PUT',
        path: `/${s3.bucket}/${KEY}`,
        accessKeyId: s3.accessKeyId,
      })
    } finally {
      storage.close()
    }
  })

  it('refuses a key the server did not make, before any request', async () => {
    const storage = createS3UploadStorage(options())
    const before = s3.requests.length
    try {
      for (const key of ['../etc/passwd', 'a1.png', `${'a1'.repeat(16)}.svg`, `x/${KEY}`])
        await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/not an upload key/)
      expect(s3.requests.length).toBe(before)
    } finally {
      storage.close()
    }
  })

  it('fails loudly with wrong credentials or bucket', async () => {
    const wrongKey = createS3UploadStorage({ ...options(), accessKeyId: 'SOMEONEELSE' })
    const wrongBucket = createS3UploadStorage({ ...options(), bucket: 'not-ours' })
    try {
      await expect(wrongKey.put(KEY, Buffer.from('x'), 'image/png')).rejects.toThrow(/AccessDenied/)
      await expect(wrongBucket.put(KEY, Buffer.from('x'), 'image/png')).rejects.toThrow(/NoSuchBucket/)
    } finally {
      wrongKey.close()
      wrongBucket.close()
    }
  })

  it('takes all of UPLOAD_S3_* or none', () => {
    expect(() => testConfig({ UPLOAD_S3_ENDPOINT: s3.endpoint })).toThrow(/S3 upload storage needs/)
    expect(testConfig().uploadS3).toBeNull()
    expect(
      testConfig({
        UPLOAD_S3_ENDPOINT: s3.endpoint,
        UPLOAD_S3_BUCKET: s3.bucket,
        UPLOAD_S3_ACCESS_KEY_ID: s3.accessKeyId,
        UPLOAD_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      }).uploadS3,
    ).toMatchObject({ bucket: s3.bucket, region: 'auto' })
  })

  describe('the app with the bucket configured', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          UPLOAD_DIR: '/nonexistent/uploads',
          UPLOAD_S3_ENDPOINT: s3.endpoint,
          UPLOAD_S3_BUCKET: s3.bucket,
          UPLOAD_S3_ACCESS_KEY_ID: s3.accessKeyId,
          UPLOAD_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        },
      })
    })
    afterAll(() => t.close())

    it('keeps a feedback image in the bucket and serves it to its owner only', async () => {
      const owner = await registerPlayer(t)
      const other = await registerPlayer(t)
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208040' } })
        .png()
        .toBuffer()
      const uploaded = await t.call(
        'uploadFeedbackImage',
        { image: png.toString('base64') },
        { token: owner.token },
      )
      expect(uploaded.errcode).toBe(0)
      expect(s3.objects.has(`${uploaded.data.id}.png`)).toBe(true)
      const read = await t.call('feedbackImage', { id: uploaded.data.id }, { token: owner.token })
      expect((await sharp(Buffer.from(read.data.data, 'base64')).metadata()).width).toBe(40)
      expect((await t.call('feedbackImage', { id: uploaded.data.id }, { token: other.token })).errcode).toBe(
        ERRORS.UPLOAD_NOT_FOUND.code,
      )
      const lines: string[] = []
      await runAdminCommand(t.services, ['feedback:image', uploaded.data.id, '--out', '/dev/null'], (line) =>
        lines.push(line),
      )
      expect(lines.join('\n')).toMatch(/Wrote image\/png/)
    })
  })
})
