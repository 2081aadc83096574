import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { FastifyReply, FastifyRequest } from 'fastify'
import pino from 'pino'
import { describe, expect, it } from 'vitest'

import type { CallLog } from '../src/platform/api-routes.ts'
import { createLogDestination } from '../src/platform/log-destination.ts'
import { RequestLogController } from '../src/platform/request-log.ts'

const BASE = { service: 'panalo' }
const TIME = 1_763_700_000_123

/** What pino writes for `info(fields, 'request')` with the same base fields and time. */
function pinoLine(fields: Record<string, unknown>): string {
  let written = ''
  const logger = pino(
    { level: 'info', base: BASE, timestamp: () => `,"time":${TIME}` },
    { write: (line: string) => (written += line) },
  )
  logger.info(fields, 'request')
  return written
}

function fakeRequest(id: string, url: string, callLog: CallLog | null, headers: Record<string, string> = {}) {
  const request = { id, method: 'POST', url, callLog, headers } as unknown as FastifyRequest
  const reply = { statusCode: 200, elapsedTime: 1.6 } as unknown as FastifyReply
  return { request, reply }
}

describe('the request line', () => {
  const controller = new RequestLogController({ write: () => undefined }, BASE)

  it('is exactly the line pino writes for the same fields, for a product call', () => {
    const callLog = { call: 'anonymous/appConfig', errcode: 0, appVersion: '1.2.3', platform: 1 }
    const { request, reply } = fakeRequest('abc-1', '/app/v1/anonymous/appConfig', callLog)
    expect(controller.requestLine(request, reply, TIME)).toBe(
      pinoLine({
        reqId: 'abc-1',
        method: 'POST',
        url: '/app/v1/anonymous/appConfig',
        status: 200,
        ms: 2,
        ...callLog,
      }),
    )
  })

  it('escapes what the client sent (request id header, URL, call name, app version)', () => {
    const hostile = 'a"b\\c\n{"level":60}\u2028é\u0000'
    const callLog = { call: hostile, errcode: 1007, appVersion: hostile, platform: undefined }
    const { request, reply } = fakeRequest(hostile, `/app/v1/${hostile}`, callLog)
    const line = controller.requestLine(request, reply, TIME)
    expect(line).toBe(
      pinoLine({
        reqId: hostile,
        method: 'POST',
        url: `/app/v1/${hostile}`,
        status: 200,
        ms: 2,
        call: hostile,
        errcode: 1007,
        appVersion: hostile,
      }),
    )
    // One line, and it parses back to what was sent.
    expect(line.indexOf('\n')).toBe(line.length - 1)
    expect(JSON.parse(line)).toMatchObject({ reqId: hostile, appVersion: hostile, level: 30 })
  })

  it('keeps a request id it did not take apart, as clientReqId, escaped and cut short', () => {
    const hostile = `a"b\\c{"level":60}${'x'.repeat(100)}`
    const { request, reply } = fakeRequest('abc-3', '/health', null, { 'x-request-id': hostile })
    const line = controller.requestLine(request, reply, TIME)
    expect(line).toBe(
      pinoLine({
        reqId: 'abc-3',
        method: 'POST',
        url: '/health',
        status: 200,
        ms: 2,
        clientReqId: hostile.slice(0, 64),
      }),
    )
    const taken = fakeRequest('abc-4', '/health', null, { 'x-request-id': 'abc-4' })
    expect(JSON.parse(controller.requestLine(taken.request, taken.reply, TIME))).not.toHaveProperty(
      'clientReqId',
    )
  })

  it('leaves out the call fields for requests that are not calls', () => {
    const { request, reply } = fakeRequest('abc-2', '/health', null)
    const line = controller.requestLine(request, reply, TIME)
    expect(line).toBe(pinoLine({ reqId: 'abc-2', method: 'POST', url: '/health', status: 200, ms: 2 }))
    expect(JSON.parse(line)).not.toHaveProperty('call')
  })
})

describe('the log destination', () => {
  it('writes every line, in order, shortly after it was logged', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'panalo-log-')), 'out.log')
    const fd = openSync(file, 'w')
    const destination = createLogDestination(fd)
    const lines = Array.from({ length: 500 }, (_, n) => `{"n":${n}}\n`)
    for (const line of lines.slice(0, 250)) destination.write(line)
    await new Promise((resolve) => setImmediate(resolve))
    for (const line of lines.slice(250)) destination.write(line)
    // The asynchronous writes land a few milliseconds later.
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 2_000 }).toBe(lines.join(''))
    closeSync(fd)
  })
})
