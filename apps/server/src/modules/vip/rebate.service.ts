import { AWARD_ITEM, type AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import type { GameTypeCode } from '@panalo/contract/enums'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay } from '../../platform/manila-time.ts'
import { sendSystemMail } from '../mail/mail.service.ts'
import { claimAward, grantAwards, type GrantRequest } from '../rewards/award-engine.service.ts'
import { countGrants, grantsOf } from '../rewards/award-records.service.ts'
import { playersActiveBetween, turnoverDaysOf } from '../turnover/turnover.service.ts'
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
  /** A guest (null) sees level 0's rates and no rows (decision 068). */
  status(userId: number | null, type?: GameTypeCode): Promise<CallOutput<'betBonus'>>
  claim(userId: number, type?: GameTypeCode): Promise<ClaimAnswer>
  log(userId: number, page: { pageNum: number; pageSize: number }): Promise<CallOutput<'betBonusLog'>>
}

/** A rebate grant's key, `<day>:<type>:<n>` → its parts. */
function parseKey(key: string): { day: string; gameType: GameTypeCode; claim: number } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}):([a-z]+):(\d+)$/.exec(key)
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
  return {
    async status(userId, type) {
      const at = now()
      if (userId === null) {
        const rates = ratesOfLevel(await readRebateRates(db), 0)
        return { vip: 0, today: manilaDay(at), rates, rows: [], claimable: 0 }
      }
      const { vip, today, rates, rows } = await accruals(db, userId, claimWindow(at), type, at)
      const list: RebateRow[] = rows.map((entry) => entry.row).reverse()
      return { vip, today, rates, rows: list, claimable: list.reduce((sum, row) => sum + row.claimable, 0) }
    },
    claim(userId, type) {
      return inTransaction(db, async (tx: Tx) => {
        const at = now()
        const due = (await accruals(tx, userId, claimWindow(at), type, at)).rows.filter(
          (entry) => entry.row.claimable > 0,
        )
        if (due.length === 0) throw new AppError('REWARD_NOT_DUE')
        let coins = 0
        let heldCoins = 0
        // Oldest first, the same order in every claim, so racing claims wait on the same first key.
        for (const { row, claims } of due) {
          // A claim that raced this one holds the key (with another amount, or the same).
          const grant = await claimAward(tx, rebateGrant(userId, row, claims))
          coins += row.claimable
          heldCoins += grant.heldCoins
        }
        return { items: [{ id: AWARD_ITEM.coin, count: coins }], heldCoins }
      })
    },
    log: (userId, page) => rebateLog(db, userId, page),
  }
}

/** The claimable days at `at`: the last REBATE_DAYS Manila days, today included. */
function claimWindow(at: Date): { from: string; to: string } {
  const today = manilaDay(at)
  return { from: addDays(today, -(REBATE_DAYS - 1)), to: today }
}

/** One day and type's rebate as a grant of the award engine, keyed as decision 027 says. */
function rebateGrant(userId: number, row: RebateRow, claims: number): GrantRequest {
  const items: AwardItem[] = [{ id: AWARD_ITEM.coin, count: row.claimable }]
  return { source: 'rebate', key: `${row.day}:${row.gameType}:${claims + 1}`, userId, items }
}

/**
 * The rebate day close, run by the `rebate-close` job at 00:05 Manila: the days that have left the
 * claim window are credited as if the player had claimed them, so no earned rebate lapses. It looks a
 * whole window back (days REBATE_DAYS to 2 × REBATE_DAYS − 1 before today), so a week without a run
 * still loses nothing, and pays only accrued − paid: a second run, or a claim racing it, meets the
 * keys of the grants before it (decision 027).
 */
export async function closeRebateDays(db: Db, now: Date): Promise<{ players: number; credited: number }> {
  const today = manilaDay(now)
  const window = { from: addDays(today, -(2 * REBATE_DAYS - 1)), to: addDays(today, -REBATE_DAYS) }
  const players = await playersActiveBetween(db, window)
  let credited = 0
  let paidPlayers = 0
  for (const userId of players) {
    const paid = await creditLapsingDays(db, userId, window, now)
    if (paid > 0) paidPlayers++
    credited += paid
  }
  return { players: paidPlayers, credited }
}

/** One player's unclaimed rebate of the window; a claim that raced it and won is read again once. */
async function creditLapsingDays(
  db: Db,
  userId: number,
  window: { from: string; to: string },
  now: Date,
  attempt = 1,
): Promise<number> {
  try {
    return await inTransaction(db, async (tx) => {
      const due = (await accruals(tx, userId, window, undefined, now)).rows.filter(
        (entry) => entry.row.claimable > 0,
      )
      let coins = 0
      for (const { row, claims } of due) {
        const grant = await grantAwards(tx, rebateGrant(userId, row, claims))
        if (!grant.replayed) coins += row.claimable
      }
      if (coins > 0)
        await sendSystemMail(tx, {
          userId,
          kind: 'prize',
          key: `rebate-close:${window.to}`,
          params: { items: [{ id: AWARD_ITEM.coin, count: coins }], source: 'rebate' },
        })
      return coins
    })
  } catch (error) {
    if (attempt === 1 && error instanceof AppError && error.errorName === 'CONFLICT')
      return creditLapsingDays(db, userId, window, now, 2)
    throw error
  }
}

/** Each day and game type of a window: its turnover, what accrued, what was paid and in how many claims. */
async function accruals(
  executor: Executor,
  userId: number,
  window: { from: string; to: string },
  type: GameTypeCode | undefined,
  at: Date,
) {
  const { vip } = await vipStatus(executor, userId)
  const rates = ratesOfLevel(await readRebateRates(executor), vip)
  const today = manilaDay(at)
  const { from } = window
  const days = await turnoverDaysOf(executor, userId, window)
  // A claim of a day is made on or after it, so grants older than the window's first day are not its.
  const grants = await grantsOf(executor, {
    source: 'rebate',
    userId,
    since: new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
  })
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

async function rebateLog(
  db: Db,
  userId: number,
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
): Promise<CallOutput<'betBonusLog'>> {
  const [rows, total] = await Promise.all([
    grantsOf(db, { source: 'rebate', userId, limit: pageSize, offset: (pageNum - 1) * pageSize }),
    countGrants(db, { source: 'rebate', userId }),
  ])
  const list = rows.flatMap((row) => {
    const parts = parseKey(row.key)
    return parts
      ? [
          {
            id: row.grantId,
            day: parts.day,
            gameType: parts.gameType,
            amount: coinsOf(row.items),
            createdAt: row.createdAt.toISOString(),
          },
        ]
      : []
  })
  return { list, pageNum, pageSize, total }
}
