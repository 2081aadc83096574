import { z } from 'zod'

import { AppError } from '../../../platform/app-error.ts'
import {
  headerValue,
  parseSignatureHeader,
  type Checkout,
  type CheckoutRequest,
  type GatewayEvent,
  type PaymentGateway,
} from './payment-gateway.ts'
import { assertWebhookSignature } from './webhook-signature.ts'

/**
 * PayMongo (../shared/reference/integrations.md §4.3): a hosted checkout session created with
 * `POST /v2/checkout_sessions` under HTTP Basic auth with the secret key, and webhooks signed in the
 * `Paymongo-Signature: t=…,te=…,li=…` header with HMAC-SHA256(webhook secret, "<t>.<raw body>"),
 * compared with `li` for a live key and `te` for a test key.
 */
export interface PaymongoConfig {
  secretKey: string
  webhookSecret: string
  apiUrl: string
}

const REQUEST_TIMEOUT_MS = 10_000

const checkoutAnswerSchema = z.object({
  data: z.object({ id: z.string().min(1), attributes: z.object({ checkout_url: z.url() }) }),
})

const paymentSchema = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int(),
    currency: z.string(),
    status: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
})

const eventSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      type: z.string(),
      livemode: z.boolean().optional(),
      data: z.object({
        id: z.string(),
        attributes: z.record(z.string(), z.unknown()),
      }),
    }),
  }),
})

const checkoutSessionSchema = z.object({
  reference_number: z.string().nullish(),
  payments: z.array(paymentSchema).default([]),
})

export function createPaymongoGateway(config: PaymongoConfig, now: () => number = Date.now): PaymentGateway {
  const live = config.secretKey.startsWith('sk_live_')
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`

  return {
    id: 'paymongo',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const body = {
        data: {
          attributes: {
            line_items: [
              { name: request.description, amount: request.amount, currency: request.currency, quantity: 1 },
            ],
            payment_method_types: [request.method],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            reference_number: request.depositId,
            description: request.description,
            metadata: { deposit_id: request.depositId },
          },
        },
      }
      let response: Response
      try {
        response = await fetch(`${config.apiUrl}/v2/checkout_sessions`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      } catch (error) {
        throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', `PayMongo could not be reached: ${String(error)}`)
      }
      if (!response.ok) {
        throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', `PayMongo answered HTTP ${response.status}`)
      }
      const answer = checkoutAnswerSchema.safeParse(await response.json().catch(() => null))
      if (!answer.success)
        throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'PayMongo sent an unexpected answer')
      return { gatewayRef: answer.data.data.id, checkoutUrl: answer.data.data.attributes.checkout_url }
    },

    verifyWebhook(headers, rawBody): GatewayEvent | null {
      const parts = parseSignatureHeader(headerValue(headers, 'paymongo-signature'))
      assertWebhookSignature(
        config.webhookSecret,
        parts.get('t'),
        parts.get(live ? 'li' : 'te'),
        rawBody,
        now(),
      )
      const parsed = eventSchema.safeParse(JSON.parse(rawBody))
      if (!parsed.success) return null
      const event = parsed.data.data
      const type = event.attributes.type
      const resource = event.attributes.data
      if (type === 'checkout_session.payment.paid') {
        const session = checkoutSessionSchema.safeParse(resource.attributes)
        if (!session.success) return null
        const payment = session.data.payments.find((candidate) => candidate.attributes.status !== 'failed')
        return {
          eventId: event.id,
          kind: 'paid',
          depositId: session.data.reference_number ?? null,
          gatewayRef: resource.id,
          paymentId: payment?.id ?? null,
          amount: payment?.attributes.amount ?? null,
          currency: payment?.attributes.currency ?? null,
        }
      }
      if (type === 'payment.paid' || type === 'payment.failed') {
        const payment = paymentSchema.safeParse(resource)
        if (!payment.success) return null
        const depositId = payment.data.attributes.metadata?.['deposit_id']
        return {
          eventId: event.id,
          kind: type === 'payment.paid' ? 'paid' : 'failed',
          depositId: typeof depositId === 'string' ? depositId : null,
          gatewayRef: null,
          paymentId: payment.data.id,
          amount: payment.data.attributes.amount,
          currency: payment.data.attributes.currency,
        }
      }
      return null
    },
  }
}
