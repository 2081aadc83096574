import { LIMIT_PERIODS, type LimitKind } from '@panalo/contract/self-limits'

import { AppError } from '../../platform/app-error.ts'
import type { PlayPolicy } from './play-policy.types.ts'
import { assertNotBlocked, assertPlayTimeLeft, effectiveAmount, limitOf } from './rg-rules.ts'
import { periodStart } from './rg-windows.ts'
import {
  addStake,
  addToCounters,
  findPlayer,
  lockFreePlayerWithLimits,
  lockPlayer,
  playCounters,
  playerLimits,
} from './rg.queries.ts'

/** The play policy games go through: breaks, the play-time limit, and the bet and loss limits. */
export function createPlayPolicy(now: () => Date): PlayPolicy {
  return {
    async assertMayPlay(executor, userId) {
      const at = now()
      // One after the other: the executor may be a transaction, whose one connection runs one query
      // at a time (pg queues a second one, and pg 9 will refuse it).
      const player = await findPlayer(executor, userId)
      const rows = await playerLimits(executor, userId, ['time'])
      assertNotBlocked(player, at)
      assertPlayTimeLeft(player, rows, at)
    },

    async assertMayBet(tx, userId, stake) {
      const at = now()
      const kinds: LimitKind[] = ['bet', 'loss', 'time']
      // One round trip when the player's row lock is free (the common case), two otherwise.
      const fast = await lockFreePlayerWithLimits(tx, userId, kinds)
      const player = fast?.player ?? (await lockPlayer(tx, userId))
      assertNotBlocked(player, at)
      const rows = fast?.limits ?? (await playerLimits(tx, userId, kinds))
      assertPlayTimeLeft(player, rows, at)
      const limits = rows.filter((row) => row.kind !== 'time' && effectiveAmount(row, at) !== null)
      if (limits.length === 0) return
      const played = await playCounters(tx, userId, at)
      for (const period of LIMIT_PERIODS) {
        const betLimit = limitOf(rows, 'bet', period, at)
        if (betLimit !== null && played[period].stakes + stake > betLimit) {
          throw new AppError('BET_LIMIT_REACHED', undefined, {
            period,
            limit: betLimit,
            remaining: Math.max(0, betLimit - played[period].stakes),
          })
        }
        const lossLimit = limitOf(rows, 'loss', period, at)
        const netLoss = played[period].stakes - played[period].wins
        if (lossLimit !== null && netLoss + stake > lossLimit) {
          throw new AppError('LOSS_LIMIT_REACHED', undefined, {
            period,
            limit: lossLimit,
            remaining: Math.max(0, lossLimit - netLoss),
          })
        }
      }
    },

    async recordStake(tx, userId, stake) {
      if (stake <= 0) return
      await addStake(tx, userId, now(), stake)
    },

    async recordWin(tx, userId, win) {
      if (win <= 0) return
      await addToCounters(tx, userId, now(), { stakes: 0, wins: win })
    },

    async recordRollback(tx, userId, stake) {
      if (stake <= 0) return
      await addToCounters(tx, userId, now(), { stakes: -stake, wins: 0 })
    },

    stakeClock() {
      const at = now()
      return {
        now: at.toISOString(),
        day: periodStart('day', at),
      }
    },
  }
}
