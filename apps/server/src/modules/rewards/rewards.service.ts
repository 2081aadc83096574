import type { CallOutput } from '@panalo/contract/call-map'

import type { Db } from '../../db/client.ts'
import { wageringLeft } from '../wallet/wagering.service.ts'
import { awardRecords, bonusRows } from './rewards.queries.ts'

/** The player's reads of the award engine: the reward record and each bonus's wagering progress. */
export interface RewardsService {
  records(
    userId: number,
    page: { pageNum: number; pageSize: number },
  ): Promise<CallOutput<'activityAwardGetLog'>>
  bonuses(userId: number): Promise<CallOutput<'bonusWageringList'>>
}

export function createRewardsService({ db }: { db: Db }): RewardsService {
  return {
    async records(userId, { pageNum, pageSize }) {
      const { list, total } = await awardRecords(db, userId, { number: pageNum, size: pageSize })
      return {
        list: list.map(({ createdAt, ...record }) => ({ ...record, createTime: createdAt.toISOString() })),
        pageNum,
        pageSize,
        total,
        pages: Math.ceil(total / pageSize),
      }
    },
    async bonuses(userId) {
      const rows = await bonusRows(db, userId)
      return {
        list: rows.map(({ createdAt, expiresAt, ...bonus }) => ({
          ...bonus,
          createTime: createdAt.toISOString(),
          expireTime: expiresAt?.toISOString() ?? null,
        })),
        // The withdrawal gate's own figure (decision 106), not a sum of this list.
        bet: await wageringLeft(db, userId),
      }
    },
  }
}

// The players desk lists a player's grants and bonuses with this area's queries.
export { awardRecords, bonusRows } from './rewards.queries.ts'
