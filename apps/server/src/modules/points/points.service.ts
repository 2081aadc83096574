import { AWARD_ITEM, AWARD_SOURCES, type AwardSource } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { MAX_POINTS_EXCHANGE_COUNT, type PointsEarnRow } from '@panalo/contract/calls/points'

import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../platform/app-error.ts'
import {
  journalPlayerAmount,
  playerAccountBalance,
  postingHistory,
} from '../ledger/ledger-balances.service.ts'
import { InsufficientBalanceError } from '../ledger/ledger-errors.types.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { grantAwards, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { grantItems } from '../rewards/award-records.service.ts'
import { vipStatus } from '../vip/vip.service.ts'
import { readVipLadder } from '../vip/vip.service.ts'
import { walletPlayer } from '../wallet/wallet-players.service.ts'
import { readPointsShop } from './points-shop.ts'

/**
 * Points (docs/decisions/028-points.md): item 2002 on the player's `points` ledger account. VIP
 * awards give them (the ladder says how many); the shop turns them into bonus coins. An exchange is
 * one request of the request store (decision 089) and one grant of the award engine, source `points`,
 * whose one journal takes the points back to the house and gives the coins: a retry answers the first
 * exchange as stored, and a balance that does not cover it refuses the whole of it.
 */
export interface PointsService {
  /** A guest (null) sees the shop and how points are earned, with no points (decision 068). */
  info(userId: number | null): Promise<CallOutput<'pointsInfo'>>
  exchange(
    userId: number,
    input: { requestId: string; itemId: number; count: number },
  ): Promise<CallOutput<'pointsExchange'>>
  log(userId: number, page: { before?: number | undefined; limit: number }): Promise<CallOutput<'pointsLog'>>
}

const pointsIn = (items: readonly { id: number; count: number }[]) =>
  items.find((item) => item.id === AWARD_ITEM.points)?.count ?? 0

function isAwardSource(value: unknown): value is AwardSource {
  return typeof value === 'string' && (AWARD_SOURCES as readonly string[]).includes(value)
}

function grantIdOf(metadata: unknown): number | null {
  if (typeof metadata !== 'object' || metadata === null || !('grantId' in metadata)) return null
  return typeof metadata.grantId === 'number' ? metadata.grantId : null
}

export function createPointsService({ db }: { db: Db }): PointsService {
  return {
    async info(userId) {
      const { vip, ladder } =
        userId === null ? { vip: 0, ladder: await readVipLadder(db) } : await vipStatus(db, userId)
      const shop = await readPointsShop(db)
      const rule = await wageringRuleOf(db, 'points')
      const { totalRecharge } = userId === null ? { totalRecharge: 0 } : await walletPlayer(db, userId)
      const points = userId === null ? 0 : await playerAccountBalance(db, userId, 'points')
      const earn: PointsEarnRow[] = ladder
        .map((rung) => ({
          level: rung.level,
          levelUp: pointsIn(rung.levelUpAward),
          daily: pointsIn(rung.dailyAward),
          weekly: pointsIn(rung.weeklyAward),
        }))
        .filter((row) => row.levelUp + row.daily + row.weekly > 0)
      return {
        points,
        vip,
        earn,
        shop,
        maxCount: MAX_POINTS_EXCHANGE_COUNT,
        wagering: {
          multiple: rule.multiple,
          expiryDays: rule.expiryDays,
          held: rule.heldUntilFirstDeposit && totalRecharge === 0,
        },
      }
    },

    async exchange(userId, input) {
      const { requestId, itemId, count } = input
      const key = { userId, scope: 'pointsExchange', requestId, body: input }
      try {
        return await oncePerRequest(
          db,
          key,
          async (tx: Tx) => {
            const item = (await readPointsShop(tx)).find((entry) => entry.id === itemId)
            if (!item) throw new AppError('POINTS_ITEM_UNKNOWN')
            const cost = item.points * count
            try {
              // The grant keeps its key of before the store, so a retry of an exchange made then replays it.
              const grant = await grantAwards(tx, {
                source: 'points',
                key: `exchange-${requestId}`,
                userId,
                items: [{ id: item.award.id, count: item.award.count * count }],
                spend: [{ id: AWARD_ITEM.points, count: cost }],
              })
              const spent =
                grant.replayed && grant.journalId !== null
                  ? -(await journalPlayerAmount(tx, { userId, kind: 'points', journalId: grant.journalId }))
                  : cost
              return {
                items: grant.items,
                heldCoins: grant.heldCoins,
                spent,
                points: await playerAccountBalance(tx, userId, 'points'),
              }
            } catch (error) {
              if (error instanceof InsufficientBalanceError) throw new AppError('POINTS_NOT_ENOUGH')
              throw error
            }
          },
          // Decision 028 keeps no refusal: with the points earned (or the item added), the same id goes through.
          { notFinal: ['POINTS_NOT_ENOUGH', 'POINTS_ITEM_UNKNOWN'] },
        )
      } catch (error) {
        // The points exchange has always answered another body under its id with CONFLICT (decision 028).
        if (error instanceof AppError && error.errorName === 'REQUEST_ID_REUSED')
          throw new AppError('CONFLICT')
        throw error
      }
    },

    async log(userId, { before, limit }) {
      const page = await postingHistory(db, {
        userId,
        kind: 'points',
        ...(before === undefined ? {} : { before }),
        limit,
      })
      const grants = await grantItems(
        db,
        page.entries.flatMap((entry) => {
          const grantId = grantIdOf(entry.metadata)
          return grantId === null ? [] : [grantId]
        }),
      )
      return {
        list: page.entries.map((entry) => {
          const metadata = entry.metadata as { source?: unknown } | null
          const source = isAwardSource(metadata?.source) ? metadata.source : null
          const grantId = grantIdOf(entry.metadata)
          const received =
            entry.amount < 0 && grantId !== null
              ? (grants.get(grantId) ?? []).filter((item) => item.id !== AWARD_ITEM.points)
              : []
          return {
            id: entry.journalId,
            amount: entry.amount,
            balanceAfter: entry.balanceAfter,
            source,
            received,
            createTime: entry.createdAt.toISOString(),
          }
        }),
        nextBefore: page.nextBefore,
      }
    },
  }
}
