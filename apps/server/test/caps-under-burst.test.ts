import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ERRORS } from '@panalo/contract/errors'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { uploads } from '../src/db/schema/uploads.ts'
import { CHAT_MESSAGES_PER_MINUTE } from '../src/modules/customer-service/service-chat.service.ts'
import { MAX_UNATTACHED_UPLOADS } from '../src/modules/uploads/uploads.service.ts'
import { registerPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'
import { TEST_DATABASE_URL } from './helpers/test-database.ts'

/**
 * Issue 38, defect 5: the cap of unsent uploads holds under a burst (30 sent at once on real
 * PostgreSQL took all 30 when the count ran before the insert without a lock), and every answer says
 * `X-Content-Type-Options: nosniff`. The same class of fault elsewhere: the chat's messages a minute.
 */
describe(`caps under a burst (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  const png = (shade: number) =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: { r: shade, g: 120, b: 200 } } })
      .png()
      .toBuffer()

  async function storedFiles(): Promise<number> {
    const dirs = await readdir(uploadDir)
    const files = await Promise.all(dirs.map((dir) => readdir(path.join(uploadDir, dir))))
    return files.flat().length
  }

  it(`takes only ${MAX_UNATTACHED_UPLOADS} of 30 uploads sent at once, and keeps no file of the refused`, async () => {
    const { token, user } = await registerPlayer(t)
    const images = await Promise.all(Array.from({ length: 30 }, (_, index) => png(index)))
    const answers = await Promise.all(
      images.map((bytes, index) =>
        t.call(
          index % 2 ? 'uploadFeedbackImage' : 'uploadKyc',
          { image: bytes.toString('base64') },
          { token },
        ),
      ),
    )
    const codes = answers.map((answer) => answer.errcode)
    expect(codes.filter((code) => code === 0)).toHaveLength(MAX_UNATTACHED_UPLOADS)
    expect(codes.filter((code) => code !== 0).every((code) => code === ERRORS.UPLOAD_TOO_MANY.code)).toBe(
      true,
    )
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(uploads)
      .where(eq(uploads.userId, user.id))
    expect(stored?.n).toBe(MAX_UNATTACHED_UPLOADS)
    expect(await storedFiles()).toBe(MAX_UNATTACHED_UPLOADS)
  })

  it('answers every request with X-Content-Type-Options: nosniff, the image answer included', async () => {
    const { token } = await registerPlayer(t)
    const sent = await t.call('uploadFeedbackImage', { image: (await png(1)).toString('base64') }, { token })
    const requests = [
      { url: '/app/v1/feedbackImage', payload: { ...CLIENT_FIELDS, id: sent.data.id }, token },
      { url: '/app/v1/preLogin', payload: { ...CLIENT_FIELDS, deviceId: 5 }, token: null },
      { url: '/app/v1/noSuchCall', payload: {}, token: null },
      { url: '/app/v1/getMail3', payload: '{"broken', token: null },
      { url: '/provider/hubplay/bet', payload: {}, token: null },
      { url: '/payments/sandbox/webhook', payload: {}, token: null },
    ]
    for (const request of requests) {
      const response = await t.app.inject({
        method: 'POST',
        url: request.url,
        headers: {
          'content-type': 'application/json',
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        },
        payload: typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload),
      })
      expect(response.headers['x-content-type-options'], request.url).toBe('nosniff')
    }
    for (const url of ['/health', '/ready', '/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
    }
  })
  it(`takes only ${CHAT_MESSAGES_PER_MINUTE} of 30 chat messages sent at once`, async () => {
    const { token } = await registerPlayer(t)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        t.call(
          'serviceChatSend',
          { lineId: 1, clientMessageId: randomUUID(), text: `hi ${index}` },
          { token },
        ),
      ),
    )
    const codes = answers.map((answer) => answer.errcode)
    expect(codes.filter((code) => code === 0)).toHaveLength(CHAT_MESSAGES_PER_MINUTE)
    expect(codes.filter((code) => code !== 0).every((code) => code === ERRORS.SERVICE_CHAT_BUSY.code)).toBe(
      true,
    )
  })
})
