import { randomBytes } from 'node:crypto'

import { formatCoinsLabel } from '@panalo/contract/money'
import { and, eq, gt, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../../db/client.ts'
import { sandboxCheckouts } from '../../../db/schema/deposits.ts'
import {
  headerValue,
  parseSignatureHeader,
  type Checkout,
  type CheckoutRequest,
  type GatewayEvent,
  type PaymentGateway,
} from './payment-gateway.ts'
import type { WebhookDeliverer } from './webhook-delivery.ts'
import { assertWebhookSignature, webhookSignature } from './webhook-signature.ts'

/**
 * The built-in sandbox gateway: a hosted checkout page served by Panalo where the payer chooses to
 * pay, fail or cancel, and webhooks signed like PayMongo's (HMAC-SHA256 over `<t>.<body>`) in the
 * `Panalo-Sandbox-Signature: t=…,v1=…` header, delivered with retries and a duplicate.
 */
export const SANDBOX_SIGNATURE_HEADER = 'panalo-sandbox-signature'
export const SANDBOX_CHOICES = ['pay', 'fail', 'cancel'] as const
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number]

const sandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.paid', 'payment.failed', 'checkout.cancelled']),
  data: z.object({
    checkoutId: z.string(),
    depositId: z.string(),
    paymentId: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
  }),
})
export type SandboxEvent = z.infer<typeof sandboxEventSchema>

export interface SandboxGateway extends PaymentGateway {
  /** The checkout page (HTML) of a session, or null when there is no such session. */
  checkoutPage(checkoutId: string): Promise<string | null>
  /** The payer's choice; answers where to send the payer next, or null when the session is closed. */
  choose(checkoutId: string, choice: SandboxChoice): Promise<string | null>
  /** Signs a body as the sandbox does (tests forge and replay deliveries with it). */
  sign(body: string, timestampSeconds?: number): Record<string, string>
}

export interface SandboxGatewayOptions {
  db: Db
  publicUrl: string
  secret: string
  deliverer: WebhookDeliverer
  now?: () => number
}

const PAGE_STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#f2f4f7;color:#1d2939}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgba(16,24,40,.1)}
.tag{display:inline-block;background:#fef0c7;color:#93370d;border-radius:8px;padding:2px 8px;font-size:12px;font-weight:600}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:32px;font-weight:700;margin:8px 0 4px}
.muted{color:#667085;font-size:14px}form{margin:0}
button{display:block;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:12px;font:600 16px system-ui,sans-serif;cursor:pointer}
.pay{background:#12b76a;color:#fff}.fail{background:#fee4e2;color:#b42318}.cancel{background:#eaecf0;color:#344054}`

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, publicUrl, secret, deliverer } = options
  const now = options.now ?? Date.now

  function sign(body: string, timestampSeconds = Math.floor(now() / 1000)): Record<string, string> {
    const t = String(timestampSeconds)
    return { [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${webhookSignature(secret, t, body)}` }
  }

  return {
    id: 'sandbox',
    sign,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const id = `sbx_cs_${randomBytes(12).toString('hex')}`
      await db.insert(sandboxCheckouts).values({
        id,
        depositId: request.depositId,
        amount: request.amount,
        currency: request.currency,
        method: request.method,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      })
      return { gatewayRef: id, checkoutUrl: `${publicUrl}/payments/sandbox/checkout/${id}` }
    },

    verifyWebhook(headers, rawBody): GatewayEvent | null {
      const parts = parseSignatureHeader(headerValue(headers, SANDBOX_SIGNATURE_HEADER))
      assertWebhookSignature(secret, parts.get('t'), parts.get('v1'), rawBody, now())
      const parsed = sandboxEventSchema.safeParse(JSON.parse(rawBody))
      if (!parsed.success) return null
      const { id, type, data } = parsed.data
      return {
        eventId: id,
        kind: type === 'payment.paid' ? 'paid' : type === 'payment.failed' ? 'failed' : 'cancelled',
        depositId: data.depositId,
        gatewayRef: data.checkoutId,
        paymentId: data.paymentId,
        amount: data.amount,
        currency: data.currency,
      }
    },

    async checkoutPage(checkoutId) {
      const [session] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId))
      if (!session) return null
      const open = session.status === 'open' && session.expiresAt.getTime() > now()
      const action = `/payments/sandbox/checkout/${encodeURIComponent(session.id)}`
      const buttons = open
        ? SANDBOX_CHOICES.map(
            (choice) =>
              `<form method="post" action="${action}"><input type="hidden" name="choice" value="${choice}"><button class="${choice}" type="submit" name="go" value="${choice}">${BUTTON_LABELS[choice]}</button></form>`,
          ).join('')
        : `<p class="muted">This checkout is ${session.status === 'open' ? 'expired' : session.status}.</p><a href="${escapeHtml(session.successUrl)}">Back to Panalo</a>`
      return renderPage(
        `<div class="card"><span class="tag">SANDBOX — no real money</span>
<h1>Pay Panalo</h1><p class="muted">${escapeHtml(session.description)}</p><p class="muted">Paying with ${escapeHtml(METHOD_LABELS[session.method] ?? session.method)}</p>
<p class="amount">₱${formatCoinsLabel(session.amount)}.${String(session.amount % 100).padStart(2, '0')}</p>
<p class="muted">Reference ${escapeHtml(session.depositId)}</p>${buttons}</div>`,
      )
    },

    async choose(checkoutId, choice) {
      const status = choice === 'pay' ? 'paid' : choice === 'fail' ? 'failed' : 'cancelled'
      const paymentId = choice === 'cancel' ? null : `sbx_pay_${randomBytes(12).toString('hex')}`
      const [session] = await db
        .update(sandboxCheckouts)
        .set({ status, paymentId })
        .where(
          and(
            eq(sandboxCheckouts.id, checkoutId),
            eq(sandboxCheckouts.status, 'open'),
            gt(sandboxCheckouts.expiresAt, sql`now()`),
          ),
        )
        .returning()
      if (!session) return null
      const event: SandboxEvent = {
        id: `sbx_evt_${randomBytes(12).toString('hex')}`,
        type: choice === 'pay' ? 'payment.paid' : choice === 'fail' ? 'payment.failed' : 'checkout.cancelled',
        data: {
          checkoutId: session.id,
          depositId: session.depositId,
          paymentId,
          amount: session.amount,
          currency: session.currency,
        },
      }
      deliverer.deliver(JSON.stringify(event), (body) => sign(body))
      return choice === 'cancel' ? session.cancelUrl : session.successUrl
    },
  }
}

const BUTTON_LABELS: Record<SandboxChoice, string> = {
  pay: 'Pay',
  fail: 'Fail the payment',
  cancel: 'Cancel',
}

const METHOD_LABELS: Record<string, string> = {
  gcash: 'GCash',
  paymaya: 'Maya',
  grab_pay: 'GrabPay',
  qrph: 'QR Ph',
  dob: 'Online banking',
  card: 'Card',
}

function renderPage(content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox checkout · Panalo</title><style>${PAGE_STYLE}</style></head><body><main>${content}</main></body></html>`
}

export const SANDBOX_PAGE_STYLE = PAGE_STYLE

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
