import type { LimitKind, LimitPeriod } from '@panalo/contract/self-limits'

import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { validation } from '../../platform/validation.ts'
import { nextLimitState } from './rg-rules.ts'
import { lockPlayer, playerLimits, saveLimit } from './rg.queries.ts'

/** Sets, lowers, raises or removes one limit (null: remove); raising and removing wait 24 hours. */
export async function setLimit(
  db: Db,
  now: () => Date,
  change: { userId: number; kind: LimitKind; period: LimitPeriod; amount: number | null },
): Promise<void> {
  const { userId, kind, period, amount } = change
  if (kind === 'time' && period !== 'day') throw validation('period', 'The play-time limit is per day')
  await inTransaction(db, async (tx) => {
    await lockPlayer(tx, userId)
    const [row] = await playerLimits(tx, userId, [kind]).then((all) =>
      all.filter((candidate) => candidate.period === period),
    )
    const next = nextLimitState(row, amount, now())
    await saveLimit(tx, { userId, kind, period, ...next })
  })
}
