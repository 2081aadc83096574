import { LIMIT_PERIODS } from '@panalo/contract/self-limits'

import { AppError } from '../../platform/app-error.ts'
import type { DepositPolicy } from './deposit-policy.types.ts'
import { assertNotBlocked, limitOf } from './rg-rules.ts'
import {
  findReservation,
  insertReservation,
  lockPlayer,
  playerLimits,
  releaseReservation,
  reservedDeposits,
} from './rg.queries.ts'

/** The deposit policy deposits go through: breaks and the deposit limits, counted when a deposit opens. */
export function createDepositPolicy(now: () => Date): DepositPolicy {
  return {
    async reserveDeposit(tx, { userId, amount, reference }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`bad deposit amount ${amount}`)
      const at = now()
      const player = await lockPlayer(tx, userId)
      // A retried reservation of the same deposit is already counted.
      if (await findReservation(tx, reference)) return
      assertNotBlocked(player, at)
      const rows = await playerLimits(tx, userId, ['deposit'])
      const hasLimit = LIMIT_PERIODS.some((period) => limitOf(rows, 'deposit', period, at) !== null)
      if (hasLimit) {
        const reserved = await reservedDeposits(tx, userId, at)
        for (const period of LIMIT_PERIODS) {
          const limit = limitOf(rows, 'deposit', period, at)
          if (limit !== null && reserved[period] + amount > limit) {
            throw new AppError('DEPOSIT_LIMIT_REACHED', undefined, {
              period,
              limit,
              remaining: Math.max(0, limit - reserved[period]),
            })
          }
        }
      }
      await insertReservation(tx, { reference, userId, amount, createdAt: at })
    },

    async releaseDeposit(tx, reference) {
      await releaseReservation(tx, reference, now())
    },
  }
}
