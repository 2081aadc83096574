import type { PaymentMethod } from '@panalo/contract/recharge'

/**
 * What the deposit flow needs from a payment gateway (docs/decisions/014): a hosted checkout for a
 * deposit, and its webhooks verified and read. The gateway is chosen by PAYMENT_GATEWAY.
 */
export const PAYMENT_GATEWAY_IDS = ['sandbox', 'paymongo'] as const
export type PaymentGatewayId = (typeof PAYMENT_GATEWAY_IDS)[number]

export interface CheckoutRequest {
  depositId: string
  /** Hundredths (centavos). */
  amount: number
  currency: 'PHP'
  method: PaymentMethod
  description: string
  /** Where the payer lands after paying, and after giving up. */
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

export interface Checkout {
  /** The gateway's id of the checkout session. */
  gatewayRef: string
  checkoutUrl: string
}

/** A verified webhook, in the deposit flow's terms. */
export interface GatewayEvent {
  /** The gateway's event id: the same on every delivery of one event. */
  eventId: string
  kind: 'paid' | 'failed' | 'cancelled' | 'expired'
  /** Our deposit id when the event carries it, and/or the gateway's checkout id. */
  depositId: string | null
  gatewayRef: string | null
  /** The payment's id at the gateway; a credit is keyed by it. */
  paymentId: string | null
  amount: number | null
  currency: string | null
}

/** A webhook that fails verification: refused with HTTP 401 and nothing recorded. */
export class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError'
}

export interface PaymentGateway {
  id: PaymentGatewayId
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /**
   * Checks the signature and timestamp of a delivery and reads it. Throws WebhookRejectedError when
   * it is not genuine; answers null for a genuine event the deposit flow has no use for.
   */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent | null
}

/** Deliveries older (or newer) than this are refused, so a captured webhook cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name.toLowerCase()]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** `t=…,v1=…` style signature headers as a map. */
export function parseSignatureHeader(header: string): Map<string, string> {
  const parts = new Map<string, string>()
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  return parts
}
