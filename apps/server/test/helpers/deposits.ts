import { randomBytes } from 'node:crypto'

import { expect } from 'vitest'

import type { Tx } from '../../src/db/client.ts'
import { AppError } from '../../src/platform/app-error.ts'
import type { SandboxEvent } from '../../src/modules/deposits/gateways/sandbox-gateway.ts'
import type { DepositPolicy } from '../../src/modules/responsible-gaming/deposit-policy.types.ts'
import type { TestApp } from './test-app.ts'

/**
 * A deposit policy that remembers what it was asked, in order, and lets everything through unless
 * `refuseUser` names a player it refuses (as an excluded player is refused).
 */
export function recordingDepositPolicy(): DepositPolicy & {
  refuseUser: number | null
  calls: (
    | { op: 'reserve'; userId: number; amount: number; reference: string }
    | { op: 'release'; reference: string }
  )[]
  of(reference: string): string[]
} {
  const calls: (
    | { op: 'reserve'; userId: number; amount: number; reference: string }
    | { op: 'release'; reference: string }
  )[] = []
  const policy = {
    refuseUser: null as number | null,
    calls,
    of: (reference: string) => calls.filter((call) => call.reference === reference).map((call) => call.op),
    reserveDeposit: async (_tx: Tx, reservation: { userId: number; amount: number; reference: string }) => {
      if (reservation.userId === policy.refuseUser)
        throw new AppError('FORBIDDEN', 'You are excluded from deposits.')
      calls.push({ op: 'reserve', ...reservation })
    },
    releaseDeposit: async (_tx: Tx, reference: string) => {
      calls.push({ op: 'release', reference })
    },
  }
  return policy
}

/** Webhook timing short enough for tests. */
export const FAST_WEBHOOKS = { retryDelaysMs: [10, 20, 40], duplicateAfterMs: 10 }

export function sandboxEvent(
  deposit: { orderId: string; amount: number },
  type: SandboxEvent['type'] = 'payment.paid',
  override: Partial<SandboxEvent['data']> & { id?: string } = {},
): SandboxEvent {
  const { id, ...data } = override
  return {
    id: id ?? `sbx_evt_test_${randomBytes(8).toString('hex')}`,
    type,
    data: {
      checkoutId: 'sbx_cs_unknown',
      depositId: deposit.orderId,
      paymentId: type === 'checkout.cancelled' ? null : `sbx_pay_test_${randomBytes(8).toString('hex')}`,
      amount: deposit.amount,
      currency: 'PHP',
      ...data,
    },
  }
}

/** Posts a webhook body to a gateway's route as the gateway would. */
export async function postWebhook(
  t: TestApp,
  gateway: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; json: { outcome?: string } }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/payments/${gateway}/webhook`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  })
  return { status: response.statusCode, json: response.json<{ outcome?: string }>() }
}

/** A sandbox event, signed by the sandbox, delivered once. */
export async function deliverSandbox(t: TestApp, event: SandboxEvent, timestamp?: number) {
  const sandbox = t.services.sandbox
  if (!sandbox) throw new Error('the sandbox gateway is not configured')
  const body = JSON.stringify(event)
  return postWebhook(t, 'sandbox', body, sandbox.sign(body, timestamp))
}

/** The seeded GCash recharge type: what a player pays a deposit with in these tests. */
const GCASH = 1

/** A deposit the player opens by GCash and the sandbox pays: credited, as a real one is. */
export async function depositPaid(t: TestApp, token: string, amount: number): Promise<void> {
  const opened = await t.call('rechargeCreate', { rechargeTypeId: GCASH, amount }, { token })
  expect(opened.errcode).toBe(0)
  const delivered = await deliverSandbox(t, sandboxEvent({ orderId: opened.data.orderId, amount }))
  expect(delivered.json.outcome).toBe('credited')
}
