import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for PayMongo, following ../shared/reference/integrations.md §4.3: HTTP Basic auth
 * with the secret key as the user name, `POST /v2/checkout_sessions` with `{data:{attributes:{
 * line_items, payment_method_types, success_url, cancel_url, reference_number}}}` answering the
 * session id and its checkout_url, amounts in centavos; and webhook events signed in the
 * `Paymongo-Signature: t=<ts>,te=<test sig>,li=<live sig>` header with HMAC-SHA256(webhook secret,
 * "<t>.<raw body>"). Tests read what it was sent and make it send events (or misbehave).
 */
export interface FakeCheckoutSession {
  id: string
  amount: number
  currency: string
  paymentMethodTypes: string[]
  successUrl: string
  cancelUrl: string
  referenceNumber: string
  metadata: Record<string, unknown>
  /** The Authorization header it was created with. */
  authorization: string
}

export interface SignedEvent {
  body: string
  headers: Record<string, string>
}

export interface FakePaymongo {
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeCheckoutSession>
  /** The next checkout_sessions request answers this HTTP status instead (500: an outage). */
  failNext: number | null
  env(): Record<string, string>
  /** `checkout_session.payment.paid` for a session, as PayMongo sends it; amount/currency overridable. */
  paidEvent(
    sessionId: string,
    override?: { amount?: number; currency?: string; paymentId?: string },
  ): SignedEvent
  /** `payment.paid` or `payment.failed` for a payment of a session (metadata carries the deposit id). */
  paymentEvent(sessionId: string, type: 'payment.paid' | 'payment.failed', paymentId?: string): SignedEvent
  /** Signs a body as PayMongo does, in test mode (`te`) or live mode (`li`). */
  sign(
    body: string,
    options?: { mode?: 'test' | 'live'; timestamp?: number; secret?: string },
  ): Record<string, string>
  stop(): Promise<void>
}

export async function startFakePaymongo(): Promise<FakePaymongo> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsk_${randomBytes(12).toString('hex')}`
  const sessions = new Map<string, FakeCheckoutSession>()
  let url = ''

  const fake: FakePaymongo = {
    url,
    secretKey,
    webhookSecret,
    sessions,
    failNext: null,
    env: () => ({
      PAYMENT_GATEWAY: 'paymongo',
      PAYMONGO_SECRET_KEY: secretKey,
      PAYMONGO_WEBHOOK_SECRET: webhookSecret,
      PAYMONGO_API_URL: url,
    }),
    sign(body, options = {}) {
      const t = String(options.timestamp ?? Math.floor(Date.now() / 1000))
      const signature = createHmac('sha256', options.secret ?? webhookSecret)
        .update(`${t}.${body}`)
        .digest('hex')
      const live = options.mode === 'live'
      return { 'paymongo-signature': `t=${t},te=${live ? '' : signature},li=${live ? signature : ''}` }
    },
    paidEvent(sessionId, override = {}) {
      const session = sessionOf(sessionId)
      const paymentId = override.paymentId ?? `pay_${randomBytes(12).toString('hex')}`
      const payment = {
        id: paymentId,
        type: 'payment',
        attributes: {
          amount: override.amount ?? session.amount,
          currency: override.currency ?? session.currency,
          status: 'paid',
          metadata: session.metadata,
        },
      }
      return signedEvent('checkout_session.payment.paid', {
        id: session.id,
        type: 'checkout_session',
        attributes: {
          reference_number: session.referenceNumber,
          status: 'active',
          payments: [payment],
          metadata: session.metadata,
        },
      })
    },
    paymentEvent(sessionId, type, paymentId = `pay_${randomBytes(12).toString('hex')}`) {
      const session = sessionOf(sessionId)
      return signedEvent(type, {
        id: paymentId,
        type: 'payment',
        attributes: {
          amount: session.amount,
          currency: session.currency,
          status: type === 'payment.paid' ? 'paid' : 'failed',
          metadata: session.metadata,
        },
      })
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }

  function sessionOf(id: string): FakeCheckoutSession {
    const session = sessions.get(id)
    if (!session) throw new Error(`the fake has no checkout session ${id}`)
    return session
  }

  function signedEvent(type: string, resource: unknown): SignedEvent {
    const body = JSON.stringify({
      data: {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: 'event',
        attributes: { type, livemode: false, data: resource, created_at: Math.floor(Date.now() / 1000) },
      },
    })
    return { body, headers: { 'content-type': 'application/json', ...fake.sign(body) } }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const error = (status: number, code: string, detail: string) =>
      send(status, { errors: [{ code, detail }] })
    if (request.method !== 'POST' || request.url !== '/v2/checkout_sessions')
      return error(404, 'resource_not_found', 'Not found')
    const authorization = request.headers.authorization ?? ''
    if (authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`)
      return error(401, 'api_key_invalid', 'API key is invalid')
    if (fake.failNext !== null) {
      const status = fake.failNext
      fake.failNext = null
      return error(status, 'internal_error', 'Something went wrong')
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let attributes: Record<string, unknown>
    try {
      const parsed = JSON.parse(Buffer.concat(chunks).toString()) as {
        data?: { attributes?: Record<string, unknown> }
      }
      attributes = parsed.data?.attributes ?? {}
    } catch {
      return error(400, 'parameter_invalid', 'The body is not JSON')
    }
    const lineItems = attributes['line_items']
    const methods = attributes['payment_method_types']
    if (
      !Array.isArray(lineItems) ||
      lineItems.length === 0 ||
      !lineItems.every(
        (item: { amount?: unknown; currency?: unknown; quantity?: unknown; name?: unknown }) =>
          Number.isInteger(item.amount) &&
          (item.amount as number) >= 2000 &&
          item.currency === 'PHP' &&
          Number.isInteger(item.quantity) &&
          typeof item.name === 'string',
      )
    )
      return error(
        400,
        'parameter_invalid',
        'line_items: amount (centavos, at least 2000), currency, quantity, name',
      )
    if (!Array.isArray(methods) || methods.length === 0)
      return error(400, 'parameter_required', 'payment_method_types')
    if (typeof attributes['success_url'] !== 'string' || typeof attributes['cancel_url'] !== 'string')
      return error(400, 'parameter_required', 'success_url and cancel_url')
    const id = `cs_${randomBytes(12).toString('hex')}`
    const items = lineItems as { amount: number; quantity: number; currency: string }[]
    const session: FakeCheckoutSession = {
      id,
      amount: items.reduce((sum, item) => sum + item.amount * item.quantity, 0),
      currency: items[0]?.currency ?? 'PHP',
      paymentMethodTypes: methods as string[],
      successUrl: attributes['success_url'],
      cancelUrl: attributes['cancel_url'],
      referenceNumber:
        typeof attributes['reference_number'] === 'string' ? attributes['reference_number'] : '',
      metadata: (attributes['metadata'] as Record<string, unknown> | undefined) ?? {},
      authorization,
    }
    sessions.set(id, session)
    send(200, {
      data: {
        id,
        type: 'checkout_session',
        attributes: {
          checkout_url: `${url}/checkout/${id}`,
          line_items: lineItems,
          payment_method_types: methods,
          reference_number: session.referenceNumber,
          status: 'active',
          payments: [],
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
        },
      },
    })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((caught: unknown) => {
      response.writeHead(500)
      response.end(String(caught))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.url = url
  return fake
}
