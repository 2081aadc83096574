import { and, eq, inArray } from 'drizzle-orm'

import type { Tx } from '../../db/client.ts'
import { originalsRounds, type originalsSeedPairs } from '../../db/schema/originals.ts'

/** Whose a round or seed pair is: a signed-in player's (real coins) or a try-it session's (demo coins). */
export type Owner = { kind: 'player'; userId: number } | { kind: 'demo'; demoId: string }

export type RoundRow = typeof originalsRounds.$inferSelect
export type PairRow = typeof originalsSeedPairs.$inferSelect

export function ownerFilter(table: typeof originalsRounds | typeof originalsSeedPairs, owner: Owner) {
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
