import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { AUTH_MODE } from '@panalo/contract/enums'
import { ERRORS } from '@panalo/contract/errors'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { smsMessages } from '../src/db/schema/accounts.ts'
import { newPhone } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

interface Received {
  authorization: string | undefined
  body: { to: string; from: string; text: string }
}

/** A local SMS gateway: answers like a typical HTTP SMS API, or fails on demand. */
async function startFakeGateway() {
  const received: Received[] = []
  let failNext = false
  const server = createServer((request: IncomingMessage, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      if (failNext) {
        failNext = false
        response.writeHead(503)
        response.end()
        return
      }
      received.push({
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as Received['body'],
      })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id: `msg-${received.length}` }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    received,
    failOnce: () => (failNext = true),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('the HTTP SMS gateway', () => {
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>
  let t: TestApp
  beforeAll(async () => {
    gateway = await startFakeGateway()
    t = await createTestApp({
      env: { SMS_GATEWAY: 'http', SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: 'gateway-secret' },
    })
  })
  afterAll(async () => {
    await t.close()
    await gateway.stop()
  })

  it('posts the code to the gateway with its token, and stores the message without the code', async () => {
    const phone = newPhone()
    expect((await t.call('smsSend', { phone, mode: AUTH_MODE.register })).errcode).toBe(0)
    const sent = gateway.received.at(-1)
    expect(sent?.authorization).toBe('Bearer gateway-secret')
    expect(sent?.body).toMatchObject({ to: phone, from: 'PANALO' })
    const code = sent?.body.text.match(/^(\d{6}) is your Panalo code/)?.[1]
    expect(code).toBeDefined()
    const [stored] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phone, phone))
    expect(stored).toMatchObject({
      gateway: 'http',
      status: 'sent',
      gatewayMessageId: `msg-${gateway.received.length}`,
    })
    expect(stored?.body).not.toContain(code)
  })

  it('tells the player when the gateway fails, and records the failure', async () => {
    const phone = newPhone()
    gateway.failOnce()
    const answer = await t.call('smsSend', { phone, mode: AUTH_MODE.register })
    expect(answer.errcode).toBe(ERRORS.INTERNAL.code)
    expect(answer.msg).toMatch(/could not send the SMS/)
    const [stored] = await t.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, phone))
      .orderBy(desc(smsMessages.id))
    expect(stored).toMatchObject({ status: 'failed', error: 'SMS gateway answered HTTP 503' })
  })

  it('has no development outbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404)
  })
})

describe('the development outbox', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('shows the codes the console gateway sent, newest first', async () => {
    const phone = newPhone()
    await t.call('smsSend', { phone, mode: AUTH_MODE.register })
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toMatch(new RegExp(`data-phone="\\${phone}".*\\d{6} is your Panalo code`))
  })
})
