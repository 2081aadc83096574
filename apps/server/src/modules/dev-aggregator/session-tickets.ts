import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

/**
 * The development aggregator's game sessions, kept in the page's URL as signed tickets rather than in
 * a table: the aggregator stays stateless (any instance with the secret serves any page) and a forged
 * or altered ticket is refused. The ticket carries the operator's session token, which Panalo checks
 * on every bet, so a ticket outliving its game session can no longer bet.
 */
const ticketSchema = z.object({
  /** The aggregator's session id (also the demo purse's key). */
  id: z.string(),
  user: z.number().int().positive().nullable(),
  token: z.string().nullable(),
  game: z.string(),
  mode: z.enum(['real', 'demo']),
  expiresAt: z.number(),
})
export type SessionTicket = z.infer<typeof ticketSchema>

const TICKET_MS = 12 * 60 * 60_000

function mac(secret: string, payload: string): string {
  return createHmac('sha256', `dev-aggregator-ticket:${secret}`).update(payload).digest('base64url')
}

export function issueTicket(
  secret: string,
  fields: Omit<SessionTicket, 'id' | 'expiresAt'>,
  now = Date.now(),
): string {
  const ticket: SessionTicket = {
    ...fields,
    id: randomBytes(12).toString('base64url'),
    expiresAt: now + TICKET_MS,
  }
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url')
  return `${payload}.${mac(secret, payload)}`
}

/** The ticket, or null when it is forged, altered, malformed or expired. */
export function readTicket(secret: string, text: string, now = Date.now()): SessionTicket | null {
  const [payload, signature, extra] = text.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = ticketSchema.safeParse(json)
  if (!parsed.success || parsed.data.expiresAt <= now) return null
  return parsed.data
}
