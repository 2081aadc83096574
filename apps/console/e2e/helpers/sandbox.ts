import { createHmac, randomBytes } from 'node:crypto'

import { expect } from 'vitest'

/**
 * The sandbox gateway's signed `payment.paid` webhook for a deposit, as the gateway would send it
 * (the server must run with SANDBOX_WEBHOOK_SECRET = `secret`).
 */
export async function sandboxPaid(
  serverUrl: string,
  secret: string,
  depositId: string,
  amount: number,
): Promise<void> {
  const body = JSON.stringify({
    id: `sbx_evt_e2e_${randomBytes(6).toString('hex')}`,
    type: 'payment.paid',
    data: {
      checkoutId: 'sbx_cs_unknown',
      depositId,
      paymentId: `sbx_pay_e2e_${randomBytes(6).toString('hex')}`,
      amount,
      currency: 'PHP',
    },
  })
  const t = String(Math.floor(Date.now() / 1000))
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  const response = await fetch(`${serverUrl}/payments/sandbox/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'panalo-sandbox-signature': `t=${t},v1=${v1}` },
    body,
  })
  expect(response.status).toBeLessThan(300)
}
