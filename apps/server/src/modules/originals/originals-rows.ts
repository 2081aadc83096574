import { and, eq, inArray } from 'drizzle-orm'

import type { Tx } from '../../db/client.ts'
import { originalsRounds } from '../../db/schema/originals.ts'
import type { SeedOwner, SeedPairRow } from '../draws/draws.service.ts'

/** Whose a round or seed pair is (the seed-pair store's owner): a signed-in player's (real coins) or a try-it session's (demo coins). */
export type Owner = SeedOwner

export type RoundRow = typeof originalsRounds.$inferSelect
export type PairRow = SeedPairRow

export function ownerFilter(table: typeof originalsRounds, owner: Owner) {
  return owner.kind === 'player' ? eq(table.userId, owner.userId) : eq(table.demoSessionId, owner.demoId)
}

export function ownerColumns(owner: Owner) {
  return owner.kind === 'player'
    ? { userId: owner.userId, demoSessionId: null }
    : { userId: null, demoSessionId: owner.demoId }
}

export async function hasUnfinishedMines(tx: Tx, owner: Owner): Promise<boolean> {
  const [row] = await tx
    .select({ id: originalsRounds.id })
    .from(originalsRounds)
    .where(
      and(
        ownerFilter(originalsRounds, owner),
        eq(originalsRounds.game, 'mines'),
        inArray(originalsRounds.state, ['pending', 'open']),
      ),
    )
    .limit(1)
  return row !== undefined
}
