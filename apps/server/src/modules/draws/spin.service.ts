import type { CallOutput } from '@panalo/contract/call-map'
import { ACTIVITY_ID } from '@panalo/contract/enums'
import { and, eq, sql } from 'drizzle-orm'

import type { Db, Executor } from '../../db/client.ts'
import { spinDays } from '../../db/schema/draws.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay, manilaMidnight } from '../../platform/manila-time.ts'
import { liveActivities } from '../activities/activities.service.ts'
import type { PaidDepositsTotal } from '../deposits/deposits.service.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { grantAwards } from '../rewards/award-engine.service.ts'
import { countGrants } from '../rewards/award-records.service.ts'
import { drawChances, drawSeeded, seedCommitment, seededDrawOf, settleDraw } from './draws.service.ts'
import { readSpinSettings, type SpinSettings } from './spin-settings.ts'

/**
 * The spin wheel (docs/decisions/042-spin-wheel.md): a Manila day's deposits and claimed tasks earn
 * spins (they end with the day); a spin is a seeded draw (source `spin`, decision 107) from the
 * player's committed seed pair, and grants its items through the award engine (source
 * `wheel`, its own wagering rule, decision 110), keyed by the spin. The day's row, locked, counts the spins used.
 */
export type SpinService = ReturnType<typeof createSpinService>

/** Spins a day earns, capped; and what more deposit earns the next. */
export function spinState(
  rules: SpinSettings['chances'],
  day: { deposited: number; tasksClaimed: number; used: number },
): { earned: number; left: number; needDeposit: number } {
  const byDeposit = rules.depositPerSpin > 0 ? Math.floor(day.deposited / rules.depositPerSpin) : 0
  const earned = Math.min(rules.maxPerDay, byDeposit + day.tasksClaimed * rules.spinsPerTask)
  const needDeposit =
    rules.depositPerSpin > 0 && earned < rules.maxPerDay
      ? rules.depositPerSpin - (day.deposited % rules.depositPerSpin)
      : 0
  return { earned, left: Math.max(0, earned - day.used), needDeposit }
}

export function createSpinService({
  db,
  paidDepositsTotal,
  now = () => new Date(),
}: {
  db: Db
  paidDepositsTotal: PaidDepositsTotal
  now?: () => Date
}) {
  async function isOpen(executor: Executor): Promise<boolean> {
    return (await liveActivities(executor, now())).some((activity) => activity.id === ACTIVITY_ID.spinWheel)
  }

  async function today(executor: Executor, userId: number, used?: number) {
    const settings = await readSpinSettings(executor)
    const day = manilaDay(now())
    const range = { from: manilaMidnight(day), to: manilaMidnight(addDays(day, 1)) }
    const deposited = await paidDepositsTotal(executor, userId, range)
    const tasksClaimed = await countGrants(executor, {
      source: 'task',
      userId,
      since: range.from,
      before: range.to,
    })
    const usedToday =
      used ??
      (
        await executor
          .select({ used: spinDays.used })
          .from(spinDays)
          .where(and(eq(spinDays.userId, userId), eq(spinDays.day, day)))
      )[0]?.used ??
      0
    return {
      day,
      settings,
      used: usedToday,
      ...spinState(settings.chances, { deposited, tasksClaimed, used: usedToday }),
    }
  }

  async function answerOf(executor: Executor, id: number, spinsLeft: number) {
    const draw = await seededDrawOf(executor, 'spin', id)
    return {
      id: draw.id,
      sector: draw.outcome,
      items: draw.items,
      heldCoins: Number(draw.result['heldCoins'] ?? 0),
      spinsLeft,
      serverSeedHash: draw.serverSeedHash,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
    }
  }

  return {
    /** The activity answer's hasTurntable. */
    isOpen: () => isOpen(db),

    /** spinAwardFlag: a spin is waiting today. */
    async spinAwardFlag(userId: number): Promise<boolean> {
      return (await isOpen(db)) && (await today(db, userId)).left > 0
    },

    /** A guest (null) sees the wheel, its odds and what earns a spin, with none to use (decision 068). */
    async info(userId: number | null): Promise<CallOutput<'turntableInfo'>> {
      const open = await isOpen(db)
      if (userId === null) {
        const settings = await readSpinSettings(db)
        const chances = drawChances(settings.sectors)
        return {
          open,
          sectors: settings.sectors.map((sector, index) => ({
            item: sector.item,
            chance: chances[index] ?? 0,
          })),
          spinsLeft: 0,
          spinsUsed: 0,
          needDeposit: open ? settings.chances.depositPerSpin : 0,
          rules: settings.chances,
          serverSeedHash: '',
          clientSeed: '',
          nextNonce: 0,
        }
      }
      const state = await today(db, userId)
      const pair = await seedCommitment(db, userId)
      const chances = drawChances(state.settings.sectors)
      return {
        open,
        sectors: state.settings.sectors.map((sector, index) => ({
          item: sector.item,
          chance: chances[index] ?? 0,
        })),
        spinsLeft: open ? state.left : 0,
        spinsUsed: state.used,
        needDeposit: open ? state.needDeposit : 0,
        rules: state.settings.chances,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nextNonce: pair.nextNonce,
      }
    },

    spin(userId: number, requestId: string): Promise<CallOutput<'turntableSpin'>> {
      const key = { userId, scope: 'turntableSpin', requestId, body: { requestId } }
      return oncePerRequest(db, key, async (tx) => {
        if (!(await isOpen(tx))) throw new AppError('SPIN_CLOSED')
        const day = manilaDay(now())
        await tx.insert(spinDays).values({ userId, day }).onConflictDoNothing()
        const [row] = await tx
          .select({ used: spinDays.used })
          .from(spinDays)
          .where(and(eq(spinDays.userId, userId), eq(spinDays.day, day)))
          .for('update')
        const state = await today(tx, userId, row?.used ?? 0)
        if (state.left < 1) throw new AppError('SPIN_NONE_LEFT')

        await tx
          .update(spinDays)
          .set({ used: sql`${spinDays.used} + 1`, updatedAt: sql`now()` })
          .where(and(eq(spinDays.userId, userId), eq(spinDays.day, day)))
        // A wheel is its settings and a source name: the seeded draw does the rest (decision 107).
        const spun = await drawSeeded(tx, {
          source: 'spin',
          userId,
          choices: state.settings.sectors.map((sector) => ({ weight: sector.weight, items: [sector.item] })),
        })
        const grant = await grantAwards(tx, {
          source: 'wheel',
          key: `spin-${spun.id}`,
          userId,
          items: spun.items,
        })
        await settleDraw(tx, 'spin', spun.id, { heldCoins: grant.heldCoins })
        return answerOf(tx, spun.id, state.left - 1)
      })
    },
  }
}
