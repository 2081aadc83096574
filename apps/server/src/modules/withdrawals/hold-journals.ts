import type { Tx } from '../../db/client.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { WithdrawalRow } from './withdrawals.queries.ts'

const HOLD = (userId: number) => ({ userId, kind: 'hold' as const })
const COIN = (userId: number) => ({ userId, kind: 'coin' as const })
const PAYOUTS = { house: HOUSE.payouts, asset: 'PHP' as const }
const FEES = { house: HOUSE.withdrawalFees, asset: 'PHP' as const }

/** Moves a submitted withdrawal's amount from the player's coins to their hold. */
export async function holdAmount(tx: Tx, row: WithdrawalRow): Promise<void> {
  await ledger.post(tx, {
    idempotencyKey: `withdrawal:${row.id}:hold`,
    kind: 'withdrawal.hold',
    postings: [
      { account: COIN(row.userId), amount: -row.amount },
      { account: HOLD(row.userId), amount: row.amount },
    ],
    metadata: { withdrawalId: row.id },
  })
}

/** Moves the held amount on: paid to the house payouts (less the fee), or back to coin. */
export async function settleHold(tx: Tx, row: WithdrawalRow, outcome: 'paid' | 'returned'): Promise<void> {
  if (outcome === 'paid') {
    const payout = row.amount - row.fee
    await ledger.post(tx, {
      idempotencyKey: `withdrawal:${row.id}:paid`,
      kind: 'withdrawal.paid',
      postings: [
        { account: HOLD(row.userId), amount: -row.amount },
        { account: PAYOUTS, amount: payout },
        ...(row.fee > 0 ? [{ account: FEES, amount: row.fee }] : []),
      ],
      metadata: { withdrawalId: row.id },
    })
  } else {
    await ledger.post(tx, {
      idempotencyKey: `withdrawal:${row.id}:returned`,
      kind: 'withdrawal.returned',
      postings: [
        { account: HOLD(row.userId), amount: -row.amount },
        { account: COIN(row.userId), amount: row.amount },
      ],
      metadata: { withdrawalId: row.id },
    })
  }
}
