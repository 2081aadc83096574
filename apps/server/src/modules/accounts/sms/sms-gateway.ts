import type { FastifyBaseLogger } from 'fastify'

import type { SmsConfig } from '../../../config.ts'

/**
 * Where SMS go. `console` (development and demos) logs each message; the messages table doubles as
 * the outbox page at /dev/outbox. `http` posts to an SMS gateway configured by environment
 * variables. Both are real adapters: nothing is skipped, only the last hop differs.
 */
export interface SmsGateway {
  name: string
  /** Whether the full text may be stored: true only where no real phone receives it. */
  keepsText: boolean
  send(message: { to: string; text: string }): Promise<{ messageId: string | null }>
}

export function createSmsGateway(
  config: SmsConfig,
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): SmsGateway {
  if (config.gateway === 'console') {
    return {
      name: 'console',
      keepsText: true,
      async send({ to, text }) {
        log.info({ sms: { to, text } }, 'SMS (console gateway)')
        return { messageId: null }
      },
    }
  }
  return {
    name: 'http',
    keepsText: false,
    async send({ to, text }) {
      const response = await fetchImpl(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
        body: JSON.stringify({ to, from: config.senderName, text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`)
      const answer = (await response.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown }
      const id = answer.id ?? answer.messageId
      return { messageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null }
    },
  }
}
