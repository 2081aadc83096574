import type { Withdrawal } from '@panalo/contract/calls/withdrawals'
import { eq, sql } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { withdrawals } from '../../db/schema/withdrawals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { sendSystemMail } from '../mail/mail.service.ts'
import { settleHold } from './hold-journals.ts'
import type { PayoutAdapter } from './payout-adapter.ts'
import { readWithdrawalSettings } from './withdrawal-settings.ts'
import { findWithdrawal, presentWithdrawal } from './withdrawals.queries.ts'

export type PayoutOutcome = { paid: true; reference: string } | { paid: false; reason: string }

/**
 * Operator approval: the payout adapter pays. A payment it confirms at once is journalled hold →
 * payouts now; one it answers `processing` waits for settlePayout.
 *
 * The claim (pending → processing), the adapter's payment and the journal are three steps, and the
 * database can go away between them (decision 062). A withdrawal left processing with no answer of
 * its adapter recorded is such a cut approval: approving it again asks the same adapter again, which
 * pays a withdrawal once (PayoutAdapter), and settles it.
 *
 * A processing withdrawal also looks like that while its first approval is still paying it, so this
 * server refuses a second approval of a withdrawal it is approving (`approving`). Another instance's
 * concurrent approval still reaches the adapter, which pays once: the money stays right, only both
 * approvers hear success.
 */
export async function approveWithdrawal(
  { db, payouts, approving }: { db: Db; payouts: readonly PayoutAdapter[]; approving: Set<number> },
  id: number,
  operator: string,
): Promise<Withdrawal> {
  if (approving.has(id)) throw new AppError('WITHDRAWAL_NOT_PENDING')
  approving.add(id)
  try {
    return await approveOnce({ db, payouts }, id, operator)
  } finally {
    approving.delete(id)
  }
}

async function approveOnce(
  { db, payouts }: { db: Db; payouts: readonly PayoutAdapter[] },
  id: number,
  operator: string,
): Promise<Withdrawal> {
  const settings = await readWithdrawalSettings(db)
  const adapterOf = (adapterId: string) => {
    const found = payouts.find((candidate) => candidate.id === adapterId)
    if (!found) throw new Error(`The payout adapter ${adapterId} is not available here; nothing was approved`)
    return found
  }
  const claimed = await inTransaction(db, async (tx) => {
    const row = await findWithdrawal(tx, id, true)
    if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${id}`)
    if (row.state === 'processing' && row.payoutAdapter && row.payoutReference === null) return row
    if (row.state !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING')
    const adapterId = adapterOf(settings.payoutAdapter).id
    const [updated] = await tx
      .update(withdrawals)
      .set({ state: 'processing', decidedAt: sql`now()`, decidedBy: operator, payoutAdapter: adapterId })
      .where(eq(withdrawals.id, id))
      .returning()
    return updated ?? row
  })
  const adapter = adapterOf(claimed.payoutAdapter ?? settings.payoutAdapter)
  const result = await adapter.pay({
    withdrawalId: claimed.id,
    amount: claimed.amount - claimed.fee,
    kind: claimed.kind,
    bankName: claimed.bankName,
    accountNumber: claimed.accountNumber,
    holderName: claimed.holderName,
  })
  if (result.status === 'processing') {
    await db.update(withdrawals).set({ payoutReference: result.reference }).where(eq(withdrawals.id, id))
    return presentWithdrawal({ ...claimed, payoutReference: result.reference })
  }
  return settlePayout(
    db,
    id,
    result.status === 'paid'
      ? { paid: true, reference: result.reference }
      : { paid: false, reason: result.reason },
  )
}

/** The payout's outcome (at once from the sandbox, later from a real gateway's callback). */
export async function settlePayout(db: Db, id: number, outcome: PayoutOutcome): Promise<Withdrawal> {
  return inTransaction(db, async (tx) => {
    const row = await findWithdrawal(tx, id, true)
    if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${id}`)
    if (row.state !== 'processing') return presentWithdrawal(row)
    await settleHold(tx, row, outcome.paid ? 'paid' : 'returned')
    const [updated] = await tx
      .update(withdrawals)
      .set(
        outcome.paid
          ? { state: 'paid', paidAt: sql`now()`, payoutReference: outcome.reference }
          : { state: 'failed', reason: outcome.reason },
      )
      .where(eq(withdrawals.id, id))
      .returning()
    await sendSystemMail(
      tx,
      outcome.paid
        ? {
            userId: row.userId,
            kind: 'withdrawalPaid',
            key: `withdrawal:${id}`,
            params: { amount: row.amount - row.fee },
          }
        : {
            userId: row.userId,
            kind: 'withdrawalRefused',
            key: `withdrawal:${id}`,
            params: { amount: row.amount, reason: outcome.reason },
          },
    )
    return presentWithdrawal(updated ?? row)
  })
}

/** Operator rejection: the held amount returns to the player's coins. */
export async function rejectWithdrawal(
  db: Db,
  id: number,
  operator: string,
  reason: string,
): Promise<Withdrawal> {
  return inTransaction(db, async (tx) => {
    const row = await findWithdrawal(tx, id, true)
    if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${id}`)
    if (row.state !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING')
    await settleHold(tx, row, 'returned')
    const [updated] = await tx
      .update(withdrawals)
      .set({ state: 'rejected', reason, decidedAt: sql`now()`, decidedBy: operator })
      .where(eq(withdrawals.id, id))
      .returning()
    await sendSystemMail(tx, {
      userId: row.userId,
      kind: 'withdrawalRefused',
      key: `withdrawal:${id}`,
      params: { amount: row.amount, reason },
    })
    return presentWithdrawal(updated ?? row)
  })
}
