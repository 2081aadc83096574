import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { activeBlock } from './rg-rules.ts'
import { lockPlayer, updatePlayer } from './rg.queries.ts'

/** An exclusion past its irrevocable part ends this long after the request to end it. */
export const EXCLUSION_END_DELAY_MS = 7 * 24 * 60 * 60_000

/**
 * The player's request (through support; an excluded player cannot log in) to end an exclusion
 * early: refused during its irrevocable part; afterwards it ends EXCLUSION_END_DELAY_MS later.
 */
export async function requestExclusionEnd(
  db: Db,
  now: () => Date,
  userId: number,
): Promise<{ until: Date } | null> {
  return inTransaction(db, async (tx) => {
    const at = now()
    const player = await lockPlayer(tx, userId)
    const block = activeBlock(player, at)
    if (!block) return null
    if (block.irrevocableUntil && block.irrevocableUntil > at) throw new AppError('EXCLUSION_IRREVOCABLE')
    const endAt = new Date(at.getTime() + EXCLUSION_END_DELAY_MS)
    const until = block.until < endAt ? block.until : endAt
    await updatePlayer(tx, userId, { blockUntil: until })
    return { until }
  })
}
