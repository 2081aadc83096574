import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { SIGNATURE_HEADER, signBody } from '../../src/platform/hmac.ts'

export const HUBPLAY_TEST_SECRET = 'hubplay-test-secret-0123456789'

export interface ProviderAnswer {
  httpStatus: number
  status: string
  balance: number
  request_uuid?: string | null
  user?: string | null
  currency?: string
}

type Send = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; json: unknown }>

/**
 * An outside game aggregator shaped like Hub88 (hubplay), scripted by tests (reliability check C4).
 * It serves the launch API our hubplay adapter calls, remembers the session token each launch hands
 * it, and sends signed wallet calls to /provider/hubplay/…, in any order, duplicated, delayed, late or
 * with a forged signature.
 */
export class ScriptedGameProvider {
  readonly launches: Record<string, unknown>[] = []
  private server: Server | null = null
  private send: Send | null = null
  url = ''

  readonly secret: string

  constructor(secret = HUBPLAY_TEST_SECRET) {
    this.secret = secret
  }

  /** Starts the launch API on a free port. */
  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const raw = Buffer.concat(chunks)
        if (request.headers[SIGNATURE_HEADER] !== signBody(this.secret, raw)) {
          response.writeHead(401).end()
          return
        }
        const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
        this.launches.push(body)
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ url: `${this.url}/play/${String(body.game_code)}?t=${randomUUID()}` }))
      })
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve))
  }

  /** Where its wallet calls go: the app under test (inject or real HTTP). */
  connect(send: Send): void {
    this.send = send
  }

  /** The session token the last launch handed over. */
  lastToken(): string {
    const token = this.launches.at(-1)?.token
    if (typeof token !== 'string') throw new Error('no real launch yet')
    return token
  }

  /** Sends one wallet call, signed (or forged), after an optional delay. */
  async call(
    action: 'balance' | 'bet' | 'win' | 'rollback',
    fields: Record<string, unknown>,
    options: { forge?: 'wrong-secret' | 'missing' | 'tampered'; delayMs?: number } = {},
  ): Promise<ProviderAnswer> {
    if (!this.send) throw new Error('connect() first')
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
    const body = JSON.stringify({ request_uuid: randomUUID(), currency: 'PHP', ...fields })
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.forge === 'wrong-secret') headers[SIGNATURE_HEADER] = signBody('not-the-secret-at-all', body)
    else if (options.forge === 'tampered') headers[SIGNATURE_HEADER] = signBody(this.secret, `${body} `)
    else if (options.forge !== 'missing') headers[SIGNATURE_HEADER] = signBody(this.secret, body)
    const { status, json } = await this.send(`/provider/hubplay/${action}`, body, headers)
    return { httpStatus: status, ...(json as Omit<ProviderAnswer, 'httpStatus'>) }
  }
}
