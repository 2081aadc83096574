import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import type { GameTypeCode } from '@panalo/contract/enums'
import { and, count, desc, eq, gte } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { awardGrants } from '../../db/schema/rewards.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay } from '../../platform/manila-time.ts'
import { grantAwards } from '../rewards/award-engine.service.ts'
import { turnoverDaysOf } from '../turnover/turnover.service.ts'
import { ratesOfLevel, readRebateRates } from './rebate-rates.ts'
import { vipStatus } from './vip.service.ts'

/**
 * Rebates (docs/decisions/027-rebates.md): a share of each Manila day's valid turnover per game type
 * (the turnover projector's figures), at the rate of the player's level when claimed. What accrues
 * is claimable at once, as it grows: each claim of a day and game type is a grant keyed
 * `<day>:<type>:<n>`, n counting that day and type's claims, so a replayed or racing claim meets the
 * key of the one before it and pays nothing. The last REBATE_DAYS Manila days are claimable.
 */
export const REBATE_DAYS = 7

const DAY_MS = 86_400_000

type RebateRow = CallOutput<'betBonus'>['rows'][number]
type ClaimAnswer = CallOutput<'betBonusReceive'>

export interface RebateService {
  status(userId: number, type?: GameTypeCode): Promise<CallOutput<'betBonus'>>
  claim(userId: number, type?: GameTypeCode): Promise<ClaimAnswer>
  log(userId: number, page: { pageNum: number; pageSize: number }): Promise<CallOutput<'betBonusLog'>>
}

/** `award:rebate:<player>:<day>:<type>:<n>` → its parts. */
function parseKey(key: string): { day: string; gameType: GameTypeCode; claim: number } | undefined {
  const match = /:(\d{4}-\d{2}-\d{2}):([a-z]+):(\d+)$/.exec(key)
  if (!match) return undefined
  return { day: match[1] ?? '', gameType: (match[2] ?? '') as GameTypeCode, claim: Number(match[3]) }
}

function coinsOf(items: readonly { id: number; count: number }[]): number {
  return items.find((item) => item.id === AWARD_ITEM.coin)?.count ?? 0
}

export function createRebateService({
  db,
  now = () => new Date(),
}: {
  db: Db
  now?: () => Date
}): RebateService {
  /** Each day and game type of the window: its turnover, what accrued, what was paid and in how many claims. */
  async function accruals(executor: Executor, userId: number, type?: GameTypeCode) {
    const at = now()
    const { vip } = await vipStatus(executor, userId)
    const rates = ratesOfLevel(await readRebateRates(executor), vip)
    const today = manilaDay(at)
    const from = addDays(today, -(REBATE_DAYS - 1))
    const days = await turnoverDaysOf(executor, userId, { from, to: today })
    // A claim of a day is made on or after it, so grants older than the window's first day are not its.
    const grants = await executor
      .select({ key: awardGrants.key, items: awardGrants.items })
      .from(awardGrants)
      .where(
        and(
          eq(awardGrants.userId, userId),
          eq(awardGrants.source, 'rebate'),
          gte(awardGrants.createdAt, new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS)),
        ),
      )
    const paid = new Map<string, { amount: number; claims: number }>()
    for (const grant of grants) {
      const parts = parseKey(grant.key)
      if (!parts) continue
      const slot = `${parts.day}:${parts.gameType}`
      const sofar = paid.get(slot) ?? { amount: 0, claims: 0 }
      paid.set(slot, {
        amount: sofar.amount + coinsOf(grant.items),
        claims: Math.max(sofar.claims, parts.claim),
      })
    }
    const rows = days
      .filter((day) => (type === undefined || day.gameType === type) && day.gameType in rates)
      .map((day) => {
        const gameType = day.gameType as GameTypeCode
        const rate = rates[gameType]
        const accrued = Math.floor((day.stake * rate) / 10_000)
        const before = paid.get(`${day.day}:${gameType}`) ?? { amount: 0, claims: 0 }
        // A rate lowered after a claim never takes back what was paid.
        const claimable = Math.max(0, accrued - before.amount)
        return {
          row: { day: day.day, gameType, turnover: day.stake, rate, accrued, paid: before.amount, claimable },
          claims: before.claims,
        }
      })
    return { vip, today, rates, rows }
  }

  return {
    async status(userId, type) {
      const { vip, today, rates, rows } = await accruals(db, userId, type)
      const list: RebateRow[] = rows.map((entry) => entry.row).reverse()
      return { vip, today, rates, rows: list, claimable: list.reduce((sum, row) => sum + row.claimable, 0) }
    },
    claim(userId, type) {
      return inTransaction(db, async (tx: Tx) => {
        const due = (await accruals(tx, userId, type)).rows.filter((entry) => entry.row.claimable > 0)
        if (due.length === 0) throw new AppError('REWARD_NOT_DUE')
        let coins = 0
        let heldCoins = 0
        // Oldest first, the same order in every claim, so racing claims wait on the same first key.
        for (const { row, claims } of due) {
          const items: AwardItem[] = [{ id: AWARD_ITEM.coin, count: row.claimable }]
          try {
            const grant = await grantAwards(tx, {
              source: 'rebate',
              key: `${row.day}:${row.gameType}:${claims + 1}`,
              userId,
              items,
            })
            if (grant.replayed) throw new AppError('REWARD_ALREADY_CLAIMED')
            coins += row.claimable
            heldCoins += grant.heldCoins
          } catch (error) {
            // The key with another amount: a claim that raced this one took it.
            if (error instanceof AppError && error.errorName === 'CONFLICT')
              throw new AppError('REWARD_ALREADY_CLAIMED')
            throw error
          }
        }
        return { items: [{ id: AWARD_ITEM.coin, count: coins }], heldCoins }
      })
    },
    async log(userId, { pageNum, pageSize }) {
      const where = and(eq(awardGrants.userId, userId), eq(awardGrants.source, 'rebate'))
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: awardGrants.id,
            key: awardGrants.key,
            items: awardGrants.items,
            createdAt: awardGrants.createdAt,
          })
          .from(awardGrants)
          .where(where)
          .orderBy(desc(awardGrants.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ total: count() }).from(awardGrants).where(where),
      ])
      const list = rows.flatMap((row) => {
        const parts = parseKey(row.key)
        return parts
          ? [
              {
                id: row.id,
                day: parts.day,
                gameType: parts.gameType,
                amount: coinsOf(row.items),
                createdAt: row.createdAt.toISOString(),
              },
            ]
          : []
      })
      return { list, pageNum, pageSize, total: total?.total ?? 0 }
    },
  }
}
