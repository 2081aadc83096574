import type { CallOutput } from '@panalo/contract/call-map'
import type { VipLevel } from '@panalo/contract/calls/vip'

import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { vipPlayers } from '../../db/schema/vip.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { manilaDay, manilaWeekStart } from '../../platform/manila-time.ts'
import { emitEvent } from '../events/events.service.ts'
import { claimAward } from '../rewards/award-engine.service.ts'
import { grantedKeys } from '../rewards/award-records.service.ts'
import { turnoverTotal } from '../turnover/turnover.service.ts'
import { levelOf, readVipLadder } from './vip-ladder.ts'

/**
 * VIP (docs/decisions/026-vip-ladder.md): experience is one point per whole peso of valid turnover,
 * read from the turnover projector's figures (so it follows bets within the projector's interval and
 * never counts demo play or rolled-back stakes); the level is the highest the experience reaches,
 * less what the monthly audit took off (a month short of the level's betLimit). Each claim is one grant of the award engine, keyed so it pays once:
 * `level-<n>`, `daily-<Manila day>`, `week-<Manila Monday>`.
 */

type ClaimAnswer = CallOutput<'receiveVipBonusUser'>

export interface VipStatus {
  vip: number
  vipExp: number
}

export interface VipService {
  /** A guest (null) sees the ladder from level 0, with nothing reached or claimable (decision 068). */
  info(userId: number | null): Promise<CallOutput<'getVipInfo'>>
  claimLevelGift(userId: number, level: number): Promise<ClaimAnswer>
  claimDaily(userId: number): Promise<ClaimAnswer>
  claimWeekly(userId: number): Promise<ClaimAnswer>
  audit(userId: number): Promise<CallOutput<'getVipLevelAudit'>>
}

// The VIP periods are Manila days and weeks; callers of this area read them from here, and the ladder.
export { manilaDay, manilaWeekStart, readVipLadder }

