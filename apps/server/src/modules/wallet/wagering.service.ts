import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Executor, Tx } from '../../db/client.ts'
import { wageringRequirements } from '../../db/schema/wallet.ts'

/**
 * The one wagering figure (docs/decisions/106-one-wagering-figure.md). Every requirement is a row:
 * a bonus of the award engine is its bonus_grants row, anything else (a deposit's turnover, its
 * deposit bonus's) a wagering_requirements row added here in the transaction of its credit journal.
 * Only the turnover projector counts stakes towards them (db/functions/wagering_apply.sql); the bet
 * writes none of it. What a player has left is wagering_left() (db/functions/wagering_left.sql), read
 * by the withdrawal gate and by every page that shows `bet`, so they can never disagree; the
 * projector's lag only makes it higher.
 */

/**
 * Adds a requirement of `requirement` hundredths for what the journal `creditJournalId` credited;
 * stakes of later journals count towards it. Idempotent by `key` (`deposit:<id>`,
 * `deposit-bonus:<id>`); nothing for 0.
 */
export async function addWageringRequirement(
  tx: Tx,
  requirement: { key: string; userId: number; requirement: number; creditJournalId: number },
): Promise<void> {
  if (requirement.requirement <= 0) return
  await tx
    .insert(wageringRequirements)
    .values(requirement)
    .onConflictDoNothing({ target: wageringRequirements.key })
}

/** wagering_left() as a column, for a read that takes other figures in the same statement. */
export function wageringLeftOf(userId: number) {
  return sql<number>`wagering_left(${userId})`.mapWith(Number)
}

const leftRow = z.object({ left: z.coerce.number() })

/**
 * Hundredths the player must still wager before a withdrawal: the withdrawal gate's figure, and the
 * `bet` of the wallet, withdraw and bonus pages. Read through `executor`, which may be the caller's
 * transaction.
 */
export async function wageringLeft(executor: Executor, userId: number): Promise<number> {
  const result = (await executor.execute(sql`select wagering_left(${userId}) as "left"`)) as unknown as {
    rows: unknown[]
  }
  return leftRow.parse(result.rows[0]).left
}
