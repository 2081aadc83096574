import { randomUUID } from 'node:crypto'

import { z } from 'zod'

import { SIGNATURE_HEADER, signBody } from '../../platform/hmac.ts'

/**
 * The development aggregator's side of Panalo's seamless wallet: signed HTTP calls to the operator's
 * /provider/<id>/balance|bet|win|rollback, exactly as an outside aggregator makes them
 * (docs/decisions/017). `null` means no usable answer (network error, timeout, not JSON): the caller
 * must treat the call's effect as unknown.
 */
export type WalletAction = 'balance' | 'bet' | 'win' | 'rollback'

const answerSchema = z.object({ status: z.string(), balance: z.number() })
export type WalletCallAnswer = z.infer<typeof answerSchema>

export interface WalletClientOptions {
  providerId: string
  secret: string
  /** The operator's address, read at each call (the server knows its port only once it listens). */
  walletUrl: () => string
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

export type WalletClient = (
  action: WalletAction,
  fields: Record<string, unknown>,
) => Promise<WalletCallAnswer | null>

export function createWalletClient({
  providerId,
  secret,
  walletUrl,
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: WalletClientOptions): WalletClient {
  return async (action, fields) => {
    const body = JSON.stringify({ request_uuid: randomUUID(), currency: 'PHP', ...fields })
    try {
      const response = await fetchImpl(`${walletUrl()}/provider/${providerId}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      const parsed = answerSchema.safeParse(await response.json())
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }
}
