import type { FastifyBaseLogger } from 'fastify'

import type { Config } from '../../../config.ts'
import type { Db } from '../../../db/client.ts'
import type { PaymentGateway } from './payment-gateway.ts'
import { createPaymongoGateway } from './paymongo-gateway.ts'
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts'
import {
  createWebhookDeliverer,
  DEFAULT_DUPLICATE_AFTER_MS,
  DEFAULT_RETRY_DELAYS_MS,
  webhookTransport,
} from './webhook-delivery.ts'

export interface PaymentGatewaysOptions {
  db: Db
  payments: Config['payments']
  publicUrl: string
  log: FastifyBaseLogger
  /** Sandbox webhook timing: pauses between retries and before the duplicate delivery. */
  webhookTiming?: { retryDelaysMs: readonly number[]; duplicateAfterMs: number } | undefined
}

/** The gateway deposits go through (PAYMENT_GATEWAY: the sandbox or PayMongo), and the sandbox's webhooks. */
export function createPaymentGateways({
  db,
  payments,
  publicUrl,
  log,
  webhookTiming,
}: PaymentGatewaysOptions) {
  const sandboxTransport = webhookTransport(payments.sandboxWebhookUrl)
  const sandboxDeliverer = createWebhookDeliverer({
    send: sandboxTransport.send,
    retryDelaysMs: webhookTiming?.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    duplicateAfterMs: webhookTiming?.duplicateAfterMs ?? DEFAULT_DUPLICATE_AFTER_MS,
    log,
  })
  const sandbox: SandboxGateway | null =
    payments.gateway === 'sandbox'
      ? createSandboxGateway({
          db,
          publicUrl,
          secret: payments.sandboxWebhookSecret,
          deliverer: sandboxDeliverer,
        })
      : null
  const paymentGateway: PaymentGateway = sandbox ?? paymongoGateway(payments.paymongo)
  return { paymentGateway, sandbox, sandboxTransport, sandboxDeliverer }
}

function paymongoGateway(paymongo: Config['payments']['paymongo']): PaymentGateway {
  // loadConfig refuses PAYMENT_GATEWAY=paymongo without its keys, so this is a broken invariant.
  if (!paymongo)
    throw new Error('PAYMENT_GATEWAY=paymongo needs PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET')
  return createPaymongoGateway(paymongo)
}
