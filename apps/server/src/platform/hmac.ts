import { createHmac } from 'node:crypto'

/** The header that carries signBody's signature on game provider calls, both ways. */
export const SIGNATURE_HEADER = 'x-panalo-signature'

/** The hex HMAC-SHA256 of a raw body: how machine callers and we sign what we send each other. */
export function signBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex')
}