/** The Manila month `months` after (or before) a YYYY-MM month. */
export function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number)
  const total = year * 12 + (index - 1) + months
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`
}

/**
 * A player's VIP level and experience: for the user info, and for every claim. The level is the rung
 * the experience reaches less the levels the monthly audits took off (vip-audit.service.ts), so it
 * rises the moment experience crosses a rung and falls only at an audit.
 */
export async function vipStatus(
  executor: Executor,
  userId: number,
): Promise<VipStatus & { rung: VipLevel; ladder: VipLevel[] }> {
  const ladder = await readVipLadder(executor)
  const vipExp = Math.floor((await turnoverTotal(executor, userId)) / 100)
  const reached = levelOf(ladder, vipExp).level
  const rung = ladder[Math.max(0, reached - (await levelsDownOf(executor, userId)))]
  if (!rung) throw new Error('the VIP ladder is empty')
  return { vip: rung.level, vipExp, rung, ladder }
}

const risenRows = z.object({
  rows: z.array(z.object({ user_id: z.coerce.number(), level: z.coerce.number() })),
})

/**
 * Announces the levels players have risen to since last announced (decision 088): for each player
 * whose level (as vipStatus reads it) is above the highest announced, raises `levelAnnounced` and
 * emits vipLevelReached in one transaction, once per player and level. The turnover projector's
 * loop runs it after a step that consumed journals (background-work.ts), so the level's rise is an
 * event of the bets that made it, not of a read. Answers how many levels it announced.
 */
export async function announceLevelsReached(db: Db): Promise<number> {
  const ladder = await readVipLadder(db)
  const thresholds = ladder.map((rung) => rung.experience)
  const first = thresholds[1]
  if (first === undefined) return 0
  return inTransaction(db, async (tx: Tx) => {
    // turnover_totals is the projector's figure of each player's valid turnover (decision 077), the
    // one vipStatus sums by day; only players past level 1's threshold can have risen.
    const risen = risenRows.parse(
      await tx.execute(sql`
        select user_id, level from (
          select t.user_id,
                 greatest(0, (select count(*) from unnest(${`{${thresholds.join(',')}}`}::bigint[]) th
                               where th <= floor(t.stake / 100)) - 1 - coalesce(v.levels_down, 0)) as level,
                 coalesce(v.level_announced, 0) as announced
            from turnover_totals t left join vip_players v on v.user_id = t.user_id
           where t.stake >= ${first * 100}) reached
         where level > announced
         order by user_id`),
    ).rows
    let announced = 0
    for (const { user_id: userId, level } of risen) {
      // The row lock orders racing announcers: the second finds the level announced.
      const raised = await tx
        .insert(vipPlayers)
        .values({ userId, levelAnnounced: level })
        .onConflictDoUpdate({
          target: vipPlayers.userId,
          set: { levelAnnounced: level, updatedAt: sql`now()` },
          setWhere: sql`${vipPlayers.levelAnnounced} < ${level}`,
        })
        .returning({ userId: vipPlayers.userId })
      if (raised.length === 0) continue
      if (await emitEvent(tx, 'vipLevelReached', { userId, key: String(level), payload: { level } }))
        announced++
    }
    return announced
  })
}

/** The levels the monthly audits took off this player's (0 for most). */
export async function levelsDownOf(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ levelsDown: vipPlayers.levelsDown })
    .from(vipPlayers)
    .where(eq(vipPlayers.userId, userId))
  return row?.levelsDown ?? 0
}

/** How much a player may withdraw per Manila day at their level (withdrawDailyLimit, hundredths). */
export async function withdrawDailyLimit(executor: Executor, userId: number): Promise<number> {
  return (await vipStatus(executor, userId)).rung.withdrawDailyLimit
}

export function createVipService({ db, now = () => new Date() }: { db: Db; now?: () => Date }): VipService {
  async function claim(
    userId: number,
    decide: (status: Awaited<ReturnType<typeof vipStatus>>) => { key: string; items: VipLevel['dailyAward'] },
  ): Promise<ClaimAnswer> {
    return inTransaction(db, async (tx: Tx) => {
      const { key, items } = decide(await vipStatus(tx, userId))
      if (items.length === 0) throw new AppError('REWARD_NOT_DUE')
      const grant = await claimAward(tx, { source: 'vip', key, userId, items })
      return { items: grant.items, heldCoins: grant.heldCoins }
    })
  }

  return {
    async info(userId) {
      if (userId === null) return guestInfo(await readVipLadder(db))
      const { vip, vipExp, ladder } = await vipStatus(db, userId)
      const levelsDown = levelOf(ladder, vipExp).level - vip
      const at = now()
      const giftLevels = ladder.filter((rung) => rung.level > 0 && rung.levelUpAward.length > 0)
      const claimed = await grantedKeys(db, {
        source: 'vip',
        userId,
        keys: [
          ...giftLevels.map((rung) => `level-${rung.level}`),
          `daily-${manilaDay(at)}`,
          `week-${manilaWeekStart(at)}`,
        ],
      })
      const rung = ladder[vip]
      const levelGifts = giftLevels.map((gift) => ({
        level: gift.level,
        state:
          gift.level > vip
            ? ('locked' as const)
            : claimed.has(`level-${gift.level}`)
              ? ('claimed' as const)
              : ('claimable' as const),
      }))
      return {
        vip,
        vipExp,
        levelsDown,
        nextLevel: ladder[vip + 1] ?? null,
        levels: ladder,
        levelGifts,
        dailyClaimable: (rung?.dailyAward.length ?? 0) > 0 && !claimed.has(`daily-${manilaDay(at)}`),
        weeklyClaimable: (rung?.weeklyAward.length ?? 0) > 0 && !claimed.has(`week-${manilaWeekStart(at)}`),
        vipAwardFlag: levelGifts.some((gift) => gift.state === 'claimable'),
      }
    },
    claimLevelGift(userId, level) {
      return claim(userId, ({ vip, ladder }) => {
        const rung = ladder[level]
        if (!rung || level > vip) throw new AppError('VIP_LEVEL_NOT_REACHED')
        return { key: `level-${level}`, items: rung.levelUpAward }
      })
    },
    claimDaily(userId) {
      return claim(userId, ({ rung }) => ({ key: `daily-${manilaDay(now())}`, items: rung.dailyAward }))
    },
    claimWeekly(userId) {
      return claim(userId, ({ rung }) => ({ key: `week-${manilaWeekStart(now())}`, items: rung.weeklyAward }))
    },
    async audit(userId) {
      const { vip, vipExp, rung, ladder } = await vipStatus(db, userId)
      const month = manilaDay(now()).slice(0, 7)
      const turnover = await turnoverTotal(db, userId, `${month}-01`)
      // The floor as it stands today: this month and the eleven before it.
      const yearTurnover = await turnoverTotal(db, userId, addMonths(month, -11) + '-01')
      return {
        vip,
        month,
        turnover,
        betLimit: rung.betLimit,
        kept: turnover >= rung.betLimit,
        floor: Math.min(levelOf(ladder, vipExp).level, levelOf(ladder, Math.floor(yearTurnover / 100)).level),
        rule: 'monthly' as const,
      }
    },
  }
}

/** The ladder as a guest sees it: level 0, every gift locked, nothing to claim. */
function guestInfo(ladder: VipLevel[]): CallOutput<'getVipInfo'> {
  return {
    vip: 0,
    vipExp: 0,
    levelsDown: 0,
    nextLevel: ladder[1] ?? null,
    levels: ladder,
    levelGifts: ladder
      .filter((rung) => rung.level > 0 && rung.levelUpAward.length > 0)
      .map((rung) => ({ level: rung.level, state: 'locked' as const })),
    dailyClaimable: false,
    weeklyClaimable: false,
    vipAwardFlag: false,
  }
}
