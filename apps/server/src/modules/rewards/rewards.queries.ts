import { AWARD_ITEM, type AwardItem, type AwardSource } from '@panalo/contract/award-items'
import { count, desc, eq, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { awardGrants, bonusGrants } from '../../db/schema/rewards.ts'
import { isItemAccountKind } from '../ledger/ledger-accounts.types.ts'
import { playerNonMoneyBalances } from '../ledger/ledger-balances.service.ts'

/** What a player holds of each award item other than coins, by item id (accounts never opened: absent). */
export async function awardBalances(db: Executor, userId: number): Promise<Map<number, number>> {
  const byItem = new Map<number, number>()
  for (const [kind, balance] of await playerNonMoneyBalances(db, userId)) {
    if (kind === 'points') byItem.set(AWARD_ITEM.points, balance)
    else if (kind === 'liveness') byItem.set(AWARD_ITEM.liveness, balance)
    else if (kind === 'diamond') byItem.set(AWARD_ITEM.diamond, balance)
    else if (isItemAccountKind(kind)) byItem.set(Number(kind.slice('item:'.length)), balance)
  }
  return byItem
}

export interface AwardRecord {
  id: number
  source: AwardSource
  items: AwardItem[]
  /** Coins of this grant still waiting for the first deposit. */
  heldCoins: number
  /** Its bonus's wagering multiple; null when its coins are no bonus (decision 110) or it gave none. */
  multiple: number | null
  reason: string | null
  createdAt: Date
}

/**
 * One page of a player's awards, newest first by when they were granted (a backfilled grant, decision
 * 110, has a new id and its old time).
 */
export async function awardRecords(
  db: Executor,
  userId: number,
  page: { number: number; size: number },
): Promise<{ list: AwardRecord[]; total: number }> {
  const list = await db
    .select({
      id: awardGrants.id,
      source: sql<AwardSource>`${awardGrants.source}`,
      items: awardGrants.items,
      heldCoins:
        sql<number>`case when ${bonusGrants.state} = 'held' then ${bonusGrants.amount} else 0 end`.mapWith(
          Number,
        ),
      multiple: bonusGrants.multiple,
      reason: awardGrants.reason,
      createdAt: awardGrants.createdAt,
    })
    .from(awardGrants)
    .leftJoin(bonusGrants, eq(bonusGrants.grantId, awardGrants.id))
    .where(eq(awardGrants.userId, userId))
    .orderBy(desc(awardGrants.createdAt), desc(awardGrants.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size)
  const [totals] = await db.select({ total: count() }).from(awardGrants).where(eq(awardGrants.userId, userId))
  return { list, total: totals?.total ?? 0 }
}

export interface BonusRow {
  id: number
  bonusType: AwardSource
  amount: number
  multiple: number
  requirement: number
  wagered: number
  state: (typeof bonusGrants.$inferSelect)['state']
  createdAt: Date
  expiresAt: Date | null
}

/** A player's bonuses, newest first: the open ones (held, active) and the 50 latest others. */
export async function bonusRows(db: Executor, userId: number): Promise<BonusRow[]> {
  return db
    .select({
      id: bonusGrants.id,
      bonusType: sql<AwardSource>`${bonusGrants.bonusType}`,
      amount: bonusGrants.amount,
      multiple: bonusGrants.multiple,
      requirement: bonusGrants.requirement,
      wagered: bonusGrants.wagered,
      state: bonusGrants.state,
      createdAt: bonusGrants.createdAt,
      expiresAt: bonusGrants.expiresAt,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.userId, userId))
    .orderBy(desc(bonusGrants.id))
    .limit(50)
}
