import type { AwardItem } from '@panalo/contract/award-items'
import { and, eq, inArray } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { ledgerAccounts, ledgerPostings } from '../../db/schema/ledger.ts'
import { awardGrants } from '../../db/schema/rewards.ts'

/** The items of these grants, by grant id (the points log shows what an exchange bought). */
export async function grantItems(
  db: Executor,
  grantIds: readonly number[],
): Promise<Map<number, AwardItem[]>> {
  if (grantIds.length === 0) return new Map()
  const rows = await db
    .select({ id: awardGrants.id, items: awardGrants.items })
    .from(awardGrants)
    .where(inArray(awardGrants.id, [...grantIds]))
  return new Map(rows.map((row) => [row.id, row.items]))
}

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
