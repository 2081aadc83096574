import type { AwardSource } from '@panalo/contract/award-items'
import { and, asc, eq, sql } from 'drizzle-orm'

import type { Tx } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/rewards.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import * as ledger from '../ledger/ledger.service.ts'
import { readWageringSettings, type BonusTypeRule } from './wagering-settings.ts'

/**
 * A grant's coins as a bonus (decision 025): opened with its wagering requirement when granted, or
 * held until the player's first deposit credits it.
 */
export async function openBonus(
  tx: Tx,
  bonus: {
    grantId: number
    userId: number
    source: AwardSource
    amount: number
    rule: BonusTypeRule
    creditJournalId: number | null
  },
): Promise<void> {
  const requirement = bonus.amount * bonus.rule.multiple
  const credited = bonus.creditJournalId !== null
  await tx.insert(bonusGrants).values({
    grantId: bonus.grantId,
    userId: bonus.userId,
    bonusType: bonus.source,
    amount: bonus.amount,
    multiple: bonus.rule.multiple,
    requirement,
    state: !credited ? 'held' : requirement === 0 ? 'completed' : 'active',
    creditJournalId: bonus.creditJournalId,
    ...(credited ? creditedTimes(bonus.rule, requirement) : {}),
  })
}

/** The times a bonus gets when its coins are credited now. */
function creditedTimes(rule: Pick<BonusTypeRule, 'expiryDays'>, requirement: number) {
  return {
    creditedAt: sql`now()`,
    completedAt: requirement === 0 ? sql`now()` : null,
    expiresAt:
      rule.expiryDays === null || requirement === 0
        ? null
        : sql`now() + make_interval(days => ${rule.expiryDays})`,
  }
}

/**
 * Credits the player's held bonuses (free bonuses granted before a first deposit; decision 025), in
 * the transaction that credits a deposit: each bonus's coins move from promotions by a journal keyed
 * `bonus:<id>:credit`, and it becomes active, a wagering requirement (decision 106). The deposit's upsert of the wallet row
 * already holds the lock grantAwards takes to decide "held", so no bonus is held after this runs.
 * Answers how many were credited.
 */
export async function creditHeldBonuses(tx: Tx, userId: number): Promise<number> {
  const held = await tx
    .select({
      id: bonusGrants.id,
      grantId: bonusGrants.grantId,
      amount: bonusGrants.amount,
      requirement: bonusGrants.requirement,
      bonusType: bonusGrants.bonusType,
    })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.state, 'held')))
    .orderBy(asc(bonusGrants.id))
    .for('update')
  if (held.length === 0) return 0
  const settings = await readWageringSettings(tx)
  for (const bonus of held) {
    const journal = await ledger.post(tx, {
      idempotencyKey: `bonus:${bonus.id}:credit`,
      kind: 'bonus_credit',
      postings: [
        { account: { userId, kind: 'coin' }, amount: bonus.amount },
        { account: { house: HOUSE.promotions, asset: 'PHP' }, amount: -bonus.amount },
      ],
      metadata: { bonusId: bonus.id, grantId: bonus.grantId },
    })
    const rule = settings[bonus.bonusType as keyof typeof settings] ?? { expiryDays: null }
    await tx
      .update(bonusGrants)
      .set({
        state: bonus.requirement === 0 ? 'completed' : 'active',
        creditJournalId: journal.journalId,
        ...creditedTimes(rule, bonus.requirement),
      })
      .where(eq(bonusGrants.id, bonus.id))
  }
  return held.length
}
