import { timingSafeEqual } from 'node:crypto'

import { signBody } from '../../../platform/hmac.ts'
import { WEBHOOK_TOLERANCE_SECONDS, WebhookRejectedError } from './payment-gateway.ts'

/** HMAC-SHA256 over `<timestamp>.<raw body>`, hex: how both PayMongo and the sandbox sign webhooks. */
export function webhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return signBody(secret, `${timestamp}.${rawBody}`)
}

/** Throws WebhookRejectedError unless `signature` is right for the body and the timestamp is recent. */
export function assertWebhookSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  nowMs: number,
): void {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature)
    throw new WebhookRejectedError('missing signature')
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookRejectedError('stale timestamp')
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody), 'hex')
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookRejectedError('bad signature')
}
