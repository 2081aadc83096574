import { desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

import type { Db } from '../../db/client.ts'
import { smsMessages } from '../../db/schema/accounts.ts'

/**
 * /dev/outbox: the SMS the console gateway "sent", newest first, so codes can be read while trying
 * Panalo without a phone. Registered only outside production with the console gateway.
 */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(50)
    const items = rows
      .map(
        (row) =>
          `<li data-phone="${escapeHtml(row.phone)}"><time>${row.createdAt.toISOString()}</time> <b>${escapeHtml(row.phone)}</b> <span class="text">${escapeHtml(row.body)}</span></li>`,
      )
      .join('\n')
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>SMS outbox (development)</title></head><body><h1>SMS outbox</h1><p>Development only: the messages the console SMS gateway would have sent. <a href="/dev/outbox">Refresh</a></p><ol>${items || '<li>No messages yet</li>'}</ol></body></html>`
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'")
      .type('text/html; charset=utf-8')
      .send(page)
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
