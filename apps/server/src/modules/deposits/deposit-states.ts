import type { DepositState } from '@panalo/contract/recharge-rules'

import type { Tx } from '../../db/client.ts'
import type { DepositPolicy } from '../responsible-gaming/deposit-policy.types.ts'
import { closeDeposit } from './deposits.queries.ts'

/** The states a deposit waits for its payment in; every other state is final. */
export const OPEN_STATES: readonly DepositState[] = ['created', 'pending']

/** Deposits one sweep (or one player's list) expires at a time. */
export const SWEEP_BATCH = 100

/** Moves an open deposit to a final unpaid state and frees its reservation; false if it was not open. */
export async function endUnpaid(
  { depositPolicy }: { depositPolicy: DepositPolicy },
  tx: Tx,
  id: string,
  state: 'failed' | 'cancelled' | 'expired',
): Promise<boolean> {
  const ended = await closeDeposit(tx, id, OPEN_STATES, state, null)
  if (ended) await depositPolicy.releaseDeposit(tx, id)
  return ended
}
