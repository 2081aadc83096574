import { eq, sql } from 'drizzle-orm'

import type { Db } from '../../src/db/client.ts'
import { receivingAccounts } from '../../src/db/schema/withdrawals.ts'
import { inTransaction } from '../../src/db/transaction.ts'
import { HOUSE } from '../../src/modules/ledger/ledger-accounts.types.ts'
import * as ledger from '../../src/modules/ledger/ledger.service.ts'
import { addWageringRequirement } from '../../src/modules/wallet/wagering.service.ts'
import { recordDepositCredited } from '../../src/modules/wallet/wallet-players.service.ts'
import {
  readWithdrawalSettings,
  writeWithdrawalSettings,
  type WithdrawalSettings,
} from '../../src/modules/withdrawals/withdrawal-settings.ts'

/**
 * Funds a test player the way a credited deposit does (the deposit flow itself belongs to another
 * area): a journal from the sandbox gateway to coin and the wallet totals, in one transaction.
 */
export async function fundPlayer(
  db: Db,
  userId: number,
  amount: number,
  key: string,
  wageringRequirement = 0,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const journal = await ledger.post(tx, {
      idempotencyKey: `test-deposit:${key}`,
      kind: 'deposit',
      postings: [
        { account: { userId, kind: 'coin' }, amount },
        { account: { house: HOUSE.gateway('sandbox'), asset: 'PHP' }, amount: -amount },
      ],
    })
    if (!journal.replayed)
      await recordDepositCredited(tx, {
        userId,
        depositId: `test:${key}`,
        journalId: journal.journalId,
        amount,
        rechargeTypeId: null,
        wageringRequirement,
      })
  })
}

/** Ends the hold on a player's receiving accounts, as if the waiting time had passed. */
export async function endAccountHolds(db: Db, userId: number): Promise<void> {
  await db
    .update(receivingAccounts)
    .set({ usableAt: sql`now() - interval '1 second'` })
    .where(eq(receivingAccounts.userId, userId))
}

/** Changes some withdrawal rules for a test. */
export async function setWithdrawalSettings(db: Db, change: Partial<WithdrawalSettings>): Promise<void> {
  await writeWithdrawalSettings(db, { ...(await readWithdrawalSettings(db)), ...change })
}

let nextRequest = 0
/** A fresh client request id. */
export function requestId(prefix = 'req'): string {
  nextRequest += 1
  return `${prefix}-${Date.now().toString(36)}-${nextRequest}`
}

let nextRequirement = 0
/**
 * Gives a player a wagering requirement of `amount` hundredths credited by the latest journal, as a
 * credited deposit's would be (decision 106): only stakes of later journals count towards it.
 */
export async function requireWagering(db: Db, userId: number, amount: number): Promise<void> {
  nextRequirement += 1
  await inTransaction(db, async (tx) => {
    const [latest] = (
      (await tx.execute(sql`select coalesce(max(id), 0)::bigint as id from ledger_journals`)) as unknown as {
        rows: { id: string | number }[]
      }
    ).rows
    await addWageringRequirement(tx, {
      key: `test:${userId}:${Date.now().toString(36)}:${nextRequirement}`,
      userId,
      requirement: amount,
      creditJournalId: Number(latest?.id ?? 0),
    })
  })
}
