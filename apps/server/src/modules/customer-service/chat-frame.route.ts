import { randomBytes } from 'node:crypto'

import type { FastifyInstance } from 'fastify'

/** Where an outside chat's widget comes from (LiveChat's `license` and `group`, SPEC.md §3). */
const VENDOR_SCRIPT = 'https://cdn.livechatinc.com/tracking.js'
const VENDOR_ORIGINS = 'https://*.livechatinc.com https://*.livechat.com wss://*.livechatinc.com'

/**
 * /chat-frame?licence=…&group=…: the page an outside chat's widget runs in (decision 057). The app
 * shows it in an <iframe sandbox> without allow-same-origin, so the vendor's script runs in an
 * opaque origin and can reach neither the app's session nor its storage; this document alone allows
 * the vendor's origins, while the app's own CSP still allows no third-party script.
 */
export function registerChatFrame(app: FastifyInstance): void {
  app.get<{ Querystring: { licence?: string; group?: string } }>('/chat-frame', async (request, reply) => {
    const { licence = '', group = '0' } = request.query
    if (!/^\d{1,12}$/.test(licence) || !/^\d{1,6}$/.test(group)) return reply.status(404).send()
    const nonce = randomBytes(16).toString('base64')
    const csp = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' ${VENDOR_SCRIPT} ${VENDOR_ORIGINS}`,
      `connect-src ${VENDOR_ORIGINS}`,
      `frame-src ${VENDOR_ORIGINS}`,
      `img-src https: data:`,
      `style-src 'unsafe-inline' ${VENDOR_ORIGINS}`,
      `font-src https: data:`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; ')
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Chat</title></head><body style="margin:0;background:#0f0b1e">
<script nonce="${nonce}">window.__lc={license:${Number(licence)},group:${Number(group)}};</script>
<script nonce="${nonce}" async src="${VENDOR_SCRIPT}"></script>
</body></html>`
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .send(html)
  })
}
