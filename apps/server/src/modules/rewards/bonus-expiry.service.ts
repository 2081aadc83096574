import { and, asc, eq, lte } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/rewards.ts'
import { inTransaction } from '../../db/transaction.ts'
import { lockPlayerBalance } from '../ledger/ledger-balances.service.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { projectTurnoverFully } from '../turnover/turnover.service.ts'

/**
 * Bonus expiry (docs/decisions/025-award-engine-and-bonuses.md), run by the `bonus-expiry` job: an
 * active bonus past its expiry becomes `expired`, the share of its coins its unmet wagering stands
 * for (amount × left ÷ requirement, rounded down) goes back to promotions, never more than the
 * player's coin balance holds, and what it still required leaves the wagering figure (an expired
 * bonus is no requirement, decision 106). Completed
 * bonuses keep their coins; held ones have none and no clock (decision 025).
 */

const BATCH = 200

export interface ExpirySummary {
  expired: number
  /** Hundredths taken back in all. */
  taken: number
}

/** Expires every active bonus whose expiry is at or before `now`. */
export async function expireBonuses(db: Db, now: Date): Promise<ExpirySummary> {
  // Stakes placed before the expiry count towards the bonus first.
  await projectTurnoverFully(db)
  const summary: ExpirySummary = { expired: 0, taken: 0 }
  for (;;) {
    const due = await db
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.state, 'active'), lte(bonusGrants.expiresAt, now)))
      .orderBy(asc(bonusGrants.expiresAt), asc(bonusGrants.id))
      .limit(BATCH)
    for (const { id } of due) {
      const taken = await inTransaction(db, (tx) => expireBonus(tx, id, now))
      if (taken === null) continue
      summary.expired++
      summary.taken += taken
    }
    if (due.length < BATCH) return summary
  }
}

/** Expires one bonus if it is still active and due; answers the hundredths taken, or null. */
export async function expireBonus(tx: Tx, bonusId: number, now: Date): Promise<number | null> {
  const [bonus] = await tx
    .select({
      userId: bonusGrants.userId,
      grantId: bonusGrants.grantId,
      amount: bonusGrants.amount,
      requirement: bonusGrants.requirement,
      wagered: bonusGrants.wagered,
      state: bonusGrants.state,
      expiresAt: bonusGrants.expiresAt,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.id, bonusId))
    .for('update')
  if (!bonus || bonus.state !== 'active' || !bonus.expiresAt || bonus.expiresAt > now) return null
  const left = bonus.requirement - bonus.wagered
  // BigInt: amount × left can pass 2^53 though the result cannot.
  const unwagered =
    bonus.requirement === 0 ? 0 : Number((BigInt(bonus.amount) * BigInt(left)) / BigInt(bonus.requirement))
  // The balance row stays locked to the end, so no bet spends what this journal takes.
  const taken = Math.min(unwagered, await lockPlayerBalance(tx, bonus.userId, 'coin'))
  if (taken > 0)
    await ledger.post(tx, {
      idempotencyKey: `bonus:${bonusId}:expire`,
      kind: 'bonus_expired',
      postings: [
        { account: { userId: bonus.userId, kind: 'coin' }, amount: -taken },
        { account: { house: HOUSE.promotions, asset: 'PHP' }, amount: taken },
      ],
      metadata: { bonusId, grantId: bonus.grantId, unwagered },
    })
  await tx.update(bonusGrants).set({ state: 'expired' }).where(eq(bonusGrants.id, bonusId))
  return taken
}
