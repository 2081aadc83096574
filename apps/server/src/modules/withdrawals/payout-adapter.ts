/**
 * Pays an approved withdrawal to the player's receiving account. The sandbox pays at once; a real
 * gateway (integrations.md: a GCash/Maya/InstaPay disbursement API) answers `processing` and reports
 * the outcome later through WithdrawalsService.settlePayout.
 *
 * `pay` pays a withdrawal once: asked again for the same withdrawalId (an approval the database cut
 * short, then approved again) it answers that payment's outcome, never a second payment. A real
 * adapter sends the withdrawal id as the disbursement's idempotency key or reference.
 */
export interface PayoutAdapter {
  readonly id: string
  pay(order: PayoutOrder): Promise<PayoutResult>
}

export interface PayoutOrder {
  withdrawalId: number
  /** Hundredths of a peso that reach the account (amount − fee). */
  amount: number
  kind: string
  bankName: string
  accountNumber: string
  holderName: string
}

export type PayoutResult =
  | { status: 'paid'; reference: string }
  | { status: 'processing'; reference: string }
  | { status: 'failed'; reason: string }

/** Pays at once, by a reference of the withdrawal's own: the same answer however often it is asked. */
export const sandboxPayouts: PayoutAdapter = {
  id: 'sandbox',
  pay: (order) => Promise.resolve({ status: 'paid', reference: `sandbox-${order.withdrawalId}` }),
}
