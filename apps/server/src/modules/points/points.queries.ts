import { and, eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { ledgerAccounts, ledgerPostings } from '../../db/schema/ledger.ts'

/** The points a journal took from the player (an exchange's journal; 0 when it took none). */
export async function pointsSpentBy(db: Executor, userId: number, journalId: number): Promise<number> {
  const rows = await db
    .select({ amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerPostings.journalId, journalId),
        eq(ledgerAccounts.holder, 'player'),
        eq(ledgerAccounts.ownerUserId, userId),
        eq(ledgerAccounts.kind, 'points'),
      ),
    )
  return -rows.reduce((sum, row) => sum + row.amount, 0)
}
