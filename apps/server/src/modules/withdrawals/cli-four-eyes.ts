import { eq } from 'drizzle-orm'

import type { Db } from '../../db/client.ts'
import { cliWithdrawalApprovals, withdrawalApprovals, withdrawals } from '../../db/schema/withdrawals.ts'
import { inTransaction } from '../../db/transaction.ts'
import { staffDirectory } from '../../db/views/staff-directory.ts'
import { AppError } from '../../platform/app-error.ts'
import { readFourEyesAbove } from './withdrawal-desk.ts'

/**
 * Four eyes at the command line (decision 081): above the four-eyes amount `withdrawals:approve`
 * records the operator's approval, and pays only when another operator — or a staff member in the
 * console — approved it before. The same operator twice is refused. Decided under the withdrawal's
 * row lock, like the console's approvals.
 */
export async function cliFourEyes(
  db: Db,
  withdrawalId: number,
  operator: string,
): Promise<{ pay: boolean; above: number }> {
  const above = await readFourEyesAbove(db)
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update')
    if (!row) throw new AppError('NOT_FOUND', `No withdrawal ${withdrawalId}`)
    // A processing withdrawal was approved (by two, above the amount) and its payout began; approving
    // again is how an operator finishes one a database outage cut before its journal (decision 062).
    if (row.state === 'processing') return { pay: true, above }
    if (row.state !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING')
    if (row.amount <= above) return { pay: true, above }
    const [byOperators, byStaff] = await Promise.all([
      tx
        .select({ operator: cliWithdrawalApprovals.operator })
        .from(cliWithdrawalApprovals)
        .where(eq(cliWithdrawalApprovals.withdrawalId, withdrawalId)),
      tx
        .select({ account: staffDirectory.account })
        .from(withdrawalApprovals)
        .innerJoin(staffDirectory, eq(staffDirectory.id, withdrawalApprovals.staffId))
        .where(eq(withdrawalApprovals.withdrawalId, withdrawalId)),
    ])
    if (byOperators.some((approval) => approval.operator === operator))
      throw new AppError(
        'CONFLICT',
        `${operator} approved withdrawal ${withdrawalId} already: a second, different operator must approve it`,
      )
    await tx.insert(cliWithdrawalApprovals).values({ withdrawalId, operator })
    return { pay: byOperators.length + byStaff.length >= 1, above }
  })
}
