import { randomUUID } from 'node:crypto'

/**
 * Pays an approved withdrawal to the player's receiving account. The sandbox pays at once; a real
 * gateway (integrations.md: a GCash/Maya/InstaPay disbursement API) answers `processing` and reports
 * the outcome later through WithdrawalsService.settlePayout.
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

export const sandboxPayouts: PayoutAdapter = {
  id: 'sandbox',
  pay: () => Promise.resolve({ status: 'paid', reference: `sandbox-${randomUUID()}` }),
}
